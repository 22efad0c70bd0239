// A seeker page's gate (spec sections 2, 6): the server says whether a seeker is signed in
// (useSession with `verify`); a guest goes to the seeker login with this page as return_url and
// comes back after signing in. While the server is asked the page shows its loader; when it cannot
// be asked, a retry.
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { seekerLoginUrl } from '../../../openapi/vocabulary/routes';
import { useSession } from '../api/get-current-user';
import { PageLoading } from './page-loading';

export function RequireSeeker({ children }: { children: ReactNode }) {
  const session = useSession({ verify: true });
  const location = useLocation();
  const returnPath = `${location.pathname}${location.search}`;
  const guest = session.status === 'guest';
  useEffect(() => {
    if (guest) window.location.replace(seekerLoginUrl(returnPath));
  }, [guest, returnPath]);
  if (session.status === 'signedIn') return children;
  if (session.status === 'unreachable') return <SessionCheckFailed retry={session.retry} />;
  return <PageLoading />;
}

/** The server could not be asked who is signed in: say so, and offer to ask again. */
export function SessionCheckFailed({ retry }: { retry: () => void }) {
  return (
    <section className="container page empty-state" role="alert">
      <p>We could not check your sign-in. Please try again.</p>
      <button type="button" className="button" onClick={retry}>
        Try again
      </button>
    </section>
  );
}
