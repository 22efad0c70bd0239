// The validating proxy: every /api call forwarded to a backend, the request and the answer
// checked against the contract, violations named in a header and kept in a journal served at
// /__sim/journal; every other path (pages, assets, the simulator's other control calls) forwarded
// to the web origin unchanged, so that the web app runs through it.
import {
  request as httpRequest,
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { parse as parseCookies } from 'cookie';
import { checkAnswer, SchemaValidator } from '../../openapi/runtime/answer-checks';
import { readContract } from '../../openapi/runtime/contract';
import { ContractCheck } from '../../openapi/runtime/contract-check';
import {
  apiTarget,
  exchange,
  type ContractRuntime,
  type ExchangeSteps,
} from '../../openapi/runtime/exchange';
import { Journal } from '../../openapi/runtime/journal';
import { HarFile, harEntry } from '../../openapi/runtime/har';
import { OperationRoutes } from '../../openapi/runtime/operation-routes';
import {
  scenarioOf,
  siteHintsOf,
  siteOf,
  type SiteIdentity,
} from '../../openapi/runtime/request-context';
import { readRequestBody } from '../../openapi/runtime/request-body';

export const VIOLATIONS_HEADER = 'X-Contract-Violations';
const JOURNAL_PATH = '/__sim/journal';
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'content-length',
]);
const MAX_BODY = 16 * 1024 * 1024;
/** A backend answer larger than this is a 502, never held whole (two 700 MB answers ran it out of memory). */
const MAX_ANSWER = 64 * 1024 * 1024;
/** A backend that sends nothing for this long, or has not finished its answer after UPSTREAM_DEADLINE_MS, is a 502. */
const UPSTREAM_IDLE_MS = 30_000;
const UPSTREAM_DEADLINE_MS = 120_000;

function isSiteIdentity(value: unknown): value is SiteIdentity {
  return (
    typeof value === 'object' &&
    value !== null &&
    'countryCode' in value &&
    typeof value.countryCode === 'string' &&
    'siteContext' in value &&
    typeof value.siteContext === 'string' &&
    'domain' in value &&
    typeof value.domain === 'string'
  );
}

/** The nine sites, for the journal's site of a call (the simulator's own site table). */
const SITES: readonly SiteIdentity[] = (
  JSON.parse(readFileSync('fixtures/sites.json', 'utf8')) as unknown[]
).filter(isSiteIdentity);

export interface ProxyOptions {
  /** The backend whose API is checked. */
  target: string;
  /** Where pages and assets come from; the target unless said. */
  web?: string;
  port: number;
  host?: string;
  contractFile?: string;
  /** Writes every API exchange to this HAR 1.2 file as it goes (openapi/runtime/har.ts). */
  record?: string;
}

export interface RunningProxy {
  url: string;
  journal: Journal;
  close(): Promise<void>;
}

interface Upstream {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]'
  );
}

/**
 * Whether a Host header names the proxy as its developer reaches it: loopback names, the sites'
 * `{code}.localhost` domains, or an IP address. Any other name (a DNS-rebinding page's) gets 403,
 * as the simulator answers it (audit 2026-11-26, H2).
 */
function hostAllowed(host: string | undefined): boolean {
  if (!host) return false;
  const name = (host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, ''))
    .trim()
    .toLowerCase();
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    isIP(name) !== 0 ||
    SITES.some((site) => site.domain.toLowerCase() === name)
  );
}

/**
 * The upstream URL of a request path: the configured origin followed by the path as text. Never
 * `new URL(path, base)`, which reads a path starting `//` (`/.//HOST:PORT/…`, `/..//…`,
 * `/%2e//…`) as another host: the proxy forwards only to its own target (audit 2026-11-26, H2).
 */
export function upstreamUrl(base: URL, path: string): URL {
  const url = new URL(`${base.origin}/${path.replace(/^\/+/, '')}`);
  if (url.origin !== base.origin) throw new Error(`refused to forward outside ${base.origin}`);
  return url;
}

function forward(
  base: URL,
  path: string,
  method: string,
  headers: IncomingHttpHeaders,
  body: Buffer,
): Promise<Upstream> {
  const url = upstreamUrl(base, path);
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  // A loopback backend (the simulator) reads the site from the Host the browser used.
  if (!isLoopback(url.hostname)) out.host = url.host;
  if (body.length > 0) out['content-length'] = body.length;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    // The path goes as sent: a URL object would resolve its dot segments (`/x/../y`, `/x/%2E`),
    // and the backend must judge the request the client made.
    const options = {
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port,
      path: `/${path.replace(/^\/+/, '')}`,
      method,
      headers: out,
    };
    const req = send(options, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER)
          req.destroy(new Error(`the answer is larger than ${MAX_ANSWER / (1024 * 1024)} MB`));
        else chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 502,
          headers: res.headers,
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    const deadline = setTimeout(
      () => req.destroy(new Error(`no whole answer within ${UPSTREAM_DEADLINE_MS / 1000} s`)),
      UPSTREAM_DEADLINE_MS,
    );
    req.setTimeout(UPSTREAM_IDLE_MS, () =>
      req.destroy(new Error(`nothing from the backend for ${UPSTREAM_IDLE_MS / 1000} s`)),
    );
    req.on('close', () => clearTimeout(deadline));
    req.on('error', reject);
    req.end(body);
  });
}

function readAll(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function answerHeaders(headers: IncomingHttpHeaders): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) out.append(name, item);
  }
  return out;
}

function passHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  return out;
}

