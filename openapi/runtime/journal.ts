// The request journal: the recent API requests with what QA needs to check what a client sent.
// The simulator and the validating proxy keep one each, read through GET /__sim/journal; an entry
// is the control contract's JournalEntry (openapi/sim-control.yaml).
import { parse as parseQuery } from 'node:querystring';
import type { components } from '../generated/sim-control';

export type JournalEntry = components['schemas']['JournalEntry'];
/** What the journal says of a request and its answer against the contract. */
export type Validation = JournalEntry['validation'];
/** Whether a request keeps the contract, breaks it, or names no operation of it. */
export type Verdict = Validation['request'];
/** Where an answer came from: the simulator's own, a backend's (the proxy's target), a recording's. */
export type AnsweredBy = JournalEntry['answeredBy'];

export const JOURNAL_CAPACITY = 2000;

/**
 * An entry as recorded: the query as sent. Every API request is recorded and few entries are ever
 * read, so the query is parsed when the entry is read (list), not on the request's path.
 */
export type RecordedEntry = Omit<JournalEntry, 'seq' | 'query'> & { queryText: string };
type StoredEntry = RecordedEntry & { seq: number };

function readable({ queryText, seq, ...entry }: StoredEntry): JournalEntry {
  return { seq, ...entry, query: { ...parseQuery(queryText) } };
}

export class Journal {
  private entries: StoredEntry[] = [];
  private seq = 0;

  record(entry: RecordedEntry): void {
    // The entry is the exchange's own object, made for the journal: it takes its number in place.
    this.entries.push(Object.assign(entry, { seq: ++this.seq }));
    if (this.entries.length > JOURNAL_CAPACITY) this.entries.shift();
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
    return matching
      .slice(-(filter.limit ?? 100))
      .reverse()
      .map(readable);
  }

  clear(): void {
    this.entries = [];
  }
}
