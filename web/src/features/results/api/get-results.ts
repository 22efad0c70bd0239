// The results of a results or listing page: GET searchResults, or POST jobsearch for listings.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { paths, Schemas } from '../../../../../openapi/client';
import { $api, api, operationKey } from '../../../lib/api';
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

/**
 * The query's failure is a CallFailure (lib/call-failure.ts): the page says what failed, offers a
 * retry only where one can help, and tells a call past its 60 s timeout from a refused one.
 */
export function useResults(request: ResultsRequest) {
  const options = { placeholderData: keepPreviousData, staleTime: 30_000 };
  const getInit = { params: { query: getQuery(request) } };
  const get = useQuery({
    ...$api.queryOptions('get', '/middleware/search/results', getInit),
    queryFn: ({ signal }) =>
      answerOf(api.GET('/middleware/search/results', { ...getInit, signal })),
    ...options,
    enabled: request.via === 'searchResults',
  });
  const postInit = { body: postBody(request) };
  const post = useQuery({
    ...$api.queryOptions('post', '/middleware/jobsearch', postInit),
    queryFn: ({ signal }) => answerOf(api.POST('/middleware/jobsearch', { ...postInit, signal })),
    ...options,
    enabled: request.via === 'jobsearch',
  });
  return request.via === 'searchResults' ? get : post;
}

/** Every results query, of any page or filter: what to invalidate when a job they show changes. */
export const resultsKeys = [
  operationKey('get', '/middleware/search/results'),
  operationKey('post', '/middleware/jobsearch'),
] as const;
