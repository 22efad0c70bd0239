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

export class Recordings implements ScenarioPart {
  private readonly byScenario = new Map<string, Map<string, Recorded[]>>();

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
    const queues = new Map<string, Recorded[]>();
    let loaded = 0;
    for (const entry of (har as HarDocument).log.entries) {
      const url = new URL(entry.request.url);
      if (!url.pathname.startsWith(`${this.apiPath}/`)) continue;
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
      loaded += 1;
    }
    this.byScenario.set(scenario, queues);
    return loaded;
  }

  /** The next recorded answer to this request in its scenario, taken; none when nothing matches. */
  take(
    scenario: string | null,
    request: { method: string; path: string; query: string; body: RequestBody },
  ): Reply | undefined {
    if (scenario === null) return undefined;
    const queues = this.byScenario.get(scenario);
    if (!queues) return undefined;
    const key = keyOf(request.method, request.path, request.query, bodyText(request.body));
    const answer = queues.get(key)?.shift();
    return answer && { status: answer.status, body: answer.body };
  }

  drop(scenario: string): void {
    this.byScenario.delete(scenario);
  }

  sizeOf(scenario: string): number {
    let size = 0;
    for (const queue of this.byScenario.get(scenario)?.values() ?? []) size += queue.length;
    return size;
  }
}
