// publishPenguinEvents (spec section 7): the on-load event, which only HOME fires. Tracking failures
// are only logged (section 8).
import { api } from '../lib/api';
import { buildEvent } from '../lib/tracking';

export async function trackHomeLoad(): Promise<void> {
  try {
    await api.POST('/penguin/api/public/events/new/v1/publish', {
      body: { events: [buildEvent('page_load', 'HOME')] },
    });
  } catch (error) {
    console.warn('Tracking failed', error);
  }
}
