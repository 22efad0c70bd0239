// The request journal: the recent API requests with what QA needs to check what a client sent.

export interface JournalEntry {
  seq: number;
  at: string;
  method: string;
  path: string;
  query: Record<string, unknown>;
  operationId: string | null;
  site: string;
  sessionAccountId: string | null;
  scenario: string | null;
  status: number;
  durationMs: number;
  requestBody: unknown;
  validation: {
    request: 'valid' | 'invalid' | 'undocumented';
    response: 'valid' | 'invalid' | 'unchecked';
    errors: string[];
  };
  fault: string | null;
}

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
