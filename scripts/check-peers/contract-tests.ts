// Specmatic's positive contract tests against the simulator `npm start` serves (its port and data
// folder aside), and what the simulator's journal says of every request they sent. The journal
// keeps its last 2,000 entries, and a run sends more: it is read every few seconds while the tests
// run, from the last number read on, each read on a connection of its own.
import { request } from 'node:http';
import { signInForm } from '../../fixtures/accounts';
import { createApiClient, formEncoded } from '../../openapi/client';
import { JOURNAL_CAPACITY, type JournalEntry } from '../../openapi/runtime/journal';
import { backendFailure, EXIT, ToolError } from '../lib/cli';
import { startSimulatorProcess } from '../lib/simulator-process';
import { specmatic } from './specmatic';

const POLL_MS = 2000;

/** A call to the simulator's control API on a fresh connection: its JSON, or nothing on 204. */
function control(url: string, method = 'GET'): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const call = request(url, { method, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if ((response.statusCode ?? 0) >= 300)
          reject(
            new ToolError(EXIT.badBackend, `${method} ${url} answered ${response.statusCode}`),
          );
        else resolve(text === '' ? undefined : (JSON.parse(text) as unknown));
      });
      response.on('error', (error) => reject(backendFailure(`${method} ${url}`, error)));
    });
    call.on('error', (error) => reject(backendFailure(`${method} ${url}`, error)));
    call.end();
  });
}

/** The journal read as it grows: every entry once, and how many were dropped before a read. */
class JournalReader {
  readonly entries: JournalEntry[] = [];
  lost = 0;
  /** The last number read; undefined until the first read after the clear. */
  private lastSeq: number | undefined;

  constructor(private readonly base: string) {}

  async clear(): Promise<void> {
    await control(`${this.base}/__sim/journal`, 'DELETE');
  }

  async read(): Promise<void> {
    const since = this.lastSeq ?? 0;
    const { entries } = (await control(
      `${this.base}/__sim/journal?sinceSeq=${since}&limit=${JOURNAL_CAPACITY}`,
    )) as { entries: JournalEntry[] };
    const fresh = [...entries].reverse();
    // The numbers go on across the clear: the first read only finds where they stand.
    const first = fresh[0];
    if (first && this.lastSeq !== undefined && first.seq > this.lastSeq + 1)
      this.lost += first.seq - this.lastSeq - 1;
    this.entries.push(...fresh);
    this.lastSeq = fresh.at(-1)?.seq ?? this.lastSeq;
  }
}

async function sessionCookie(api: string): Promise<string> {
  const client = createApiClient({
    baseUrl: api,
    site: { countryCode: 'IN', siteContext: 'india' },
  });
  const { response } = await client.POST('/rio/login', {
    body: signInForm('seeker', 'IN'),
    ...formEncoded,
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('MSSOCLIENT='));
  if (!cookie)
    throw new ToolError(
      EXIT.badBackend,
      `signing in at ${api} gave no session (${response.status}).`,
    );
  return cookie.split(';')[0] ?? '';
}

export interface ContractTestRun {
  /** What Specmatic printed. */
  output: string;
  /** The journal's entry for every request it sent, in order. */
  entries: JournalEntry[];
  /** Entries the journal dropped before they were read (0 when the reads kept up). */
  lost: number;
}

/**
 * `specmatic test` on the contract against a simulator started as `npm start` starts it, on PORT
 * when it is set (else a free port).
 */
export async function specmaticTests(jar: string, contract: string): Promise<ContractTestRun> {
  const port = process.env.PORT ? Number(process.env.PORT) : undefined;
  const sim = await startSimulatorProcess({ entry: 'npm-start', port, readyTimeoutMs: 300_000 });
  try {
    const api = `${sim.url}/api`;
    const cookie = await sessionCookie(api);
    const journal = new JournalReader(sim.url);
    await journal.clear();
    const run = specmatic(jar, ['test', contract, `--testBaseURL=${api}`], {
      env: { MSSOCLIENT: cookie, MAX_TEST_REQUEST_COMBINATIONS: '3' },
    });
    let done = false;
    const finish = () => (done = true);
    run.then(finish, finish);
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      await journal.read();
    }
    const output = await run;
    await journal.read();
    return { output, entries: journal.entries, lost: journal.lost };
  } finally {
    await sim.stop();
  }
}
