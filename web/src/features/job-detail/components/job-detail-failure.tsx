// The job page's two failures, told apart (issue 19): a job the server does not have (404) is
// gone; any other failure is ours to admit, with what failed and a retry where one can help.
import { Link } from 'react-router';
import { REQUEST_TIMEOUT_MS } from '../../../../../openapi/vocabulary/timing';
import { CallFailure, failureText, isClientError, isTimeout } from '../../../lib/call-failure';

const NOT_FOUND = 404;

export function isJobMissing(error: unknown): boolean {
  return error instanceof CallFailure && error.status === NOT_FOUND;
}

export function JobMissing() {
  return (
    <section className="empty-state card" aria-labelledby="jd-missing">
      <h1 id="jd-missing">This job is no longer available</h1>
      <p>It may have been filled or taken down.</p>
      <Link className="button" to="/">
        Search jobs
      </Link>
    </section>
  );
}

export function JobFailure({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const timedOut = isTimeout(error);
  return (
    <section className="empty-state card" role="alert" aria-labelledby="jd-failed">
      <h1 id="jd-failed">
        {timedOut
          ? `This job took longer than ${REQUEST_TIMEOUT_MS / 1000} seconds to load`
          : "We couldn't load this job"}
      </h1>
      <p>The job may still be open: the problem is on our side, not the employer's.</p>
      <p className="failure-detail">
        <span className="visually-hidden">Details: </span>
        {failureText(error)}
      </p>
      {isClientError(error) ? (
        <Link className="button" to="/">
          Search jobs
        </Link>
      ) : (
        <button type="button" className="button" disabled={retrying} onClick={onRetry}>
          {retrying ? 'Trying again…' : 'Try again'}
        </button>
      )}
    </section>
  );
}
