// The SIGKILL proof (issue 26): the simulator is started as a user starts it (`npm start`:
// scripts/start.ts, one process), loaded with record writes and uploads (avatars replaced, resumes
// added past the five kept), killed with SIGKILL after a seeded number of acknowledged writes (as a
// crash or an OOM kill takes it), and started again at once on the same data
// folder. After each restart every acknowledged write must be there, and every file a record
// names must be served. Long (about 20 starts): opt-in, not part of `npm test`.
//
//   npx tsx scripts/crash-proof.ts [--rounds 20] [--port 4431] [--seed 26]
//
// Prints one line per round and a summary; exits 1 when a write or file was lost or a restart was
// refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { signInForm } from '../fixtures/accounts';
import { createApiClient, formEncoded, type ApiClient, type CountryCode } from '../openapi/client';
import { startSimulatorProcess, type SimulatorProcess } from './lib/simulator-process';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    port: { type: 'string', default: '4431' },
    seed: { type: 'string', default: '26' },
    jobs: { type: 'string', default: '900' },
  },
});
const ROUNDS = Number(values.rounds);
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;
const START_TIMEOUT_MS = 180_000;
const SITE_CONTEXTS = { IN: 'india', SG: 'singapore', VN: 'vietnam', HK: 'hongkong' } as const;
type Site = keyof typeof SITE_CONTEXTS;

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

interface Seeker {
  site: Site;
  api: ApiClient;
  cookie: () => string;
}

async function signIn(site: Site): Promise<Seeker> {
  const jar = new Map<string, string>();
  const api = createApiClient({
    baseUrl: `${BASE}/api`,
    site: { countryCode: site as CountryCode, siteContext: SITE_CONTEXTS[site] },
    timeoutMs: 30_000,
    fetch: async (request, init) => {
      const headers = new Headers(request.headers);
      if (jar.size > 0) headers.set('Cookie', cookieOf(jar));
      // The typed client's own transport, with a cookie jar (a script has no browser to keep one).
      // eslint-disable-next-line no-restricted-globals -- the typed client's transport itself
      const response = await fetch(new Request(request, { headers }), init);
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return response;
    },
  });
  const { response } = await api.POST('/rio/login', {
    body: signInForm('seeker', site),
    ...formEncoded,
  });
  if (response.status !== 200) throw new Error(`sign-in ${site}: ${response.status}`);
  return { site, api, cookie: () => cookieOf(jar) };
}

