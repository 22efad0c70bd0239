// The load of the SIGKILL proofs (tests/sim/crash-safety.test.ts, scripts/crash-proof.ts), run on
// a simulator started as its user starts it (`npm start`, scripts/lib/simulator-process.ts): seekers
// writing in the shared state and in two scenarios at once (the same accounts in each: a
// scenario's writes must never touch the shared state's or another scenario's, files included),
// job alerts created and deleted, avatars replaced and resumes added past the five kept; what each
// writer was told is kept, and after each restart every acknowledged write and every file a
// record names must be there, in the writer's own state.
import { get } from 'node:http';
import { SCENARIO_HEADER } from '../../openapi/runtime/request-context';
import type { CountryCode } from '../../openapi/client';
import { signedIn, type Visitor } from './sim';

/** A signed-in seeker writing in one state: the shared one (scenario null) or a scenario's. */
export interface Writer {
  label: string;
  scenario: string | null;
  visitor: Visitor;
  /** Alert names by what the writer was told: created (201), deleted (200), or sent unanswered. */
  alerts: Map<string, { id?: string; state: 'present' | 'deleted' | 'unknown' }>;
  avatars: string[];
  resumes: string[];
}

export async function writerIn(
  server: { url: string },
  site: CountryCode,
  scenario: string | null,
): Promise<Writer> {
  const headers: Record<string, string> = scenario === null ? {} : { [SCENARIO_HEADER]: scenario };
  return {
    label: `${site}${scenario === null ? '' : ` in ${scenario}`}`,
    scenario,
    visitor: await signedIn(server, 'seeker', site, headers),
    alerts: new Map(),
    avatars: [],
    resumes: [],
  };
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Alerts a writer keeps at once: under the 20 a seeker may hold, so that deletes follow creates. */
const ALERTS_KEPT = 12;

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

/** One alert write: a create, or a delete of the oldest kept once the writer keeps enough. */
async function alertWrite(writer: Writer, name: string): Promise<boolean> {
  const { api } = writer.visitor;
  const kept = [...writer.alerts].filter(([, a]) => a.state === 'present' && a.id);
  const oldest = kept[0];
  if (kept.length >= ALERTS_KEPT && oldest) {
    const [oldName, alert] = oldest;
    alert.state = 'unknown';
    const reply = await api.DELETE('/middleware/deleteJobAlert/{alertId}', {
      params: { path: { alertId: alert.id ?? '' } },
    });
    if (reply.response.status !== 200) return false;
    writer.alerts.set(oldName, { state: 'deleted' });
    return true;
  }
  writer.alerts.set(name, { state: 'unknown' });
  const reply = await api.POST('/middleware/createJobAlert', {
    body: { name, keywords: 'java', frequency: 1 },
  });
  if (reply.response.status !== 201 || !reply.data) return false;
  writer.alerts.set(name, { id: reply.data.id, state: 'present' });
  return true;
}

/** One upload: an avatar (replacing the last) or a resume (past the five kept). */
async function uploadWrite(writer: Writer, n: number, avatarBytes: number): Promise<boolean> {
  const { api } = writer.visitor;
  if (n % 2 === 0) {
    const bytes = Buffer.concat([Buffer.from(PNG_MAGIC), Buffer.alloc(avatarBytes, n % 251)]);
    const reply = await api.POST(
      '/middleware/upload-avatar',
      form(`a${n}.png`, bytes, 'image/png'),
    );
    if (reply.response.status !== 200 || !reply.data) return false;
    writer.avatars.push(reply.data.avatarPath);
    return true;
  }
  const text = `Asha Rao\nJava developer, ${writer.label}, upload ${n}\n`.repeat(20);
  const reply = await api.POST(
    '/middleware/upload-resume',
    form(`cv-${n}.txt`, Buffer.from(text), 'text/plain'),
  );
  if (reply.response.status !== 201 || !reply.data) return false;
  writer.resumes.push(reply.data.resume.id);
  return true;
}

/**
 * Writes until `stop()`, counting acknowledged writes through `ack`. A refusal (a busy reader, a
 * full list) is no acknowledgement, and the loop goes on; a dead connection ends it.
 */
export async function writeLoop(
  writer: Writer,
  kind: 'alerts' | 'uploads',
  round: number,
  stop: () => boolean,
  ack: () => void,
  avatarBytes = 20 * 1024,
): Promise<void> {
  for (let n = 0; !stop(); n += 1) {
    try {
      const done =
        kind === 'alerts'
          ? // Names of its own: a scenario sees the shared state's alerts of the same seeker.
            await alertWrite(writer, `${writer.scenario ?? 'shared'}-r${round}-${n}`)
          : await uploadWrite(writer, round * 1000 + n, avatarBytes);
      if (done) ack();
    } catch {
      return; // the connection died with the simulator
    }
  }
}

/** The status of a stored file, fetched as the writer's browser would, in its scenario. */
function fileStatus(baseUrl: string, writer: Writer, path: string): Promise<number> {
  const cookie = [...writer.visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const headers: Record<string, string> = { Cookie: cookie };
  if (writer.scenario !== null) headers[SCENARIO_HEADER] = writer.scenario;
  return new Promise((resolve, reject) => {
    get(`${baseUrl}${path}`, { headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

/**
 * What of the writer's acknowledged writes is missing after a restart, as lines: alerts created
 * and not there, deleted and back; the last avatar not the account's; a file a record names that
 * is not served (a file of one state deleted by another's write shows here); the last resume not
 * listed. Alerts sent unanswered take the state found.
 */
export async function lostAfterRestart(baseUrl: string, writer: Writer): Promise<string[]> {
  const { api } = writer.visitor;
  const lost: string[] = [];
  const listed = await api.GET('/middleware/jobAlerts', {});
  const found = new Map(listed.data?.alerts.map((a) => [a.name, a.id]));
  for (const [name, alert] of writer.alerts) {
    if (alert.state === 'present' && !found.has(name)) lost.push(`alert ${name}`);
    if (alert.state === 'deleted' && found.has(name)) lost.push(`deleted alert ${name} is back`);
    if (alert.state === 'unknown')
      writer.alerts.set(
        name,
        found.has(name) ? { id: found.get(name), state: 'present' } : { state: 'deleted' },
      );
  }
  const me = await api.GET('/middleware/userMe');
  const avatar = (me.data as { avatarPath?: string | null } | undefined)?.avatarPath ?? undefined;
  const last = writer.avatars.at(-1);
  if (last !== undefined && (avatar === undefined || writer.avatars.slice(0, -1).includes(avatar)))
    lost.push(`avatar ${last} (account names ${avatar ?? 'none'})`);
  if (avatar && (await fileStatus(baseUrl, writer, avatar)) !== 200)
    lost.push(`avatar file ${avatar}`);
  const kept = (await api.GET('/middleware/resumes')).data?.resumes ?? [];
  for (const resume of kept)
    if ((await fileStatus(baseUrl, writer, resume.fileUrl)) !== 200)
      lost.push(`resume file ${resume.id}`);
  const lastResume = writer.resumes.at(-1);
  if (lastResume !== undefined && !kept.some((r) => r.id === lastResume))
    lost.push(`resume ${lastResume}`);
  return lost.map((line) => `${writer.label}: ${line}`);
}
