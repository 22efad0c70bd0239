// The signed-in home's recommended jobs (issue 27, item 5): the contract's recommendation call
// (suggestedJobs, matched on the profile's skills, designation and experience), the new matches
// the dashboard does not already show, newest first, with Apply and Save (issue 37, the walk's
// D5), and the way on to the dashboard's longer lists.
import { Link } from 'react-router';
import { profileSectionPath, ROUTE } from '../../../../../openapi/vocabulary/routes';
import {
  newestSuggestedJobsQueryOptions,
  useNewestSuggestedJobs,
} from '../../../api/get-suggested-jobs';
import { JobList } from '../../../components/job-list';
import { PartState } from '../../../components/part-state';
import { HOME_RECOMMENDED_SHOWN } from '../profile-gaps';

/** The page's tracking code (jobApply's source): the spec's HOME. */
const SOURCE = 'HOME';

export function RecommendedJobs() {
  const query = useNewestSuggestedJobs(HOME_RECOMMENDED_SHOWN);
  const jobs = query.data?.jobs ?? [];
  return (
    <section className="card seeker-home-card" aria-labelledby="home-recommended-title">
      <h2 id="home-recommended-title">Recommended jobs for you</h2>
      <p className="seeker-home-lead">The newest jobs that match your profile.</p>
      <PartState
        what="your recommended jobs"
        query={query}
        empty={jobs.length === 0}
        emptyText={
          <>
            No recommendations yet. <Link to={profileSectionPath('skills')}>Add your skills</Link>{' '}
            to get some.
          </>
        }
        rows={3}
      >
        <JobList
          jobs={jobs}
          source={SOURCE}
          invalidates={[newestSuggestedJobsQueryOptions(HOME_RECOMMENDED_SHOWN).queryKey]}
        />
        <p className="seeker-home-more">
          <Link to={ROUTE.dashboard}>Your best matches are on your dashboard</Link>
        </p>
      </PartState>
    </section>
  );
}
