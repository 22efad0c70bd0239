// Parts other features lend the dashboard (features do not import each other; the app composes
// them). The profile-completion cards of the profile feature, as their own chunk: the dashboard's
// route can place <DashboardSeekerCards /> wherever its page takes a slot.
import { lazy, Suspense } from 'react';

const SeekerCards = lazy(() =>
  import('../features/profile/components/seeker-cards').then((m) => ({ default: m.SeekerCards })),
);

/** The seeker's open profile-completion cards with Skip; nothing when none is open. */
export function DashboardSeekerCards() {
  return (
    <Suspense fallback={null}>
      <SeekerCards />
    </Suspense>
  );
}
