// /rio/login/oauth/callback (spec sections 2, 4): where a social sign-in that left the page comes
// back. It skips one-tap (the one-tap machine ends at once on this path) and finishes the return:
// signed in, the seeker goes to the URL stored in MOTS_REDIRECT when the sign-in began (a path of
// this site, else the dashboard); not signed in, the sign-in failed and the page says so.
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { oneTapLoginMachine } from '../../../../../machines/oneTapLogin.machine';
import { COOKIE } from '../../../../../openapi/vocabulary/cookies';
import { SOCIAL_GENERIC_FAILURE_MESSAGE } from '../../../../../openapi/vocabulary/messages';
import { safeReturnPath, seekerLoginUrl } from '../../../../../openapi/vocabulary/routes';
import { useSession } from '../../../api/get-current-user';
import { PageLoading } from '../../../components/page-loading';
import { SessionCheckFailed } from '../../../components/require-seeker';
import { readCookie, removeCookie } from '../../../lib/cookies';
import { site } from '../../../lib/site';
import '../auth.css';

export function SocialCallback() {
  const { pathname } = useLocation();
  const session = useSession({ verify: true });
  const stored = readCookie(COOKIE.redirect);
  const destination = safeReturnPath(stored);
  const [snapshot, send] = useMachine(oneTapLoginMachine);
  const known = session.status === 'signedIn' || session.status === 'guest';

  useEffect(() => {
    if (!known) return;
    send({
      type: 'page.loaded',
      url: pathname,
      pathname,
      signedIn: session.status === 'signedIn',
      ...(stored === undefined ? {} : { storedRedirectUrl: stored }),
      oneTapDisabled: !site.flags.oneTapLogin,
      registrationPopup: site.flags.appLoginPopup,
    });
  }, [known, send, pathname, session.status, stored]);

  const skipped = snapshot.matches('skipped');
  useEffect(() => {
    if (!skipped) return;
    removeCookie(COOKIE.redirect);
    if (session.status === 'signedIn') window.location.replace(destination);
  }, [skipped, session.status, destination]);

  if (session.status === 'unreachable') return <SessionCheckFailed retry={session.retry} />;
  if (session.status !== 'guest') return <PageLoading />;
  return (
    <div className="container page">
      <section className="login card" aria-labelledby="callback-title">
        <h1 id="callback-title" className="page-title">
          Sign in with Google
        </h1>
        <p role="alert">{SOCIAL_GENERIC_FAILURE_MESSAGE}</p>
        <Link className="button" to={seekerLoginUrl(destination)}>
          Sign in
        </Link>
      </section>
    </div>
  );
}
