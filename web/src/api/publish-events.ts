// publishEvents (spec sections 3, 7): one page view or named event, with the spec's event fields.
// The session id the call answers goes with the next events. Tracking failures are only logged
// (section 8).
import { api } from '../lib/api';
import { buildEvent, storeSessionId, type TrackedAction } from '../lib/tracking';

export async function track(
  action: TrackedAction,
  label: string,
  searchQueryParameter = '',
): Promise<void> {
  try {
    const { data } = await api.POST('/middleware/publish/events', {
      body: { events: [buildEvent(action, label, searchQueryParameter)] },
    });
    if (data?.Response.sessionid) storeSessionId(data.Response.sessionid);
  } catch (error) {
    console.warn('Tracking failed', error);
  }
}
