// A results page: heading and count, sort, the filter panel with facet counts, result cards,
// pagination, and real loading, empty and error states.
import { useDeferredValue } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router';
import type { Schemas } from '../../../../../openapi/client';
import { AdSlot, type AdPlacement } from '../../../components/ad-slot';
import { ApplyButton } from '../../../components/apply-button';
import { SaveJobButton } from '../../../components/save-job-button';
import { formatCount } from '../../../lib/format';
import { counted } from '../../../../../openapi/vocabulary/plural';
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
import {
  EmptyResults,
  PartialMatchNotice,
  ResultsFailure,
  ResultsSkeleton,
} from './results-states';
import { RESULTS_ID, useScrollToTopOnNewSearch } from './scroll-to-results';
import { useDocumentTitle } from '../../../lib/document-title';
import { SearchActions } from './search-actions';
import '../results.css';
import { SORT_BY_DATE, SORT_BY_RELEVANCE } from '../../../../../openapi/vocabulary/limits';

/** The sort's values as the URL and the select hold them (the contract's sort numbers). */
const BY_RELEVANCE = String(SORT_BY_RELEVANCE);
const BY_DATE = String(SORT_BY_DATE);

type Results = Schemas['SearchResults'];

/** "1–25 of 1,234 jobs", or that none were found. */
function countText(results: Results): string {
  if (results.total === 0) return 'No jobs found';
  const first = formatCount(results.start + 1);
  const last = formatCount(Math.min(results.start + results.jobs.length, results.total));
  return `${first}–${last} of ${counted(results.total, 'job', 'jobs', formatCount(results.total))}`;
}

/** Relevance or date; a new sort starts again from the first page. */
function SortSelect({
  params,
  setParams,
}: {
  params: URLSearchParams;
  setParams: SetURLSearchParams;
}) {
  return (
    <label className="sort">
      <span>Sort by</span>
      <select
        value={params.get('sort') === BY_DATE ? BY_DATE : BY_RELEVANCE}
        onChange={(event) => {
          const next = new URLSearchParams(params);
          if (event.target.value === BY_DATE) next.set('sort', BY_DATE);
          else next.delete('sort');
          next.delete('page');
          setParams(next);
        }}
      >
        <option value={BY_RELEVANCE}>Relevance</option>
        <option value={BY_DATE}>Date</option>
      </select>
    </label>
  );
}

/** The cards, each with its apply and save buttons, an ad after the fifth. */
function JobList({
  results,
  params,
  query,
  adPlacement,
}: {
  results: Results;
  params: URLSearchParams;
  query: string;
  adPlacement: AdPlacement;
}) {
  return (
    <div className="results-list">
      {results.partialMatch ? <PartialMatchNotice results={results} params={params} /> : null}
      {results.jobs.map((job, index) => (
        <div key={job.jobId}>
          <JobCard
            job={job}
            query={query}
            applyButton={
              <ApplyButton
                jobId={job.jobId}
                applied={job.isApplied}
                companySite={job.applyOnCompanySite}
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
          {index === 4 ? (
            <AdSlot placement={adPlacement} size="728x90" label="Advertisement in the results" />
          ) : null}
        </div>
      ))}
    </div>
  );
}

/** The page's main column: heading, count and sort, the actions, companies, jobs and pages. */
function ResultsMain({
  request,
  results,
  isFetching,
  showCompanies,
  adPlacement,
}: {
  request: ResultsRequest;
  results: Results;
  isFetching: boolean;
  showCompanies: boolean | undefined;
  adPlacement: AdPlacement;
}) {
  const [params, setParams] = useSearchParams();
  const last = Math.max(1, Math.ceil(results.total / PAGE_SIZE));
  return (
    <section
      id={RESULTS_ID}
      tabIndex={-1}
      className="results-main"
      aria-labelledby="results-heading"
      aria-busy={isFetching}
    >
      <div className="results-head">
        <div>
          <h1 id="results-heading" className="page-title">
            {request.heading}
          </h1>
          <p className="results-count" role="status">
            {countText(results)}
          </p>
        </div>
        <SortSelect params={params} setParams={setParams} />
      </div>
      {isFetching ? (
        <p className="results-updating" role="status">
          Updating results…
        </p>
      ) : null}
      <SearchActions heading={request.heading} />
      {showCompanies && results.companies && results.companies.length > 0 ? (
        <CompanyList companies={results.companies} />
      ) : null}
      {results.jobs.length === 0 ? (
        <EmptyResults
          results={results}
          params={params}
          hasFilters={[...params.keys()].some((k) => k !== 'query' && k !== 'locations')}
          onClearFilters={() => setParams(withoutFilters(params))}
        />
      ) : (
        <JobList
          results={results}
          params={params}
          query={request.query.query ?? ''}
          adPlacement={adPlacement}
        />
      )}
      <Pagination current={Math.min(pageOf(params), last)} last={last} params={params} />
    </section>
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
  const { data: answered, error, isPending, isFetching, refetch } = useResults(request);
  // A page of results is drawn as a transition, in slices the browser can interrupt, rather than
  // as one long task the moment the call answers (25 cards and the filters).
  const data = useDeferredValue(answered);
  useDocumentTitle(
    data && !error
      ? `${request.heading} (${counted(data.total, 'job', 'jobs', formatCount(data.total))})`
      : request.heading,
  );
  useScrollToTopOnNewSearch(params);

  if (isPending || (data === undefined && answered !== undefined)) return <ResultsSkeleton />;
  if (error || !data) {
    return <ResultsFailure error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  }
  const results = data as Results;
  return (
    <div className="results-layout">
      <FilterPanel
        facets={results.facets}
        params={params}
        total={results.total}
        onChange={(name, values) => setParams(withFilter(params, name, values))}
        onClear={() => setParams(withoutFilters(params))}
      />
      <ResultsMain
        request={request}
        results={results}
        isFetching={isFetching}
        showCompanies={showCompanies}
        adPlacement={adPlacement}
      />
      <div className="results-skyscraper">
        <AdSlot placement={adPlacement} size="160x600" label="Advertisement beside the results" />
      </div>
    </div>
  );
}
