// publishEventsUserEngage (POST /middleware/publish/events/user-engage): publish customer-engagement events.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { publishEvents } from '../domain/events';

export const publishEventsUserEngage = defineOperation(
  'publishEventsUserEngage',
  (request, { store }: Deps<'store'>) => {
    publishEvents(store, 'user-engage', request, request.body.events);
    return ok({ Status: 200 as const, Response: { accepted: request.body.events.length } });
  },
);
