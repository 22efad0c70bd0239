// What an empty list of the seeker's jobs says (ours: the spec is silent), on the dashboard and on
// My jobs.
import { Link } from 'react-router';
import { ROUTE } from '../../../openapi/vocabulary/routes';

export function NoAppliedJobs() {
  return (
    <>
      You have not applied to any job yet. <Link to={ROUTE.home}>Search jobs</Link>
    </>
  );
}

export const NO_SAVED_JOBS = 'No saved jobs. Press Save on a job to keep it here.';
