// publishPenguinEvents (POST /penguin/api/public/events/new/v1/publish): publish analytics events to the event collector.
import { defineOperation } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { publishEvents } from '../domain/events';

export const publishPenguinEvents = defineOperation(
  'publishPenguinEvents',
  (request, { store }: Deps<'store'>) => {
    publishEvents(store, 'penguin', request, request.body.events);
    return { status: 202 as const, body: { accepted: request.body.events.length } };
  },
);
