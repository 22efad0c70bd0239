// /rio/login, /rio/login/seeker?return_url=… and the old login page (spec sections 2, 4): the
// password form, Google one-tap and the single sign-on's Facebook variant; where the site's flag says so, a one-tap registration opens as
// a popup over this page. A seeker who is signed in already is sent on by the one-tap machine: to
// the stored MOTS_REDIRECT when it differs (spec section 9), else to the return URL.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { safeReturnPath } from '../../../../openapi/vocabulary/routes';
import { useSession } from '../../api/get-current-user';
import { LoginForm } from '../../features/auth/components/login-form';
import { FacebookSignIn } from '../../features/auth/components/facebook-sign-in';
import { OneTap } from '../../features/auth/components/one-tap';
import { RegistrationDialog } from '../../features/registration/components/registration-dialog';

export default function LoginPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const [registering, setRegistering] = useState(false);
  const returnPath = safeReturnPath(params.get('return_url'));
  const signedIn = session.status === 'signedIn';
  const known = signedIn || session.status === 'guest';
  return (
    <div className="container page">
      <LoginForm
        social={
          <>
            <OneTap
              returnPath={returnPath}
              signedIn={known ? signedIn : undefined}
              onRegistrationPopup={() => setRegistering(true)}
            />
            <FacebookSignIn returnPath={returnPath} />
          </>
        }
      />
      {registering ? <RegistrationDialog onClose={() => setRegistering(false)} /> : null}
    </div>
  );
}
