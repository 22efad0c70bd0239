// The bell machine's call (spec sections 4, 7, 8): the unread count, read from
// notificationCounResponse.total, with a random `v` so that no cache answers. A missing total is a
// `bell.counted` without one (the badge hides); a failed call is `bell.failed` (logged only).
import type { BellEvent } from '../bell.machine';
import type { MachineCall } from '../lib/calls';

export const notificationCountCall: MachineCall<undefined, number | undefined, BellEvent> = {
  run: async (client, _input, signal) => {
    const { data, error, response } = await client.GET('/middleware/notifications/count', {
      params: { query: { v: String(Math.random()) } },
      signal,
    });
    if (error !== undefined) throw new Error(`notificationCount answered ${response.status}`);
    return data.notificationCounResponse.total;
  },
  done: (total) =>
    total === undefined ? { type: 'bell.counted' } : { type: 'bell.counted', total },
  failed: (error) => ({ type: 'bell.failed', error }),
};
