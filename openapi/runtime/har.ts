// API exchanges as HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/), the format browsers,
// Playwright's routeFromHAR and API tools read: the proxy records them (--record FILE), the
// contract runner writes its failing cases (--har FILE, scripts/contract/har.ts) and the simulator
// replays them in a scenario (POST /__sim/recordings). This is the one HAR entry builder. Secrets are redacted as the
// journal redacts them (redaction.ts): secret body fields, the session cookies, authorisation.
//
// The file is written one entry at a time and stays a whole HAR document after every entry: each
// entry is one positional write over the closing `]}}` (the entry, then the closing again) and an
// fdatasync, so what was recorded before a crash is kept. A crash in the middle of a write can
// tear only the entry being written; readHarText cuts such a file back to its last whole entry.
import { closeSync, fdatasyncSync, openSync, writeSync } from 'node:fs';
import { parse as parseCookies } from 'cookie';
import { redact, redactRecord } from './redaction';

export const HAR_VERSION = '1.2';

export interface HarPair {
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
    cookies: HarPair[];
    headers: HarPair[];
    queryString: HarPair[];
    postData?: { mimeType: string; text: string };
    headersSize: number;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: HarPair[];
    headers: HarPair[];
    content: { size: number; mimeType: string; text?: string };
    redirectURL: string;
    headersSize: number;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  /** Custom field (HAR allows `_` fields): where the answer came from (proxy --simulate). */
  _answeredBy?: string;
  comment?: string;
}

export interface HarDocument {
  log: { version: string; creator: { name: string; version: string }; entries: HarEntry[] };
}

/** One exchange as the proxy saw it. */
export interface RecordedExchange {
  startedAt: Date;
  ms: number;
  method: string;
  /** Absolute. */
  url: string;
  requestHeaders: Record<string, string | string[] | undefined>;
  requestBody: Buffer;
  status: number;
  responseHeaders: Record<string, string | string[] | undefined>;
  responseBody: Buffer;
  answeredBy?: string;
  /** The entry's comment (the contract runner: the failed check and the case). */
  comment?: string;
}

function secretValue(name: string, value: string): string {
  return String(redactRecord({ [name]: value })[name]);
}

/** A Cookie header with each secret cookie's value redacted. */
function cookieLine(value: string): string {
  return Object.entries(redactRecord(parseCookies(value)))
    .map(([name, inner]) => `${name}=${String(inner)}`)
    .join('; ');
}

/** A Set-Cookie line with its value redacted when the cookie is a secret one. */
function setCookieLine(line: string): string {
  const [pair = '', ...attributes] = line.split(';');
  const at = pair.indexOf('=');
  const name = at < 0 ? pair.trim() : pair.slice(0, at).trim();
  const value = at < 0 ? '' : pair.slice(at + 1);
  return [`${name}=${secretValue(name, value)}`, ...attributes].join(';');
}

function headerPairs(headers: RecordedExchange['requestHeaders']): HarPair[] {
  const pairs: HarPair[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      const lower = name.toLowerCase();
      const safe =
        lower === 'cookie'
          ? cookieLine(item)
          : lower === 'set-cookie'
            ? setCookieLine(item)
            : secretValue(lower, item);
      pairs.push({ name, value: safe });
    }
  }
  return pairs;
}

function headerOf(headers: RecordedExchange['requestHeaders'], name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** A body as kept: JSON and form bodies with their secrets redacted; other bodies described. */
export function redactedBody(mimeType: string, body: Buffer): string {
  const text = body.toString('utf8');
  if (body.length === 0) return '';
  if (/json/i.test(mimeType)) {
    try {
      return JSON.stringify(redact(JSON.parse(text)));
    } catch {
      return text;
    }
  }
  if (/x-www-form-urlencoded/i.test(mimeType)) {
    const fields = Object.fromEntries(new URLSearchParams(text));
    const safe = redactRecord(fields);
    return new URLSearchParams(
      Object.entries(safe).map(([key, value]) => [key, String(value)]),
    ).toString();
  }
  if (/^text\//i.test(mimeType)) return text;
  return `[${mimeType || 'binary'} body of ${body.length} bytes, not kept]`;
}

export function harEntry(exchange: RecordedExchange): HarEntry {
  const url = new URL(exchange.url);
  const requestType = headerOf(exchange.requestHeaders, 'content-type');
  const responseType = headerOf(exchange.responseHeaders, 'content-type');
  const responseText = redactedBody(responseType, exchange.responseBody);
  const entry: HarEntry = {
    startedDateTime: exchange.startedAt.toISOString(),
    time: exchange.ms,
    request: {
      method: exchange.method,
      url: url.href,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: headerPairs(exchange.requestHeaders),
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      headersSize: -1,
      bodySize: exchange.requestBody.length,
    },
    response: {
      status: exchange.status,
      statusText: '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: headerPairs(exchange.responseHeaders),
      content: { size: exchange.responseBody.length, mimeType: responseType, text: responseText },
      redirectURL: headerOf(exchange.responseHeaders, 'location'),
      headersSize: -1,
      bodySize: exchange.responseBody.length,
    },
    cache: {},
    timings: { send: 0, wait: exchange.ms, receive: 0 },
  };
  if (exchange.requestBody.length > 0)
    entry.request.postData = {
      mimeType: requestType,
      text: redactedBody(requestType, exchange.requestBody),
    };
  if (exchange.answeredBy) entry._answeredBy = exchange.answeredBy;
  if (exchange.comment) entry.comment = exchange.comment;
  return entry;
}

/** A whole HAR document of these entries. */
export function harDocument(creator: string, entries: HarEntry[]): HarDocument {
  return { log: { version: HAR_VERSION, creator: { name: creator, version: '1.0.0' }, entries } };
}

const HEAD = (creator: string) =>
  `{"log":{"version":"${HAR_VERSION}","creator":{"name":${JSON.stringify(creator)},"version":"1.0.0"},"entries":[\n`;
const TAIL = ']}}\n';

/** A HAR file written as it goes (see the header of this file). */
export class HarFile {
  private readonly fd: number;
  private offset: number;
  private count = 0;

  constructor(path: string, creator = 'job-portal validating proxy') {
    this.fd = openSync(path, 'w');
    const head = HEAD(creator);
    writeSync(this.fd, head + TAIL, 0);
    fdatasyncSync(this.fd);
    this.offset = Buffer.byteLength(head);
  }

  get entries(): number {
    return this.count;
  }

  /** Appends one entry; the file is a whole HAR document again when this returns. */
  append(entry: HarEntry): void {
    const text = `${this.count > 0 ? ',' : ''}${JSON.stringify(entry)}\n`;
    writeSync(this.fd, text + TAIL, this.offset);
    fdatasyncSync(this.fd);
    this.offset += Buffer.byteLength(text);
    this.count += 1;
  }

  close(): void {
    closeSync(this.fd);
  }
}

/**
 * A HAR file's text as a document: a whole one as it is; one torn by a crash in the middle of a
 * write cut back to its last whole entry (one entry per line, as HarFile writes them).
 */
export function readHarText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const [head = '', ...lines] = text.split('\n');
    const entries: unknown[] = [];
    for (const line of lines) {
      try {
        entries.push(JSON.parse(line.replace(/^,/, '')) as unknown);
      } catch {
        break;
      }
    }
    return JSON.parse(`${head}${entries.map((e) => JSON.stringify(e)).join(',')}${TAIL}`);
  }
}
