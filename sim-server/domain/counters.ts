// Named counters kept in the store (job views, send-link attempts…), by id.
import type { Store } from '../store/store';
import type { CounterRecord, StoreState } from '../store/state';

export function counterOf(state: StoreState, id: string): CounterRecord | undefined {
  return state.counters.find((c) => c.id === id);
}

/** Sets a counter from its current record (or none); answers the new record. */
export function setCounter(
  store: Store,
  id: string,
  next: (current: CounterRecord | undefined) => Omit<CounterRecord, 'id'>,
): CounterRecord {
  return store.transact((tx) => tx.put('counters', { id, ...next(counterOf(tx.state, id)) }));
}

/** Adds one to a counter; answers the new count. */
export function incrementCounter(store: Store, id: string, now: Date): number {
  return setCounter(store, id, (current) => ({
    count: (current?.count ?? 0) + 1,
    updatedAt: now.toISOString(),
  })).count;
}
