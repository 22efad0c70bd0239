// publishEvents (POST /middleware/publish/events): publish analytics events through the site middleware.
import { randomUUID } from 'node:crypto';
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { publishEvents as storeEvents } from '../domain/events';

export const publishEvents = defineOperation(
  'publishEvents',
  (request, { store }: Deps<'store'>) => {
    const { events } = request.body;
    storeEvents(store, 'middleware', request, events);
    // The page keeps this as its sessionId; an event that already carries one keeps it.
    const sessionid = events.find((e) => e.sessionId)?.sessionId || `sess-${randomUUID()}`;
    return ok({ Status: 200 as const, Response: { sessionid, accepted: events.length } });
  },
);
