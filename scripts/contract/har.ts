// `--har FILE`: every failing case's request and answer as HAR 1.2, the exchange format browsers
// and API tools share (a colleague opens it in a browser's network panel or replays it with
// Playwright's routeFromHAR). Secrets are redacted as the journal redacts them: the Cookie and
// Authorization headers, Set-Cookie values, and secret fields of JSON and form bodies.
import { redact } from '../../openapi/runtime/redaction';
import type { FailureRecord, Report } from './results';

interface NameValue {
  name: string;
  value: string;
}

export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: NameValue[];
    headers: NameValue[];
    queryString: NameValue[];
    postData?: { mimeType: string; text: string };
    headersSize: number;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: NameValue[];
    headers: NameValue[];
    content: { size: number; mimeType: string; text: string };
    redirectURL: string;
    headersSize: number;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  comment: string;
}

export interface Har {
  log: {
    version: '1.2';
    creator: { name: string; version: string };
    entries: HarEntry[];
  };
}

const SECRET_HEADERS = new Set(['cookie', 'authorization', 'set-cookie']);

function redactedText(length: number): string {
  return `[redacted, ${length} characters]`;
}

function headerList(headers: Record<string, string>): NameValue[] {
  return Object.entries(headers).map(([name, value]) => ({
    name,
    value: SECRET_HEADERS.has(name.toLowerCase()) ? redactedText(value.length) : value,
  }));
}

/** A body with its secret fields redacted: JSON and form bodies by field, others as they are. */
export function redactBody(mimeType: string, text: string): string {
  if (mimeType.includes('json')) {
    try {
      return JSON.stringify(redact(JSON.parse(text)));
    } catch {
      return text;
    }
  }
  if (mimeType.includes('x-www-form-urlencoded')) {
    const form = Object.fromEntries(new URLSearchParams(text));
    return new URLSearchParams(redact(form) as Record<string, string>).toString();
  }
  return text;
}

function entry(operationId: string, failure: FailureRecord, at: string): HarEntry {
  const request = failure.request;
  const url = new URL(request.url);
  const requestType =
    Object.entries(request.headers).find(([k]) => k.toLowerCase() === 'content-type')?.[1] ?? '';
  const answer = failure.response;
  const answerType = answer?.headers['content-type'] ?? '';
  const answerText = answer ? redactBody(answerType, answer.body) : '';
  const postText = request.body === undefined ? undefined : redactBody(requestType, request.body);
  return {
    startedDateTime: at,
    time: 0,
    request: {
      method: request.method,
      url: request.url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: headerList(request.headers),
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      ...(postText === undefined ? {} : { postData: { mimeType: requestType, text: postText } }),
      headersSize: -1,
      bodySize: postText === undefined ? 0 : Buffer.byteLength(postText),
    },
    response: {
      // 0: no answer came (a timeout or a refused connection), as browsers record it.
      status: answer?.status ?? 0,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: headerList(answer?.headers ?? {}),
      content: { size: Buffer.byteLength(answerText), mimeType: answerType, text: answerText },
      redirectURL: answer?.headers.location ?? '',
      headersSize: -1,
      bodySize: answer ? Buffer.byteLength(answerText) : -1,
    },
    cache: {},
    timings: { send: 0, wait: 0, receive: 0 },
    comment: `${operationId} ${failure.check}: ${failure.message} (${request.label})`,
  };
}

export function toHar(report: Report, at = new Date().toISOString()): Har {
  return {
    log: {
      version: '1.2',
      creator: { name: 'job-portal contract runner', version: '1.0' },
      entries: report.operations.flatMap((o) => o.failures.map((f) => entry(o.operationId, f, at))),
    },
  };
}
