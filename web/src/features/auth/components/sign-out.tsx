// /rio/sign-out (spec sections 2, 4): runs the sign-out and, once the server has ended the
// session, goes to the post-sign-out destination (the dashboard, which sends a guest on to sign
// in, where the seeker is told "You have signed out."). A hook that stops it, or a failed call, leaves the seeker signed in and says so.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SIGN_OUT_STOPPED_MESSAGE } from '../../../../../openapi/vocabulary/messages';
import { ROUTE } from '../../../../../openapi/vocabulary/routes';
import { logout } from '../../../api/logout';
import { PageLoading } from '../../../components/page-loading';
import { announceSignOut, mayProceed, rememberSignedOut } from '../sign-out';
import '../auth.css';
import { failureText } from '../../../lib/call-failure';

/** How one run of sign-out ended; a run is one visit of the page and one press of Sign out. */
type Outcome = { run: string } & ({ kind: 'stopped' } | { kind: 'failed'; message: string });

export function SignOut() {
  const queryClient = useQueryClient();
  // Each visit runs sign-out anew: choosing Logout again from the menu of a stopped sign-out
  // page lands on this same route, and asks the hook again.
  const visit = useLocation().key;
  const [attempt, setAttempt] = useState(0);
  const run = `${visit}:${attempt}`;
  const [ended, setOutcome] = useState<Outcome>();
  // An outcome of an earlier run is no outcome of this one: it is still running.
  const outcome = ended?.run === run ? ended : undefined;

  useEffect(() => {
    let live = true;
    void (async () => {
      if (!(await mayProceed())) {
        if (live) setOutcome({ run, kind: 'stopped' });
        return;
      }
      try {
        const { error } = await logout();
        if (error !== undefined) throw error;
      } catch (error: unknown) {
        if (live) setOutcome({ run, kind: 'failed', message: failureText(error) });
        return;
      }
      announceSignOut();
      rememberSignedOut();
      queryClient.clear();
      window.location.assign(ROUTE.dashboard);
    })();
    return () => {
      live = false;
    };
  }, [run, queryClient]);

  if (!outcome) return <PageLoading />;
  return (
    <div className="container page">
      <section className="sign-out card" aria-labelledby="sign-out-title">
        <h1 id="sign-out-title" className="page-title">
          Sign out
        </h1>
        <p role="alert">
          {outcome.kind === 'stopped' ? SIGN_OUT_STOPPED_MESSAGE : outcome.message}
        </p>
        <p className="sign-out-actions">
          {outcome.kind === 'failed' ? (
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              Sign out
            </button>
          ) : null}
          <Link className="button button-outline" to={ROUTE.dashboard}>
            Back to my dashboard
          </Link>
        </p>
      </section>
    </div>
  );
}
