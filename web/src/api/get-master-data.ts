// masterData (spec section 7): a site's lists of one type (industries, functions, roles under
// their functions, skills...). They change rarely, so a fetched list stays fresh for half an hour.
import { useQuery } from '@tanstack/react-query';
import type { paths } from '../../../openapi/client';
import { $api } from '../lib/api';

export type MasterDataQuery = paths['/middleware/master-data']['get']['parameters']['query'];

const MASTER_DATA_STALE_MS = 30 * 60_000;

export function masterDataQueryOptions(query: MasterDataQuery) {
  return $api.queryOptions(
    'get',
    '/middleware/master-data',
    { params: { query } },
    { staleTime: MASTER_DATA_STALE_MS },
  );
}

export function useMasterData(query: MasterDataQuery, enabled = true) {
  return useQuery({ ...masterDataQueryOptions(query), enabled });
}
