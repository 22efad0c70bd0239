// Replay (issue 29): a HAR recording (the proxy's --record, a browser's export) loaded into one
// scenario with POST /__sim/recordings. A request of that scenario that matches a recorded one
// (method, path, query and body) gets the recorded answer, repeated requests in recorded order;
// the pipeline checks it against the contract like any other answer. Anything else falls through
// to the simulator. Bodies are compared as the recording keeps them: redacted (har.ts), so a
// recorded sign-in matches whatever password is sent again. A recording lives in its scenario only
// and goes when the scenario is dropped or expires.
import { har as validateHar } from 'har-validator';
import { redactedBody, type HarDocument, type HarEntry } from '../../openapi/runtime/har';
import type { RequestBody } from '../../openapi/runtime/request-body';
import type { Reply } from '../api/replies';
import type { ScenarioPart } from './scenarios';

/** The largest recording POST /__sim/recordings takes: the control API's JSON body limit. */
export const RECORDING_LIMIT = '2mb';

interface Recorded {
  status: number;
  body: unknown;
}

/** HTTP's statuses (RFC 9110): a recording holding another is refused, naming the entry. */
const STATUS_RANGE = { min: 100, max: 599 } as const;
/** Informational answers (1xx) are not final answers: never replayed (a 101 cut the connection). */
const FIRST_FINAL_STATUS = 200;

/** A scenario's recording: its answers by request, and its size as JSON (the memory bound). */
interface Loaded {
  queues: Map<string, Recorded[]>;
  bytes: number;
}

export class RecordingError extends Error {}

function queryKey(query: string): string {
  return [...new URLSearchParams(query)]
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join('&');
}

function keyOf(method: string, path: string, query: string, body: string): string {
  return `${method.toUpperCase()} ${path}?${queryKey(query)} ${body}`;
}

/** A request body as a recording keeps it. */
function bodyText(body: RequestBody): string {
  switch (body.kind) {
    case 'json':
      return redactedBody('application/json', Buffer.from(JSON.stringify(body.value)));
    case 'form':
      return redactedBody(
        'application/x-www-form-urlencoded',
        Buffer.from(
          new URLSearchParams(
            Object.entries(body.value).flatMap(([k, v]) =>
              Array.isArray(v) ? v.map((i) => [k, i]) : [[k, v]],
            ),
          ).toString(),
        ),
      );
    case 'multipart':
      return '[multipart]';
    default:
      return '';
  }
}

function recordedAnswer(entry: HarEntry): Recorded | undefined {
  const text = entry.response.content.text ?? '';
  if (text === '') return { status: entry.response.status, body: undefined };
  try {
    return { status: entry.response.status, body: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** The first entry whose answer's status is not HTTP's, as a refusal naming it. */
function badStatus(har: HarDocument): string | undefined {
  const at = har.log.entries.findIndex(
    (entry) =>
      !Number.isInteger(entry.response.status) ||
      entry.response.status < STATUS_RANGE.min ||
      entry.response.status > STATUS_RANGE.max,
  );
  if (at < 0) return undefined;
  return `har.log.entries[${at}].response.status must be a status from ${STATUS_RANGE.min} to ${STATUS_RANGE.max}, got ${har.log.entries[at]?.response.status}`;
}

export class Recordings implements ScenarioPart {
  private readonly byScenario = new Map<string, Loaded>();

  /** `apiPath` is the contract's server path (`/api`): recorded URLs are read relative to it. */
  constructor(private readonly apiPath: string) {}

  /** Validates a HAR 1.2 document and loads its API exchanges into the scenario (replacing any). */
  async load(scenario: string, har: unknown): Promise<number> {
    try {
      await validateHar(har);
    } catch (error) {
      const errors =
        (
          error as {
            errors?: Array<{ instancePath?: string; dataPath?: string; message?: string }>;
          }
        ).errors ?? [];
      const first = errors[0];
      throw new RecordingError(
        `har is not valid HAR 1.2: ${first ? `${first.instancePath ?? first.dataPath ?? ''} ${first.message ?? ''}`.trim() : String(error)}`,
      );
    }
    const status = badStatus(har as HarDocument);
    if (status) throw new RecordingError(status);
    const queues = new Map<string, Recorded[]>();
    let loaded = 0;
    let bytes = 0;
    for (const entry of (har as HarDocument).log.entries) {
      const url = new URL(entry.request.url);
      if (!url.pathname.startsWith(`${this.apiPath}/`)) continue;
      if (entry.response.status < FIRST_FINAL_STATUS) continue;
      const answer = recordedAnswer(entry);
      if (!answer) continue;
      const path = url.pathname.slice(this.apiPath.length);
      const key = keyOf(
        entry.request.method,
        path,
        url.search.slice(1),
        entry.request.postData?.text ?? '',
      );
      queues.set(key, [...(queues.get(key) ?? []), answer]);
      bytes += key.length + (entry.response.content.text ?? '').length;
      loaded += 1;
    }
    // A recording with nothing to replay replaces the one the scenario had with none.
    if (loaded === 0) this.byScenario.delete(scenario);
    else this.byScenario.set(scenario, { queues, bytes });
    return loaded;
  }

  /** The next recorded answer to this request in its scenario, taken; none when nothing matches. */
  take(
    scenario: string | null,
    request: { method: string; path: string; query: string; body: RequestBody },
  ): Reply | undefined {
    if (scenario === null) return undefined;
    const queues = this.byScenario.get(scenario)?.queues;
    if (!queues) return undefined;
    const key = keyOf(request.method, request.path, request.query, bodyText(request.body));
    const answer = queues.get(key)?.shift();
    return answer && { status: answer.status, body: answer.body };
  }

  drop(scenario: string): void {
    this.byScenario.delete(scenario);
  }

  names(): string[] {
    return [...this.byScenario.keys()];
  }

  /** Recorded exchanges the scenario still holds for replay. */
  count(scenario: string): number {
    let size = 0;
    for (const queue of this.byScenario.get(scenario)?.queues.values() ?? []) size += queue.length;
    return size;
  }

  /** The recording as loaded, measured as JSON (answers taken since still count: an estimate). */
  bytesOf(scenario: string): number {
    return this.byScenario.get(scenario)?.bytes ?? 0;
  }
}
