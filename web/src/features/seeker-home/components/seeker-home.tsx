// The signed-in seeker's part of the home page (issue 27, item 5; the audit's P17: the signed-in
// home was the guest's): recommended jobs and the profile nudge, under the search bar, whose
// keyword box offers the recent searches. Loads as its own chunk, only for a seeker.
import { useSession } from '../../../api/get-current-user';
import { ProfileNudge } from './profile-nudge';
import { RecommendedJobs } from './recommended-jobs';
import '../seeker-home.css';

export default function SeekerHome() {
  const session = useSession();
  if (session.status === 'guest') return null;
  return (
    <section className="container seeker-home" aria-label="For you">
      <RecommendedJobs />
      <ProfileNudge session={session} />
    </section>
  );
}
