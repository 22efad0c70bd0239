// notificationCount (spec sections 4, 7): the unread count on the bell and in the profile
// dropdown, read from notificationCounResponse.total. Called with a random `v` so that no cache
// answers. The notifications page marks what it shows as read and invalidates this key; the bell
// hears that and counts again.
import { queryOptions } from '@tanstack/react-query';
import { notificationCountCall } from '../../../machines/calls/bell.calls';
import { $api, api } from '../lib/api';

// The key leaves out the cache-buster `v`: it changes on every call, the query must not.
export const notificationCountKey = $api.queryOptions(
  'get',
  '/middleware/notifications/count',
).queryKey;

export function notificationCountQueryOptions() {
  return queryOptions({
    queryKey: notificationCountKey,
    staleTime: 0,
    // The bell machine's call (machines/calls/bell.calls.ts), which the API-level replay runs too.
    queryFn: ({ signal }) => notificationCountCall.run(api, undefined, signal),
  });
}