function cookieOf(jar: Map<string, string>): string {
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

interface Started {
  simulator: SimulatorProcess;
  ms: number;
}

/** `npm start` (scripts/start.ts) on the proof's port and data folder. */
async function startSimulator(dataDir: string): Promise<Started> {
  const began = performance.now();
  const simulator = await startSimulatorProcess({
    entry: 'npm-start',
    port: PORT,
    env: { SIM_DATA_DIR: dataDir, SIM_JOBS: values.jobs },
    readyTimeoutMs: START_TIMEOUT_MS,
  });
  return { simulator, ms: performance.now() - began };
}

/** Acknowledged state per seeker. */
interface Acked {
  searches: Set<string>;
  avatars: string[];
  resumes: string[];
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function form(name: string, bytes: Buffer, type: string) {
  return {
    body: { file: name },
    bodySerializer: () => {
      const data = new FormData();
      data.append('file', new Blob([Uint8Array.from(bytes)], { type }), name);
      return data;
    },
  };
}

/** Writes until `stop()`; counts acknowledged writes through `ack`. */
async function writeLoop(
  seeker: Seeker,
  acked: Acked,
  round: number,
  kind: 'search' | 'upload',
  stop: () => boolean,
  ack: () => void,
): Promise<void> {
  for (let n = 0; !stop(); n += 1) {
    try {
      if (kind === 'search') {
        const name = `r${round}-${seeker.site}-${n}`;
        const reply = await seeker.api.POST('/middleware/saveSearch', {
          body: { name, criteria: { query: `java ${n}` } },
        });
        if (reply.response.status === 201) {
          acked.searches.add(name);
          ack();
        }
      } else if (n % 2 === 0) {
        // A 600 KB avatar with bytes of its own, replacing the last one.
        const bytes = Buffer.concat([Buffer.from(PNG_MAGIC), Buffer.alloc(600 * 1024, n % 251)]);
        const reply = await seeker.api.POST(
          '/middleware/upload-avatar',
          form(`a${round}-${n}.png`, bytes, 'image/png'),
        );
        if (reply.response.status === 200 && reply.data) {
          acked.avatars.push(reply.data.avatarPath);
          ack();
        }
      } else {
        const text = `Asha Rao\nJava developer, round ${round} upload ${n}\n`.repeat(200);
        const reply = await seeker.api.POST(
          '/middleware/upload-resume',
          form(`cv-${round}-${n}.txt`, Buffer.from(text), 'text/plain'),
        );
        if (reply.response.status === 201 && reply.data) {
          acked.resumes.push(reply.data.resume.id);
          ack();
        }
      }
    } catch {
      return; // the connection died with the simulator
    }
  }
}

async function served(path: string, cookie: string): Promise<number> {
  // Files under /sim-assets are not API operations: no typed client serves them.
  // eslint-disable-next-line no-restricted-globals -- an asset, not an API operation
  const response = await fetch(`${BASE}${path}`, { headers: { Cookie: cookie } });
  await response.arrayBuffer();
  return response.status;
}

/** What is missing after a restart, as lines. */
async function check(seeker: Seeker, acked: Acked): Promise<string[]> {
  const lost: string[] = [];
  const searches = await seeker.api.GET('/middleware/savedSearches');
  const stored = new Set(searches.data?.searches.map((s) => s.name));
  for (const name of acked.searches) if (!stored.has(name)) lost.push(`search ${name}`);
  const me = await seeker.api.GET('/middleware/userMe');
  const avatar = (me.data as { avatarPath?: string } | undefined)?.avatarPath;
  const last = acked.avatars.at(-1);
  if (last !== undefined) {
    if (avatar === undefined || acked.avatars.slice(0, -1).includes(avatar))
      lost.push(`avatar ${last} (account names ${avatar ?? 'none'})`);
    else if ((await served(avatar, seeker.cookie())) !== 200) lost.push(`avatar file ${avatar}`);
  }
  const kept = await seeker.api.GET('/middleware/resumes');
  const listed = kept.data?.resumes ?? [];
  for (const resume of listed)
    if ((await served(resume.fileUrl, seeker.cookie())) !== 200)
      lost.push(`resume file ${resume.id}`);
  const lastResume = acked.resumes.at(-1);
  const listedIds = listed.map((r) => r.id);
  if (lastResume !== undefined && !listedIds.includes(lastResume) && listed.length < 5)
    lost.push(`resume ${lastResume}`);
  return lost;
}

const dataDir = mkdtempSync(join(tmpdir(), 'sim-crash-proof-'));
const next = random(Number(values.seed));
const sites: Site[] = ['IN', 'SG', 'VN', 'HK'];
let running = await startSimulator(dataDir);
const seekers = await Promise.all(sites.map(signIn));
const acked = seekers.map((): Acked => ({ searches: new Set(), avatars: [], resumes: [] }));
const totals = { acked: 0, lost: 0, refused: 0, restartMs: [] as number[] };
try {
  for (let round = 0; round < ROUNDS; round += 1) {
    const killAfter = 20 + Math.floor(next() * 60);
    let count = 0;
    let stopped = false;
    let reached: () => void = () => undefined;
    const enough = new Promise<void>((resolve) => (reached = resolve));
    const ack = () => {
      count += 1;
      if (count === killAfter) reached();
    };
    const loops = seekers.flatMap((seeker, i) => [
      writeLoop(seeker, acked[i] as Acked, round, 'search', () => stopped, ack),
      writeLoop(seeker, acked[i] as Acked, round, 'upload', () => stopped, ack),
    ]);
    await enough;
    await running.simulator.kill('SIGKILL');
    stopped = true;
    await Promise.all(loops);
    try {
      running = await startSimulator(dataDir);
    } catch (error) {
      totals.refused += 1;
      console.log(`round ${round + 1}: RESTART REFUSED ${(error as Error).message}`);
      running = await startSimulator(dataDir);
    }
    totals.restartMs.push(running.ms);
    const lost = (await Promise.all(seekers.map((s, i) => check(s, acked[i] as Acked)))).flat();
    totals.acked += count;
    totals.lost += lost.length;
    console.log(
      `round ${round + 1}/${ROUNDS}: killed after ${count} acknowledged writes (seeded ${killAfter}); restart ${(running.ms / 1000).toFixed(1)} s; lost ${lost.length}${lost.length ? `: ${lost.join(', ')}` : ''}`,
    );
  }
} finally {
  await running.simulator.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
const sorted = [...totals.restartMs].sort((a, b) => a - b);
const uploads = acked.reduce((sum, a) => sum + a.avatars.length + a.resumes.length, 0);
console.log(
  `\n${ROUNDS} SIGKILL rounds through npm start: ${totals.acked} acknowledged writes (${uploads} of them uploads), ${totals.lost} lost, ${totals.refused} restarts refused; restart median ${((sorted[Math.floor(sorted.length / 2)] ?? 0) / 1000).toFixed(1)} s, max ${((sorted.at(-1) ?? 0) / 1000).toFixed(1)} s`,
);
process.exit(totals.lost > 0 || totals.refused > 0 ? 1 : 0);
