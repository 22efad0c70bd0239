// bellNotifications (spec sections 7, 9): the seeker's notifications, newest first, from start 0,
// 10 at a time, more on demand. The server marks what it shows as read, so each page that arrives
// invalidates the unread count and the bell counts again.
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { BELL_LIST_LIMIT, BELL_LIST_START } from '../../../../../openapi/vocabulary/limits';
import { notificationCountKey } from '../../../api/get-notification-count';
import { $api, api } from '../../../lib/api';
import { CallFailure } from '../../../lib/call-failure';

const notificationsKey = $api.queryOptions('get', '/middleware/bell-notification').queryKey;

export function useNotifications() {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: notificationsKey,
    initialPageParam: BELL_LIST_START,
    // Read state changes as they are shown: always ask again when the page is opened.
    staleTime: 0,
    queryFn: async ({ pageParam, signal }) => {
      const { data, error, response } = await api.GET('/middleware/bell-notification', {
        params: { query: { start: pageParam, limit: BELL_LIST_LIMIT } },
        signal,
      });
      if (error !== undefined) throw new CallFailure(response.status, error);
      void queryClient.invalidateQueries({ queryKey: notificationCountKey });
      return { ...data, start: pageParam };
    },
    getNextPageParam: (last) => {
      const next = last.start + last.notifications.length;
      return last.notifications.length > 0 && next < last.total ? next : undefined;
    },
  });
}
