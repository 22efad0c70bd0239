// Tracking and engagement events: stored so that QA can list them at /__sim/events.
import { randomUUID } from 'node:crypto';
import type { SimContext } from '../context';
import { storeEvents } from '../domain/events';
import { ok, type Handlers } from '../api/operation';
import type { EventRecord } from '../store/state';
import type { CountryCode } from '../catalogue/types';

export function analyticsHandlers(context: SimContext): Handlers {
  function store(
    channel: EventRecord['channel'],
    site: CountryCode,
    accountId: string | null,
    events: object[],
    now: Date,
  ) {
    storeEvents(context.store, { channel, site, accountId, events, now });
  }

  return {
    publishPenguinEvents: ({ body, site, account, now }) => {
      store('penguin', site.site.countryCode, account?.id ?? null, body.events, now);
      return { status: 202 as const, body: { accepted: body.events.length } };
    },

    publishEvents: ({ body, site, account, now }) => {
      store('middleware', site.site.countryCode, account?.id ?? null, body.events, now);
      // The page keeps this as its sessionId; an event that already carries one keeps it.
      const sessionid = body.events.find((e) => e.sessionId)?.sessionId || `sess-${randomUUID()}`;
      return ok({ Status: 200 as const, Response: { sessionid, accepted: body.events.length } });
    },

    publishEventsUserEngage: ({ body, site, account, now }) => {
      store('user-engage', site.site.countryCode, account?.id ?? null, body.events, now);
      return ok({ Status: 200 as const, Response: { accepted: body.events.length } });
    },

    publishCareerEvents: ({ body, site, account, now }) => {
      store('career', site.site.countryCode, account?.id ?? null, [body], now);
      return ok({ Status: 200 as const, Response: { accepted: 1 } });
    },
  };
}
