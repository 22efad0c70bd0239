// npm run bench:pdf-bombs: the simulator's memory after 20 hostile PDF uploads (audit 2026-11-28,
// M4: RSS went 183 -> 1,198 MB after five and stayed). The simulator runs in a process of its own
// (as `npm start` runs it); a seeker uploads an honest resume (the reader's process starts), then
// the four bomb shapes of tests/support/hostile-pdfs.ts five times each. The simulator's RSS is
// read with `ps` before and after. Target: after within 100 MB of before. Prints both, the reader
// process's RSS, and each upload's status and time; writes bench/results/pdf-bombs.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startSimulatorProcess } from './lib/simulator-process';
import { hostilePdfs } from '../tests/support/hostile-pdfs';
import { signedIn } from '../tests/support/sim';
import { pdfWith } from '../tests/sim/helpers';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4641' } } });
const ROUNDS = 5;
const TARGET_MB = 100;
const RESULTS_FILE = 'bench/results/pdf-bombs.json';
const KB = 1024;
const MB = 1024 * KB;

/** Resident memory of a process and of its children, in bytes, as `ps` reports it. */
function rssOf(pid: number): { own: number; children: number } {
  const rows = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const own = rows.find(([p]) => p === pid)?.[2] ?? 0;
  const children = rows.filter(([, parent]) => parent === pid).reduce((s, r) => s + (r[2] ?? 0), 0);
  return { own: own * KB, children: children * KB };
}

function form(name: string, bytes: Buffer) {
  return {
    body: { file: name },
    bodySerializer: () => {
      const data = new FormData();
      data.append('file', new Blob([Uint8Array.from(bytes)], { type: 'application/pdf' }), name);
      return data;
    },
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-pdf-bombs-'));
const sim = await startSimulatorProcess({
  env: { SIM_DATA_DIR: dataDir, SIM_JOBS: '900' },
  port: Number(values.port),
});
const pid = sim.process.pid ?? 0;
try {
  const { api } = await signedIn(sim, 'seeker', 'IN');
  const upload = async (name: string, bytes: Buffer) => {
    const began = performance.now();
    const { response } = await api.POST('/middleware/upload-resume', form(name, bytes));
    return { name, status: response.status, ms: Math.round(performance.now() - began) };
  };
  const honest = await upload('cv.pdf', pdfWith(['Asha Rao', 'Java developer']));
  if (honest.status !== 201) throw new Error(`honest upload answered ${honest.status}`);
  const before = rssOf(pid);
  const uploads = [];
  for (let round = 0; round < ROUNDS; round += 1)
    for (const [name, bytes] of hostilePdfs()) {
      const done = await upload(`${name.replace(/\W+/g, '-')}.pdf`, bytes);
      uploads.push(done);
      console.log(`${done.name}: ${done.status} in ${done.ms} ms`);
    }
  const after = rssOf(pid);
  const growthMb = (after.own - before.own) / MB;
  const result = {
    machine: `${cpus().length} cores, load ${loadavg()[0]?.toFixed(1)}`,
    simulatorRssBeforeMb: Math.round(before.own / MB),
    simulatorRssAfterMb: Math.round(after.own / MB),
    growthMb: Math.round(growthMb),
    readerRssAfterMb: Math.round(after.children / MB),
    refused: uploads.filter((u) => u.status === 422).length,
    uploads,
    targetMb: TARGET_MB,
  };
  console.log(
    `\n${uploads.length} hostile PDFs: ${result.refused} answered 422. Simulator RSS ${result.simulatorRssBeforeMb} MB before, ${result.simulatorRssAfterMb} MB after (${growthMb >= 0 ? '+' : ''}${result.growthMb} MB; target < ${TARGET_MB}); reader process ${result.readerRssAfterMb} MB. ${result.machine}.`,
  );
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(result, null, 2)}\n`);
  process.exitCode = growthMb < TARGET_MB && result.refused === uploads.length ? 0 : 1;
} finally {
  await sim.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
