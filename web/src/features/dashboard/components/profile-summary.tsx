// The dashboard's head: how complete the profile is (profileScore) with the way to complete it,
// and the seeker's counts.
import { SlowNotice } from '../../../components/slow-notice';
import { Link } from 'react-router';
import type { Schemas } from '../../../../../openapi/client';
import { myJobsPath, profilePath, ROUTE } from '../../../../../openapi/vocabulary/routes';
import { formatCount } from '../../../lib/format';
import { failureText } from '../../../lib/call-failure';

type DashboardData = {
  profile: Schemas['ProfileData'];
  counts: Record<
    'applied' | 'saved' | 'jobAlerts' | 'savedSearches' | 'followedCompanies' | 'profileViews',
    number
  >;
};

const COMPLETE = 100;

export function ProfileSummary({
  query,
}: {
  query: {
    data?: DashboardData | undefined;
    isPending: boolean;
    error: unknown;
    refetch: () => unknown;
  };
}) {
  if (query.isPending) {
    return (
      <section className="card dash-profile" aria-label="Your profile" aria-busy="true">
        <span className="part-skeleton" aria-hidden="true" />
        <span className="visually-hidden" role="status">
          Loading your profile…
        </span>
        <SlowNotice pending />
      </section>
    );
  }
  if (!query.data) {
    return (
      <section className="card dash-profile part-error" role="alert" aria-label="Your profile">
        <p>We couldn't load your profile summary. {failureText(query.error)}</p>
        <button
          type="button"
          className="button button-outline"
          onClick={() => void query.refetch()}
        >
          Try again
        </button>
      </section>
    );
  }
  const { profile, counts } = query.data;
  const score = profile.profileScore ?? 0;
  const tiles: Array<[string, number, string | undefined]> = [
    ['Applied', counts.applied, myJobsPath('applied')],
    ['Saved', counts.saved, myJobsPath('saved')],
    ['Job alerts', counts.jobAlerts, ROUTE.manageJobAlert],
    ['Saved searches', counts.savedSearches, ROUTE.manageJobAlert],
    ['Companies followed', counts.followedCompanies, myJobsPath('following')],
    ['Profile views', counts.profileViews, ROUTE.profilePerformance],
  ];
  return (
    <section className="card dash-profile" aria-labelledby="dash-profile-title">
      <div className="dash-completeness">
        <h2 id="dash-profile-title">Hello, {profile.displayName}</h2>
        <label className="dash-score" htmlFor="dash-score-meter">
          Profile {score}% complete
        </label>
        <meter id="dash-score-meter" min={0} max={COMPLETE} value={score} />
        {score < COMPLETE ? (
          <Link to={profilePath('my-profile')}>Complete your profile</Link>
        ) : (
          <span>Your profile is complete.</span>
        )}
      </div>
      <ul className="dash-counts" aria-label="Your activity">
        {tiles.map(([label, count, to]) => (
          <li key={label}>
            <strong>{formatCount(count)}</strong>
            {to ? <Link to={to}>{label}</Link> : <span>{label}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