/** A header value: printable ASCII on one line, bounded. */
function headerText(lines: string[]): string {
  const text = `${lines.length}; ${lines.join(' | ')}`.replace(/[^\x20-\x7e]/g, '?');
  return text.length > 2000 ? `${text.slice(0, 1997)}...` : text;
}

function serveJournal(req: IncomingMessage, res: ServerResponse, url: URL, journal: Journal): void {
  if (req.method === 'DELETE') {
    journal.clear();
    res.writeHead(204).end();
    return;
  }
  const number = (name: string) => {
    const text = url.searchParams.get(name);
    return text !== null && /^\d+$/.test(text) ? Number(text) : undefined;
  };
  const operationId = url.searchParams.get('operationId') ?? undefined;
  const scenario = url.searchParams.get('scenario') ?? undefined;
  const sinceSeq = number('sinceSeq');
  const limit = number('limit');
  const entries = journal.list({
    ...(operationId ? { operationId } : {}),
    ...(scenario ? { scenario } : {}),
    ...(sinceSeq !== undefined ? { sinceSeq } : {}),
    ...(limit !== undefined ? { limit: Math.min(Math.max(limit, 1), 2000) } : {}),
  });
  res
    .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify({ entries }));
}

type Answer = Upstream | { failed: string };

function steps(
  forwardIt: () => Promise<Upstream>,
  validator: SchemaValidator,
  headers: IncomingHttpHeaders,
): ExchangeSteps<Answer> {
  const produce = () => forwardIt().catch((error: unknown) => ({ failed: String(error) }));
  return {
    unrouted: produce,
    refused: produce,
    produce,
    checkAnswer: (operation, answer) => ({
      answer,
      problems:
        'failed' in answer
          ? undefined
          : checkAnswer(validator, operation, {
              status: answer.status,
              headers: answerHeaders(answer.headers),
              text: answer.body.toString('utf8'),
            }).map((v) => `${v.check}: ${v.message}`),
    }),
    facts: (answer) => ({
      at: new Date().toISOString(),
      site: siteOf(siteHintsOf(headers), SITES).countryCode,
      sessionAccountId: null,
      scenario: scenarioOf(headers, parseCookies(headers.cookie ?? '')),
      status: 'failed' in answer ? 502 : answer.status,
      fault: null,
    }),
  };
}

async function handleApi(
  proxy: {
    runtime: ContractRuntime;
    validator: SchemaValidator;
    journal: Journal;
    recording: HarFile | undefined;
  },
  serverPath: string,
  apiBase: URL,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const startedAt = performance.now();
  const startedDate = new Date();
  const url = req.url ?? '/';
  const raw: Buffer[] = [];
  const body = await readRequestBody(req, raw);
  const target = apiTarget(url, serverPath);
  const headers = { ...req.headers };
  // Answers are validated as text: ask the backend not to compress them.
  delete headers['accept-encoding'];
  const method = (req.method ?? 'GET').toUpperCase();
  const forwardIt = () =>
    forward(
      apiBase,
      `${apiBase.pathname}${url.slice(serverPath.length + 1)}`,
      method,
      headers,
      Buffer.concat(raw),
    );
  const { answer, validation } = await exchange(
    proxy.runtime,
    proxy.journal,
    { method, ...target, url, headers: req.headers, body, startedAt },
    steps(forwardIt, proxy.validator, req.headers),
  );
  if ('failed' in answer) {
    res
      .writeHead(502, { 'content-type': 'text/plain' })
      .end(`The backend did not answer: ${answer.failed}`);
    return;
  }
  const out = passHeaders(answer.headers);
  if (validation.errors.length > 0) out[VIOLATIONS_HEADER] = headerText(validation.errors);
  proxy.recording?.append(
    harEntry({
      startedAt: startedDate,
      ms: Math.round(performance.now() - startedAt),
      method,
      url: `http://${req.headers.host ?? 'localhost'}${url}`,
      requestHeaders: req.headers,
      requestBody: Buffer.concat(raw),
      status: answer.status,
      responseHeaders: answer.headers,
      responseBody: answer.body,
    }),
  );
  res.writeHead(answer.status, out).end(answer.body);
}

export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const contract = readContract(options.contractFile);
  const runtime = {
    routes: new OperationRoutes(contract.operations),
    check: new ContractCheck(contract),
  };
  const journal = new Journal();
  const recording = options.record ? new HarFile(options.record) : undefined;
  const proxy = { runtime, validator: new SchemaValidator(), journal, recording };
  const target = new URL(options.target);
  const apiBase = new URL(
    target.pathname === '/'
      ? `${target.origin}${contract.serverPath}/`
      : `${options.target.replace(/\/$/, '')}/`,
  );
  const web = new URL(options.web ?? target.origin);
  const server = createServer((req, res) => {
    if (!hostAllowed(req.headers.host)) {
      res
        .writeHead(403, { 'content-type': 'text/plain' })
        .end(`Blocked request: the host '${req.headers.host ?? ''}' is not the proxy's.`);
      req.resume();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://proxy.local');
    const served = url.pathname.startsWith(`${contract.serverPath}/`)
      ? handleApi(proxy, contract.serverPath, apiBase, req, res)
      : readAll(req).then(async (raw) => {
          if (url.pathname === JOURNAL_PATH) return serveJournal(req, res, url, journal);
          const upstream = await forward(
            web,
            `${url.pathname}${url.search}`,
            req.method ?? 'GET',
            req.headers,
            raw,
          );
          res.writeHead(upstream.status, passHeaders(upstream.headers)).end(upstream.body);
        });
    served.catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`The proxy failed: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://localhost:${port}`,
    journal,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          recording?.close();
          resolve();
        });
      }),
  };
}
