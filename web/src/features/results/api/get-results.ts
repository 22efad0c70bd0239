// The results of a results or listing page: GET searchResults, or POST jobsearch for listings.
import { keepPreviousData } from '@tanstack/react-query';
import type { paths, Schemas } from '../../../../../openapi/client';
import { $api } from '../../../lib/api';
import type { ResultsRequest } from '../search-request';

type GetQuery = NonNullable<paths['/middleware/search/results']['get']['parameters']['query']>;

function getQuery(request: ResultsRequest): GetQuery {
  const {
    filterName: _name,
    filterValue: _value,
    companyIds: _ids,
    jobFreshness,
    ...rest
  } = request.query;
  return {
    ...rest,
    ...(jobFreshness ? { jobFreshness: jobFreshness as Schemas['JobFreshnessBucket'] } : {}),
    filter: true,
  };
}

function postBody(request: ResultsRequest): Schemas['FilterRequest'] {
  const { queryEntity: _entities, ...body } = request.query;
  return body;
}

export function useResults(request: ResultsRequest) {
  const options = { placeholderData: keepPreviousData, staleTime: 30_000 };
  const get = $api.useQuery(
    'get',
    '/middleware/search/results',
    { params: { query: getQuery(request) } },
    { ...options, enabled: request.via === 'searchResults' },
  );
  const post = $api.useQuery(
    'post',
    '/middleware/jobsearch',
    { body: postBody(request) },
    { ...options, enabled: request.via === 'jobsearch' },
  );
  return request.via === 'searchResults' ? get : post;
}
