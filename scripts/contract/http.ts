// Sending a case: the URL, cookies and body built from it, an answer that must come within the
// request timeout and is kept up to MAX_ANSWER_BYTES, and the request as a curl command a person
// can paste.
import { backendFailure, EXIT, ToolError } from '../lib/cli';
import type { Case, CaseBody, Outcome, SentRequest } from './cases';

/**
 * The most of one answer's body the runner keeps: eight 150 MB answers at once took the runner
 * to 1,960 MB (audit 2026-11-28, M7). Past it the rest is not read, and the answer is not checked.
 */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

export interface Transport {
  /** The API's base, e.g. `http://localhost:4000/api`. */
  apiBase: string;
  timeoutMs: number;
  /** The Cookie header of each session. */
  cookies: Partial<Record<Case['session'], string>>;
  /** Headers every case carries (the run's simulator scenario: sandbox.ts). */
  headers?: Readonly<Record<string, string>>;
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export function urlOf(apiBase: string, testCase: Case): string {
  const search = testCase.query
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return `${apiBase}${testCase.path}${search ? `?${search}` : ''}`;
}

function curlOf(request: SentRequest, body: CaseBody | undefined): string {
  const parts = ['curl', '-i', '-X', request.method, shellQuote(request.url)];
  for (const [name, value] of Object.entries(request.headers))
    parts.push('-H', shellQuote(`${name}: ${value}`));
  if (body?.kind === 'text') parts.push('--data-binary', shellQuote(body.text));
  if (body?.kind === 'multipart') {
    for (const [name, value] of Object.entries(body.fields))
      parts.push('-F', shellQuote(`${name}=${value}`));
    if (body.file)
      parts.push('-F', shellQuote(`${body.file.field}=@${body.file.name};type=${body.file.type}`));
  }
  return parts.join(' ');
}

function bodyInit(body: CaseBody | undefined): BodyInit | undefined {
  if (!body) return undefined;
  if (body.kind === 'text') return body.text;
  const form = new FormData();
  for (const [name, value] of Object.entries(body.fields)) form.append(name, value);
  if (body.file)
    form.append(
      body.file.field,
      new Blob([body.file.base64 ? Buffer.from(body.file.content, 'base64') : body.file.content], {
        type: body.file.type,
      }),
      body.file.name,
    );
  return form;
}

/** The request as it will be sent (headers, cookie, text body), with its curl command. */
export function describe(transport: Transport, testCase: Case): SentRequest {
  const headers: Record<string, string> = { ...transport.headers, ...testCase.headers };
  const cookie = transport.cookies[testCase.session];
  if (cookie) headers.Cookie = cookie;
  if (testCase.body?.kind === 'text') headers['Content-Type'] = testCase.body.contentType;
  const request: SentRequest = {
    method: testCase.method.toUpperCase(),
    url: urlOf(transport.apiBase, testCase),
    headers,
    ...(testCase.body?.kind === 'text' ? { body: testCase.body.text } : {}),
    curl: '',
  };
  request.curl = curlOf(request, testCase.body);
  return request;
}

export async function send(transport: Transport, testCase: Case): Promise<Outcome> {
  const request = describe(transport, testCase);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), transport.timeoutMs);
  const started = performance.now();
  try {
    // eslint-disable-next-line no-restricted-globals -- the runner sends raw, deliberately invalid requests to any backend
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: bodyInit(testCase.body),
      redirect: 'manual',
      signal: controller.signal,
    });
    const { text, truncated } = await readCapped(response, MAX_ANSWER_BYTES);
    return {
      request,
      testCase,
      answer: {
        status: response.status,
        headers: response.headers,
        text,
        ...(truncated ? { truncated } : {}),
      },
      timedOut: false,
      ms: performance.now() - started,
    };
  } catch (error) {
    const timedOut = controller.signal.aborted;
    return {
      request,
      testCase,
      timedOut,
      ...(timedOut
        ? {}
        : {
            error: error instanceof Error ? String(error.cause ?? error.message) : String(error),
            cause: error,
          }),
      ms: performance.now() - started,
    };
  } finally {
    clearTimeout(timer);
  }
}

/** The body up to `max` bytes; past it the stream is cancelled and the start kept. */
async function readCapped(
  response: Response,
  max: number,
): Promise<{ text: string; truncated: boolean }> {
  const reader = response.body?.getReader();
  if (!reader) return { text: '', truncated: false };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: Buffer.concat(chunks).toString('utf8'), truncated: false };
    chunks.push(value.subarray(0, Math.max(0, max - size)));
    size += value.length;
    if (size > max) {
      await reader.cancel();
      return { text: Buffer.concat(chunks).toString('utf8'), truncated: true };
    }
  }
}

/** A case that got no answer, as the one line that ends a run (the backend is absent or slow). */
export function unanswered(outcome: Outcome, timeoutMs: number): ToolError {
  const where = `${outcome.request.method} ${outcome.request.url}`;
  if (outcome.timedOut)
    return new ToolError(EXIT.slowBackend, `no answer within ${timeoutMs} ms from ${where}`);
  return backendFailure(where, outcome.cause ?? outcome.error);
}

/** Whether `url`, as fetch resolves it (dot segments and all), stays under the API's base. */
export function insideApiBase(apiBase: string, url: string): boolean {
  const base = new URL(apiBase);
  const target = new URL(url);
  const prefix = base.pathname.replace(/\/$/, '');
  return target.origin === base.origin && target.pathname.startsWith(`${prefix}/`);
}
