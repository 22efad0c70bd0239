// Seeker pages (dashboard, profile, alerts...) need a session: a guest goes to the seeker login
// and comes back. Their own screens come with the signed-in part of the web app.
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { ROUTE, seekerLoginUrl } from '../../../../openapi/vocabulary/routes';
import { logout } from '../../api/logout';
import { isSignedIn } from '../../lib/cookies';
import type { PageKind } from '../../../../openapi/vocabulary/page-kind';
import { PageLoading } from '../../components/page-loading';
import { SEEKER_SCREENS } from './seeker-screens';

const TITLES: Partial<Record<PageKind['kind'], string>> = {
  dashboard: 'My dashboard',
  APPLY_SUCC: 'Application sent',
  jobAlert: 'Create a free job alert',
  registration: 'Register',
  registrationStep: 'Complete your profile',
  notifications: 'Notifications',
  profile: 'My profile',
  subscriptions: 'My subscriptions',
  settings: 'Settings',
  profilePerformance: 'Profile performance',
  manageJobAlert: 'Manage job alerts',
  careerServices: 'Career services',
};

/** Pages a guest may open. */
const OPEN_TO_GUESTS = new Set<PageKind['kind']>([
  'jobAlert',
  'registration',
  'careerServices',
  'signOut',
]);

function SignOut() {
  useEffect(() => {
    void logout().finally(() => window.location.assign(ROUTE.dashboard));
  }, []);
  return <PageLoading />;
}

export default function SeekerPage({ page }: { page: PageKind }) {
  const location = useLocation();
  const signedIn = isSignedIn();
  const mustSignIn = !signedIn && !OPEN_TO_GUESTS.has(page.kind);
  useEffect(() => {
    if (mustSignIn)
      window.location.replace(seekerLoginUrl(`${location.pathname}${location.search}`));
  }, [mustSignIn, location.pathname, location.search]);
  if (page.kind === 'signOut') return <SignOut />;
  if (mustSignIn) return <PageLoading />;
  const Screen = SEEKER_SCREENS[page.kind];
  if (Screen) return <Screen />;
  return (
    <section className="container page" aria-labelledby="seeker-title">
      <h1 id="seeker-title" className="page-title">
        {TITLES[page.kind] ?? 'My account'}
      </h1>
      <p>This page is not part of this release of the web app yet.</p>
      <p>
        <Link to="/">Search jobs</Link>
      </p>
    </section>
  );
}
