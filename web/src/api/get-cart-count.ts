// cartCount (spec sections 2, 8): how many items the seeker's cart holds. A failed call counts as
// an empty cart, so the cart icon stays hidden.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { $api, api } from '../lib/api';

const CART_COUNT_STALE_MS = 60_000;

export function cartCountQueryOptions() {
  return queryOptions({
    // The key leaves out the cache-buster `v`: it changes on every call, the query must not.
    queryKey: $api.queryOptions('get', '/middleware/cart/count').queryKey,
    staleTime: CART_COUNT_STALE_MS,
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/middleware/cart/count', {
        params: { query: { v: String(Date.now()) } },
        signal,
      });
      return data?.Response ?? 0;
    },
  });
}

export function useCartCount(enabled: boolean) {
  return useQuery({ ...cartCountQueryOptions(), enabled });
}
