import type { Schemas } from '../../../../../openapi/client';
import { $api } from '../../../lib/api';

/** Master data of one type (INDUSTRY, FUNCTION, ROLE limit 10000; spec section 7). */
export function useMasterData(
  type: Schemas['MasterDataType'],
  parentUuids: string[] = [],
  enabled = true,
) {
  return $api.useQuery(
    'get',
    '/middleware/master-data',
    {
      params: {
        query: { type, limit: 10_000, ...(parentUuids.length > 0 ? { parentUuids } : {}) },
      },
    },
    { enabled, staleTime: 30 * 60_000 },
  );
}
