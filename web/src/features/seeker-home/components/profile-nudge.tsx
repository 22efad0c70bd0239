// The signed-in home's profile nudge (issue 27, item 5): how complete the profile is, from the
// server's one rule (profileScore), and links to the parts that would add most (profileGaps).
// Hidden once the profile is complete. The seeker comes from the session (userMe), which the
// header has asked for already, so the nudge makes no call of its own.
import { Link } from 'react-router';
import type { Session } from '../../../api/get-current-user';
import { PartState } from '../../../components/part-state';
import { PROFILE_GAP_LINKS, PROFILE_GAPS_SHOWN } from '../profile-gaps';

const COMPLETE = 100;

export function ProfileNudge({ session }: { session: Session }) {
  const user = session.user;
  const gaps = user?.profileGaps ?? [];
  if (user && gaps.length === 0) return null;
  const score = user?.profileScore ?? 0;
  const query = {
    isPending: session.status === 'checking',
    error: session.status === 'unreachable' ? {} : null,
    refetch: session.retry,
  };
  return (
    <section className="card seeker-home-card profile-nudge" aria-labelledby="profile-nudge-title">
      <h2 id="profile-nudge-title">Complete your profile</h2>
      <PartState what="your profile" query={query} empty={false} emptyText={null} rows={1}>
        <label className="profile-nudge-score" htmlFor="profile-nudge-meter">
          Profile {score}% complete
        </label>
        <meter id="profile-nudge-meter" min={0} max={COMPLETE} value={score} />
        <p className="profile-nudge-lead">Recruiters find complete profiles first.</p>
        <ul className="profile-nudge-gaps">
          {gaps.slice(0, PROFILE_GAPS_SHOWN).map((gap) => (
            <li key={gap.part}>
              <Link to={PROFILE_GAP_LINKS[gap.part].to}>{PROFILE_GAP_LINKS[gap.part].text}</Link>
              <span className="profile-nudge-weight">+{gap.weight}%</span>
            </li>
          ))}
        </ul>
      </PartState>
    </section>
  );
}
