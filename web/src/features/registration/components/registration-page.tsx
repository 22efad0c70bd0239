// /seeker/registration (spec section 2): open to guests; a seeker who arrives signed in has
// nothing to register and goes to the dashboard (one who has just registered goes back instead).
import { useEffect, useId, useState } from 'react';
import { ROUTE } from '../../../../../openapi/vocabulary/routes';
import { useSession } from '../../../api/get-current-user';
import { PageLoading } from '../../../components/page-loading';
import { RegistrationForm } from './registration-form';

export function RegistrationPage() {
  const titleId = useId();
  const session = useSession();
  const [registered, setRegistered] = useState(false);
  const arrivedSignedIn = session.status === 'signedIn' && !registered;
  useEffect(() => {
    if (arrivedSignedIn) window.location.replace(ROUTE.dashboard);
  }, [arrivedSignedIn]);
  // Once registered, the form stays for its resume step while the new session is checked.
  if (!registered && (session.status === 'checking' || arrivedSignedIn)) return <PageLoading />;
  return (
    <div className="container page">
      <div className="registration-page card">
        <RegistrationForm titleId={titleId} onRegistered={() => setRegistered(true)} />
      </div>
    </div>
  );
}
