// Sessions: the MSSOCLIENT cookie's value names a stored session of an account. The spec gives
// the session no lifetime; 30 days is ours. Expired sessions are dropped whenever one starts.
import { randomUUID } from 'node:crypto';
import type { Store } from '../store/store';
import type { SessionRecord } from '../store/state';

export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export function isLive(session: SessionRecord, now: Date): boolean {
  return now.getTime() - new Date(session.createdAt).getTime() <= SESSION_MAX_AGE_MS;
}

/** Stores a new session for the account, dropping expired ones; answers its id (the cookie's value). */
export function startSession(store: Store, accountId: string, now: Date): string {
  const id = randomUUID();
  store.transact((tx) => {
    tx.removeWhere('sessions', (session) => !isLive(session, now));
    tx.insert('sessions', { id, accountId, createdAt: now.toISOString() });
  });
  return id;
}

export function endSession(store: Store, id: string): void {
  store.transact((tx) => tx.remove('sessions', id));
}
