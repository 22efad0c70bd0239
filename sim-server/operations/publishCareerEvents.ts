// publishCareerEvents (POST /middleware/publish/career-events): publish a career event for the signed-in seeker.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { publishEvents } from '../domain/events';

export const publishCareerEvents = defineOperation(
  'publishCareerEvents',
  (request, { store }: Deps<'store'>) => {
    publishEvents(store, 'career', request, [request.body]);
    return ok({ Status: 200 as const, Response: { accepted: 1 } });
  },
);
