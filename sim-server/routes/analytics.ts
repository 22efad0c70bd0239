// Tracking and engagement events: stored so that QA can list them at /__sim/events.
import { randomUUID } from 'node:crypto';
import type { SimContext } from '../context';
import { redactRecord } from '../control/redaction';
import { ok, type Handlers } from '../http/operation';
import type { EventRecord } from '../store/state';
import type { CountryCode } from '../catalogue/types';

/** Oldest events are dropped past this many, so the store stays small. */
export const EVENTS_KEPT = 5000;

export function analyticsHandlers(context: SimContext): Handlers {
  function store(
    channel: EventRecord['channel'],
    site: CountryCode,
    accountId: string | null,
    events: object[],
    now: Date,
  ) {
    context.store.transact((tx) => {
      for (const event of events) {
        tx.insert('events', {
          id: `evt-${randomUUID()}`,
          channel,
          site,
          receivedAt: now.toISOString(),
          accountId,
          event: redactRecord(event),
        });
      }
      const over = tx.state.events.length - EVENTS_KEPT;
      for (const old of tx.state.events.slice(0, Math.max(0, over))) tx.remove('events', old.id);
    });
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
