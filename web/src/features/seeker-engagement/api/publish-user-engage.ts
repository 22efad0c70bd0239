// publishEventsUserEngage (spec sections 3, 7): a customer-engagement event when the engagement
// card banner is shown to a seeker. A failure is only logged (section 8).
import type { Schemas } from '../../../../../openapi/client';
import { api } from '../../../lib/api';

export async function publishUserEngage(event: Schemas['CustomerEngagementEvent']): Promise<void> {
  try {
    await api.POST('/middleware/publish/events/user-engage', { body: { events: [event] } });
  } catch (error) {
    console.warn('Engagement event failed', error);
  }
}
