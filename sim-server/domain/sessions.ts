// Sessions: the MSSOCLIENT cookie's value names a stored session of an account. The spec gives
// the session no lifetime; 30 days is ours. Expired sessions are dropped whenever one starts,
// each by the clock of the scenario it was started in: one scenario's clock moved 31 days ahead
// must not sign out the seekers of the others (audit 2026-11-26, M1).
import { randomUUID } from 'node:crypto';
import type { ClockRegistry } from '../clock/clocks';
import type { Store } from '../store/store';
import type { SessionRecord } from '../store/state';

/** When a session or token was started: its time on its scenario's clock, and the scenario. */
export interface Dated {
  now: Date;
  scenario: string | null;
  clocks: ClockRegistry;
}

/** The record's dating fields. */
export function datedFields({
  now,
  scenario,
}: Dated): Pick<SessionRecord, 'createdAt' | 'scenario'> {
  return { createdAt: now.toISOString(), ...(scenario === null ? {} : { scenario }) };
}

/** The time on the clock of the scenario a record was started in. */
export function nowOf(record: SessionRecord, clocks: ClockRegistry): Date {
  return clocks.now(record.scenario ?? null);
}

export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export function isLive(session: SessionRecord, now: Date): boolean {
  return now.getTime() - new Date(session.createdAt).getTime() <= SESSION_MAX_AGE_MS;
}

/** Stores a new session for the account, dropping expired ones; answers its id (the cookie's value). */
export function startSession(store: Store, accountId: string, at: Dated): string {
  const id = randomUUID();
  store.transact((tx) => {
    tx.removeWhere('sessions', (session) => !isLive(session, nowOf(session, at.clocks)));
    tx.insert('sessions', { id, accountId, ...datedFields(at) });
  });
  return id;
}

export function endSession(store: Store, id: string): void {
  store.transact((tx) => tx.remove('sessions', id));
}
