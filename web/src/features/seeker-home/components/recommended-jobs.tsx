// The signed-in home's recommended jobs (issue 27, item 5): the contract's recommendation call
// (suggestedJobs, matched on the profile's skills, designation and experience), the first few with
// Apply and Save, and the way on to the dashboard's longer lists.
import { Link } from 'react-router';
import { profileSectionPath, ROUTE } from '../../../../../openapi/vocabulary/routes';
import { suggestedJobsQueryOptions, useSuggestedJobs } from '../../../api/get-suggested-jobs';
import { JobList } from '../../../components/job-list';
import { PartState } from '../../../components/part-state';
import { HOME_RECOMMENDED_SHOWN } from '../profile-gaps';

/** The page's tracking code (jobApply's source): the spec's HOME. */
const SOURCE = 'HOME';

export function RecommendedJobs() {
  const query = useSuggestedJobs();
  const jobs = (query.data?.jobs ?? []).slice(0, HOME_RECOMMENDED_SHOWN);
  return (
    <section className="card seeker-home-card" aria-labelledby="home-recommended-title">
      <h2 id="home-recommended-title">Recommended jobs for you</h2>
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
        <JobList jobs={jobs} source={SOURCE} invalidates={[suggestedJobsQueryOptions().queryKey]} />
        <p className="seeker-home-more">
          <Link to={ROUTE.dashboard}>More jobs for you on your dashboard</Link>
        </p>
      </PartState>
    </section>
  );
}
