// companyList (spec sections 7, 9): the company search box's companies whose name starts with the
// typed text, up to 500. The form also asks it once more on Search, to tell a company from a
// name that matches none.
import { useQuery } from '@tanstack/react-query';
import { COMPANY_LIST_LIMIT } from '../../../../../openapi/vocabulary/limits';
import { $api, queryClient } from '../../../lib/api';
import { AUTOCOMPLETE } from '../limits';

const STALE_MS = 5 * 60_000;

export function companyListOptions(query: string) {
  return $api.queryOptions(
    'get',
    '/middleware/autocomplete/companies',
    { params: { query: { query, limit: COMPANY_LIST_LIMIT } } },
    { staleTime: STALE_MS },
  );
}

export function useCompanyList(fragment: string) {
  return useQuery({
    ...companyListOptions(fragment),
    enabled: fragment.length >= AUTOCOMPLETE.minChars,
  });
}

/** The companies for a name, fetched now (or from the cache); rejects when the call fails. */
export function fetchCompanyList(name: string) {
  return queryClient.fetchQuery(companyListOptions(name));
}
