// The results of a results or listing page: GET searchResults, or POST jobsearch for listings.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { paths, Schemas } from '../../../../../openapi/client';
import { $api, api, operationKey, queryClient } from '../../../lib/api';
import { answerOf } from '../../../lib/call-failure';
import type { ResultsRequest } from '../search-request';

type GetQuery = NonNullable<paths['/middleware/search/results']['get']['parameters']['query']>;

/** Empty strings and lists are left out: the contract does not take empty values. */
function withoutEmpty<T extends object>(query: T): T {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) =>
        value !== '' && value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  ) as T;
}

function getQuery(request: ResultsRequest): GetQuery {
  const {
    filterName: _name,
    filterValue: _value,
    companyIds: _ids,
    jobFreshness,
    ...rest
  } = request.query;
  return withoutEmpty({
    ...rest,
    ...(jobFreshness ? { jobFreshness: jobFreshness as Schemas['JobFreshnessBucket'] } : {}),
    filter: true,
  });
}

function postBody(request: ResultsRequest): Schemas['FilterRequest'] {
  const { queryEntity: _entities, searchId: _searchId, ...body } = request.query;
  return withoutEmpty(body);
}

const FRESH_MS = 30_000;

function getOptions(request: ResultsRequest) {
  const init = { params: { query: getQuery(request) } };
  return {
    ...$api.queryOptions('get', '/middleware/search/results', init),
    // Always from the network: a results page opened by Back starts this call while the page
    // loads, when the browser would otherwise answer it from its cache (a job saved or unsaved
    // since would show its old state).
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      answerOf(api.GET('/middleware/search/results', { ...init, signal, cache: 'no-store' })),
    staleTime: FRESH_MS,
  };
}

function postOptions(request: ResultsRequest) {
  const init = { body: postBody(request) };
  return {
    ...$api.queryOptions('post', '/middleware/jobsearch', init),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      answerOf(api.POST('/middleware/jobsearch', { ...init, signal })),
    staleTime: FRESH_MS,
  };
}

/**
 * The query's failure is a CallFailure (lib/call-failure.ts): the page says what failed, offers a
 * retry only where one can help, and tells a call past its 60 s timeout from a refused one.
 */
export function useResults(request: ResultsRequest) {
  // A failed call is not made again because the page mounts: the first page's call was started
  // before its code arrived (prefetchResults), and the page offers Try again where that helps.
  const shared = { placeholderData: keepPreviousData, retryOnMount: false };
  const get = useQuery({
    ...getOptions(request),
    ...shared,
    enabled: request.via === 'searchResults',
  });
  const post = useQuery({
    ...postOptions(request),
    ...shared,
    enabled: request.via === 'jobsearch',
  });
  return request.via === 'searchResults' ? get : post;
}

/**
 * Starts a results page's call before its code has arrived (same key as useResults, which then
 * finds it under way or done): the call and the page's chunk load side by side.
 */
export function prefetchResults(request: ResultsRequest): void {
  if (request.via === 'searchResults') void queryClient.prefetchQuery(getOptions(request));
  else void queryClient.prefetchQuery(postOptions(request));
}

/** Every results query, of any page or filter: what to invalidate when a job they show changes. */
export const resultsKeys = [
  operationKey('get', '/middleware/search/results'),
  operationKey('post', '/middleware/jobsearch'),
] as const;
