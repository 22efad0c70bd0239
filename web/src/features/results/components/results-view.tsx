// A results page: heading and count, sort, the filter panel with facet counts, result cards,
// pagination, and real loading, empty and error states.
import { useSearchParams } from 'react-router';
import type { Schemas } from '../../../../../openapi/client';
import { failureMessage } from '../../../../../openapi/errors';
import { AdSlot, type AdPlacement } from '../../../components/ad-slot';
import { ApplyButton } from '../../../components/apply-button';
import { SaveJobButton } from '../../../components/save-job-button';
import { formatCount } from '../../../lib/format';
import { resultsKeys, useResults } from '../api/get-results';
import {
  PAGE_SIZE,
  pageOf,
  withFilter,
  withoutFilters,
  type ResultsRequest,
} from '../search-request';
import { CompanyList } from './company-list';
import { FilterPanel } from './filter-panel';
import { JobCard } from './job-card';
import { Pagination } from './pagination';
import { SearchActions } from './search-actions';
import '../results.css';

function Skeleton() {
  return (
    <div className="results-list" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="job-card card skeleton" />
      ))}
    </div>
  );
}

export function ResultsView({
  request,
  showCompanies,
  adPlacement = 'results',
}: {
  request: ResultsRequest;
  showCompanies?: boolean;
  /** Which of the site's ad rules this page follows (skill, location and company-search pages). */
  adPlacement?: AdPlacement;
}) {
  const [params, setParams] = useSearchParams();
  const { data, error, isPending, isFetching, refetch } = useResults(request);
  const page = pageOf(params);

  if (isPending) {
    return (
      <div className="results-layout">
        <div role="status" aria-live="polite" className="visually-hidden">
          Loading jobs…
        </div>
        <Skeleton />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div className="empty-state card" role="alert">
        <h2>We couldn't load jobs just now</h2>
        <p>{failureMessage(error)}</p>
        <button type="button" className="button" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const results = data as Schemas['SearchResults'];
  const last = Math.max(1, Math.ceil(results.total / PAGE_SIZE));
  return (
    <div className="results-layout">
      <FilterPanel
        facets={results.facets}
        params={params}
        onChange={(name, values) => setParams(withFilter(params, name, values))}
        onClear={() => setParams(withoutFilters(params))}
      />
      <section className="results-main" aria-labelledby="results-heading" aria-busy={isFetching}>
        <div className="results-head">
          <div>
            <h1 id="results-heading" className="page-title">
              {request.heading}
            </h1>
            <p className="results-count" role="status">
              {results.total === 0
                ? 'No jobs found'
                : `${formatCount(results.start + 1)}–${formatCount(Math.min(results.start + results.jobs.length, results.total))} of ${formatCount(results.total)} jobs`}
            </p>
          </div>
          <label className="sort">
            <span>Sort by</span>
            <select
              value={params.get('sort') === '2' ? '2' : '1'}
              onChange={(event) => {
                const next = new URLSearchParams(params);
                if (event.target.value === '2') next.set('sort', '2');
                else next.delete('sort');
                next.delete('page');
                setParams(next);
              }}
            >
              <option value="1">Relevance</option>
              <option value="2">Date</option>
            </select>
          </label>
        </div>
        <SearchActions heading={request.heading} />
        {showCompanies && results.companies && results.companies.length > 0 ? (
          <CompanyList companies={results.companies} />
        ) : null}
        {results.jobs.length === 0 ? (
          <div className="empty-state card">
            <h2>No jobs match this search</h2>
            <p>Try fewer filters, other keywords, or a nearby city.</p>
            {[...params.keys()].some((k) => k !== 'query' && k !== 'locations') ? (
              <button
                type="button"
                className="button button-outline"
                onClick={() => setParams(withoutFilters(params))}
              >
                Clear filters
              </button>
            ) : null}
          </div>
        ) : (
          <div className="results-list">
            {results.jobs.map((job, index) => (
              <div key={job.jobId}>
                <JobCard
                  job={job}
                  applyButton={
                    <ApplyButton
                      jobId={job.jobId}
                      applied={job.isApplied}
                      title={job.title}
                      source="SRP"
                      className="apply-button"
                    />
                  }
                  saveButton={
                    <SaveJobButton
                      jobId={job.jobId}
                      saved={job.isSaved ?? false}
                      title={job.title}
                      className="save-button"
                      invalidates={resultsKeys}
                    />
                  }
                />
                {index === 4 ? <AdSlot placement={adPlacement} size="728x90" /> : null}
              </div>
            ))}
          </div>
        )}
        <Pagination current={Math.min(page, last)} last={last} params={params} />
      </section>
      <div className="results-skyscraper">
        <AdSlot placement={adPlacement} size="160x600" />
      </div>
    </div>
  );
}
