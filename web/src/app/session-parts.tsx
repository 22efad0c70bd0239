// The signed-in seeker's parts of every page, and the old auto-login. Each loads as its own chunk
// only when it has something to do, so a guest's first page carries none of them.
import { lazy, Suspense } from 'react';
import { useSession } from '../api/get-current-user';
import { AccountHint } from '../components/layout/account-hint';
import { site } from '../lib/site';

const SeekerMenu = lazy(() => import('../features/seeker-header/components/seeker-menu'));
const EngagementBanner = lazy(
  () => import('../features/seeker-engagement/components/engagement-banner'),
);
const OldAutoLogin = lazy(() => import('../features/auth/components/old-auto-login'));

/** The header's account part: profile dropdown and bell (the header shows it to seekers only). */
export function SeekerAccount() {
  const session = useSession();
  return (
    <Suspense fallback={<AccountHint name={session.user?.displayName ?? session.hintedName} />}>
      <SeekerMenu />
    </Suspense>
  );
}

/** The seeker-engagement card banner, listened for on a seeker's pages. */
export function SeekerEngagement() {
  const session = useSession();
  if (session.status !== 'signedIn') return null;
  return (
    <Suspense fallback={null}>
      <EngagementBanner />
    </Suspense>
  );
}

/** The old auto-login runs on every page of a site whose flag is on; elsewhere its code stays away. */
export function OldAutoLoginOnEveryPage() {
  if (!site.flags.oldAutoLogin) return null;
  return (
    <Suspense fallback={null}>
      <OldAutoLogin />
    </Suspense>
  );
}
