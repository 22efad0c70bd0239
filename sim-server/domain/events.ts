// Stored analytics and engagement events, for QA to list at /__sim/events: redacted (no secret is
// kept), and bounded both in number and in bytes, so that neither many events nor large ones
// make the store grow without end. The oldest go first.
import { randomUUID } from 'node:crypto';
import type { CountryCode, SiteCatalogue } from '../catalogue/types';
import { redactRecord } from '../../openapi/runtime/redaction';
import type { Store } from '../store/store';
import type { Account, EventRecord } from '../store/state';

/** The oldest events are dropped past this many ... */
export const EVENTS_KEPT = 5000;
/** ... or past this many bytes of stored JSON. */
export const EVENT_BYTES_KEPT = 8 * 1024 * 1024;

export interface NewEvents {
  channel: EventRecord['channel'];
  site: CountryCode;
  accountId: string | null;
  events: readonly object[];
  now: Date;
}

const sizes = new WeakMap<EventRecord, number>();

function sizeOf(record: EventRecord): number {
  let size = sizes.get(record);
  if (size === undefined) {
    size = JSON.stringify(record).length;
    sizes.set(record, size);
  }
  return size;
}

/** Bytes the stored events take, counted once per record. */
function storedBytes(records: readonly EventRecord[]): number {
  let total = 0;
  for (const record of records) total += sizeOf(record);
  return total;
}

export function storeEvents(store: Store, input: NewEvents): void {
  store.transact((tx) => {
    for (const event of input.events) {
      tx.insert('events', {
        id: `evt-${randomUUID()}`,
        channel: input.channel,
        site: input.site,
        receivedAt: input.now.toISOString(),
        accountId: input.accountId,
        event: redactRecord(event),
      });
    }
    const records = tx.state.events;
    let count = records.length;
    let bytes = storedBytes(records);
    for (const old of records.slice()) {
      if (count <= EVENTS_KEPT && bytes <= EVENT_BYTES_KEPT) break;
      tx.remove('events', old.id);
      count -= 1;
      bytes -= sizeOf(old);
    }
  });
}

/** Stores the events a request published, from its site and, when signed in, its seeker. */
export function publishEvents(
  store: Store,
  channel: EventRecord['channel'],
  request: { site: SiteCatalogue; account: Account | undefined; now: Date },
  events: readonly object[],
): void {
  const { site, account, now } = request;
  storeEvents(store, {
    channel,
    site: site.site.countryCode,
    accountId: account?.id ?? null,
    events,
    now,
  });
}
