// The seeker's own pages (dashboard, profile, alerts...), by page kind (seeker-screens.tsx). Most
// need a session: a guest goes to the seeker login and comes back; the screens also ask the server
// (RequireSeeker). A kind with no screen is a page this app does not have.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { seekerLoginUrl } from '../../../../openapi/vocabulary/routes';
import { isSignedIn } from '../../lib/cookies';
import type { PageKind } from '../../../../openapi/vocabulary/page-kind';
import { PageLoading } from '../../components/page-loading';
import NotFoundPage from './not-found';
import { SEEKER_SCREENS } from './seeker-screens';

/** Pages a guest may open. */
const OPEN_TO_GUESTS = new Set<PageKind['kind']>(['jobAlert', 'careerServices']);

export default function SeekerPage({ page }: { page: PageKind }) {
  const location = useLocation();
  const mustSignIn = !isSignedIn() && !OPEN_TO_GUESTS.has(page.kind);
  useEffect(() => {
    if (mustSignIn)
      window.location.replace(seekerLoginUrl(`${location.pathname}${location.search}`));
  }, [mustSignIn, location.pathname, location.search]);
  if (mustSignIn) return <PageLoading />;
  const Screen = SEEKER_SCREENS[page.kind];
  return Screen ? <Screen /> : <NotFoundPage />;
}
