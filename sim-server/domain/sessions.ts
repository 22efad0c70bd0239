// Sessions: the MSSOCLIENT cookie's value names a stored session of an account.
import { randomUUID } from 'node:crypto';
import type { Store } from '../store/store';

/** Stores a new session for the account; answers its id (the cookie's value). */
export function startSession(store: Store, accountId: string, now: Date): string {
  const id = randomUUID();
  store.transact((tx) => tx.insert('sessions', { id, accountId, createdAt: now.toISOString() }));
  return id;
}

export function endSession(store: Store, id: string): void {
  store.transact((tx) => tx.remove('sessions', id));
}
