// The request journal: the recent API requests with what QA needs to check what a client sent.
// The simulator and the validating proxy keep one each, read through GET /__sim/journal; an entry
// is the control contract's JournalEntry (openapi/sim-control.yaml).
import type { components } from '../generated/sim-control';

export type JournalEntry = components['schemas']['JournalEntry'];
/** What the journal says of a request and its answer against the contract. */
export type Validation = JournalEntry['validation'];
/** Whether a request keeps the contract, breaks it, or names no operation of it. */
export type Verdict = Validation['request'];
/** Where an answer came from: the simulator's own, a backend's (the proxy's target), a recording's. */
export type AnsweredBy = JournalEntry['answeredBy'];

export const JOURNAL_CAPACITY = 2000;

export class Journal {
  private entries: JournalEntry[] = [];
  private seq = 0;

  record(entry: Omit<JournalEntry, 'seq'>): JournalEntry {
    const full = { seq: ++this.seq, ...entry };
    this.entries.push(full);
    if (this.entries.length > JOURNAL_CAPACITY) this.entries.shift();
    return full;
  }

  list(filter: {
    operationId?: string;
    scenario?: string;
    sinceSeq?: number;
    limit?: number;
  }): JournalEntry[] {
    const matching = this.entries.filter(
      (e) =>
        (filter.operationId === undefined || e.operationId === filter.operationId) &&
        (filter.scenario === undefined || e.scenario === filter.scenario) &&
        (filter.sinceSeq === undefined || e.seq > filter.sinceSeq),
    );
    return matching.slice(-(filter.limit ?? 100)).reverse();
  }

  clear(): void {
    this.entries = [];
  }
}
