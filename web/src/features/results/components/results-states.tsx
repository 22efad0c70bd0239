// The results page's own states: a skeleton shaped like the page it stands for (filters on the
// left, cards in the list), a failure that says what failed and offers a retry only where one can
// help, and an empty result that offers did-you-mean, related searches and a job alert.
import { Link } from 'react-router';
import type { Schemas } from '../../../../../openapi/client';
import { freeJobAlertPath, ROUTE } from '../../../../../openapi/vocabulary/routes';
import { REQUEST_TIMEOUT_MS } from '../../../../../openapi/vocabulary/timing';
import { SlowNotice } from '../../../components/slow-notice';
import { failureText, isClientError, isTimeout } from '../../../lib/call-failure';

const SKELETON_CARDS = 4;

export function ResultsSkeleton() {
  return (
    <div className="results-layout">
      <div role="status" aria-live="polite" className="visually-hidden">
        Loading jobs…
      </div>
      <div className="filter-panel skeleton-panel" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="skeleton-bar" />
        ))}
      </div>
      <section className="results-main">
        <div className="skeleton-bar skeleton-heading" aria-hidden="true" />
        <SlowNotice pending />
        <div className="results-list" aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <div key={i} className="job-card card skeleton" />
          ))}
        </div>
      </section>
    </div>
  );
}

export function ResultsFailure({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const timedOut = isTimeout(error);
  const refused = isClientError(error);
  return (
    <div className="empty-state card results-failure" role="alert">
      <h1 className="page-title">
        {timedOut
          ? `The search took longer than ${REQUEST_TIMEOUT_MS / 1000} seconds`
          : refused
            ? 'This search could not be run'
            : "We couldn't load jobs just now"}
      </h1>
      <p>
        {timedOut
          ? 'We stopped waiting for the job search. It may be busy; try again in a moment.'
          : refused
            ? 'The job search did not accept this request. Change the keywords or filters and search again.'
            : 'The job search did not answer as expected.'}
      </p>
      <p className="failure-detail">
        <span className="visually-hidden">Details: </span>
        {failureText(error)}
      </p>
      {refused ? (
        <Link className="button" to="/">
          Start a new search
        </Link>
      ) : (
        <button type="button" className="button" disabled={retrying} onClick={onRetry}>
          {retrying ? 'Trying again…' : 'Try again'}
        </button>
      )}
    </div>
  );
}

/**
 * No job holds every word of the query (the answer's partialMatch): the page says so above the
 * jobs, which hold some of the words, and offers the correction when there is one.
 */
export function PartialMatchNotice({
  results,
  params,
}: {
  results: Schemas['SearchResults'];
  params: URLSearchParams;
}) {
  const query = params.get('query') ?? '';
  const locations = params.get('locations') ?? '';
  const corrected = results.didYouMean;
  const next = new URLSearchParams({ query: corrected ?? '' });
  if (locations) next.set('locations', locations);
  return (
    <div className="partial-match card" role="note" aria-label="Partial matches">
      <p>
        <strong>No job matches all of “{query}”.</strong> These jobs match some of its words, the
        most words first.
      </p>
      {corrected ? (
        <p className="did-you-mean">
          Did you mean <Link to={`${ROUTE.searchResults}?${next.toString()}`}>{corrected}</Link>?
        </p>
      ) : null}
    </div>
  );
}

export function EmptyResults({
  results,
  params,
  hasFilters,
  onClearFilters,
}: {
  results: Schemas['SearchResults'];
  params: URLSearchParams;
  hasFilters: boolean;
  onClearFilters: () => void;
}) {
  const query = params.get('query') ?? '';
  const locations = params.get('locations') ?? '';
  const related = results.relatedSearches ?? [];
  const again = (keyword: string) => {
    const next = new URLSearchParams({ query: keyword });
    if (locations) next.set('locations', locations);
    return `${ROUTE.searchResults}?${next.toString()}`;
  };
  return (
    <div className="empty-state card empty-results">
      <h2>No jobs match this search</h2>
      {results.didYouMean ? (
        <p className="did-you-mean">
          Did you mean <Link to={again(results.didYouMean)}>{results.didYouMean}</Link>?
        </p>
      ) : (
        <p>Try fewer filters, other keywords, or a nearby city.</p>
      )}
      {hasFilters ? (
        <button type="button" className="button button-outline" onClick={onClearFilters}>
          Clear filters
        </button>
      ) : null}
      {related.length > 0 ? (
        <nav className="related-searches" aria-labelledby="related-searches-heading">
          <h3 id="related-searches-heading">Related searches</h3>
          <ul>
            {related.map((name) => (
              <li key={name}>
                <Link className="chip" to={again(name)}>
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {query || locations ? (
        <p className="alert-entry">
          <Link to={freeJobAlertPath(query, locations)}>Create a job alert for this search</Link>{' '}
          and we will email you new jobs that match it.
        </p>
      ) : null}
    </div>
  );
}
