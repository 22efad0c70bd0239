// /rio/login, /rio/login/seeker?return_url=… and the old login page (spec sections 2, 4): the
// password form, Google one-tap and the single sign-on's Facebook variant; where the site's flag says so, a one-tap registration opens as
// a popup over this page. A seeker who is signed in already is sent on by the one-tap machine: to
// the stored MOTS_REDIRECT when it differs (spec section 9), else to the return URL.
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../../../openapi/vocabulary/routes';
import { useSession } from '../../api/get-current-user';
import { LoginForm } from '../../features/auth/components/login-form';
import { FacebookSignIn } from '../../features/auth/components/facebook-sign-in';
import { OneTap } from '../../features/auth/components/one-tap';
import { RegistrationDialog } from '../../features/registration/components/registration-dialog';

export default function LoginPage() {
  const [params] = useSearchParams();
  const session = useSession();
  // A visit of this page: the registration popup's "Sign in instead" comes back here with the
  // email, which closes the popup and starts the form anew with it.
  const visit = useLocation().key;
  const [registeringOn, setRegisteringOn] = useState<string>();
  const registering = registeringOn === visit;
  const returnPath = safeReturnPath(params.get('return_url'));
  const signedIn = session.status === 'signedIn';
  const known = signedIn || session.status === 'guest';
  return (
    <div className="container page" key={visit}>
      <LoginForm
        social={
          // Facebook's button first: Google's card arrives late and would push a button below it
          // from under the pointer (a click that lands as the card opens only focuses the button).
          <>
            <FacebookSignIn returnPath={returnPath} />
            <OneTap
              returnPath={returnPath}
              signedIn={known ? signedIn : undefined}
              onRegistrationPopup={() => setRegisteringOn(visit)}
            />
          </>
        }
      />
      {registering ? <RegistrationDialog onClose={() => setRegisteringOn(undefined)} /> : null}
    </div>
  );
}
