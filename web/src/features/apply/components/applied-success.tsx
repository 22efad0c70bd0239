// /search/applied-success?jobId=…: the application is sent; similar jobs to apply to next.
import { Link, useSearchParams } from 'react-router';
import { ROUTE } from '../../../../../openapi/vocabulary/routes';
import { JobList } from '../../../components/job-list';
import { PageLoading } from '../../../components/page-loading';
import { RequireSeeker } from '../../../components/require-seeker';
import { formatDate, jobPath } from '../../../lib/format';
import { applySuccessQueryOptions, useApplySuccess } from '../api/get-apply-success';
import '../apply.css';
import { failureText } from '../../../lib/call-failure';

function AppliedSuccess({ jobId }: { jobId: string }) {
  const { data, error, isPending, refetch } = useApplySuccess(jobId);
  if (jobId && isPending) return <PageLoading />;
  if (!data) {
    const missing = !jobId;
    return (
      <section className="card empty-state applied" role="alert">
        <h1 className="page-title">
          {missing ? 'No job was named' : "We couldn't show this application"}
        </h1>
        <p>{missing ? 'Open a job and press Apply to send an application.' : failureText(error)}</p>
        <div className="applied-links">
          {missing ? null : (
            <button type="button" className="button" onClick={() => void refetch()}>
              Try again
            </button>
          )}
          <Link className="button button-outline" to={ROUTE.dashboard}>
            My dashboard
          </Link>
        </div>
      </section>
    );
  }
  const { application, similarJobs } = data;
  const { job } = application;
  return (
    <>
      <section className="card applied" aria-labelledby="applied-title">
        <p className="applied-tick" aria-hidden="true">
          ✓
        </p>
        <h1 id="applied-title" className="page-title">
          Application sent
        </h1>
        <p>
          You applied to <a href={jobPath(job)}>{job.title}</a> at {job.companyName} on{' '}
          {formatDate(application.appliedAt)}.
        </p>
        <div className="applied-links">
          <Link className="button" to={ROUTE.dashboard}>
            My dashboard
          </Link>
          <Link className="button button-outline" to={ROUTE.home}>
            Search more jobs
          </Link>
        </div>
      </section>
      <section className="card applied-similar" aria-labelledby="applied-similar">
        <h2 id="applied-similar">Similar jobs you can apply to</h2>
        {similarJobs.length === 0 ? (
          <p>No similar jobs just now.</p>
        ) : (
          <JobList
            jobs={similarJobs}
            source="APPLY_SUCC"
            invalidates={[applySuccessQueryOptions(jobId).queryKey]}
          />
        )}
      </section>
    </>
  );
}

export default function AppliedSuccessScreen() {
  const [params] = useSearchParams();
  return (
    <RequireSeeker>
      <div className="container page applied-page">
        <AppliedSuccess jobId={params.get('jobId') ?? ''} />
      </div>
    </RequireSeeker>
  );
}
