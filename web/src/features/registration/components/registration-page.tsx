// /seeker/registration (spec section 2): open to guests; a signed-in seeker has nothing to
// register and goes to the dashboard.
import { useEffect, useId } from 'react';
import { ROUTE } from '../../../../../openapi/vocabulary/routes';
import { useSession } from '../../../api/get-current-user';
import { PageLoading } from '../../../components/page-loading';
import { RegistrationForm } from './registration-form';

export function RegistrationPage() {
  const titleId = useId();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  useEffect(() => {
    if (signedIn) window.location.replace(ROUTE.dashboard);
  }, [signedIn]);
  if (session.status === 'checking' || signedIn) return <PageLoading />;
  return (
    <div className="container page">
      <div className="registration-page card">
        <RegistrationForm titleId={titleId} />
      </div>
    </div>
  );
}
