// The proxy's journal: each API exchange with what broke the contract, in the simulator's
// journal shape (openapi/sim-control.yaml, JournalEntry), so the same QA tools read both.
import type { components } from '../../openapi/generated/sim-control';

export type JournalEntry = components['schemas']['JournalEntry'];

const CAPACITY = 2000;
const BODY_BYTES = 4096;
/** Secrets are kept only as their length, as the simulator keeps them. */
const SECRET = /pass(word)?|otp|token|captcha|credential|secret|fileContent/i;

export function redacted(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(redacted);
  if (typeof body !== 'object' || body === null) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      SECRET.test(key) && typeof value === 'string'
        ? `[${value.length} characters]`
        : redacted(value),
    ]),
  );
}

/** A body small enough to keep, or a note of its size. */
export function kept(body: unknown): unknown {
  const text = JSON.stringify(body) ?? '';
  return text.length > BODY_BYTES ? `[${text.length} characters]` : redacted(body);
}

export class ProxyJournal {
  private entries: JournalEntry[] = [];
  private seq = 0;

  record(entry: Omit<JournalEntry, 'seq'>): JournalEntry {
    const full = { seq: ++this.seq, ...entry };
    this.entries.push(full);
    if (this.entries.length > CAPACITY) this.entries.shift();
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
