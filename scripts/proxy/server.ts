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
import { countryCodeValues, siteContextValues } from '../../openapi/generated/schema';
import { matchOperation, readContract, type ContractDocument } from '../lib/contract-document';
import { RequestCheck } from '../lib/request-check';
import { checkAnswer, SchemaValidator } from '../lib/response-check';
import { readBody } from './body';
import { kept, ProxyJournal } from './journal';

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

export interface ProxyOptions {
  /** The backend whose API is checked. */
  target: string;
  /** Where pages and assets come from; the target unless said. */
  web?: string;
  port: number;
  host?: string;
  contractFile?: string;
}

export interface RunningProxy {
  url: string;
  journal: ProxyJournal;
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

function forward(
  base: URL,
  path: string,
  method: string,
  headers: IncomingHttpHeaders,
  body: Buffer,
): Promise<Upstream> {
  const url = new URL(path, base);
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  // A loopback backend (the simulator) reads the site from the Host the browser used.
  if (!isLoopback(url.hostname)) out.host = url.host;
  if (body.length > 0) out['content-length'] = body.length;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { method, headers: out }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 502,
          headers: res.headers,
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
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

/** The site of a call, read as the simulator reads it: headers, then the host, then India. */
function siteOf(headers: IncomingHttpHeaders): string {
  const context = headers['x-source-site-context'];
  const index = siteContextValues.findIndex((c) => c === context);
  if (index >= 0) return countryCodeValues[index] ?? 'IN';
  const country = String(headers['x-source-country'] ?? '').toUpperCase();
  if (countryCodeValues.some((c) => c === country)) return country;
  const sub = (headers.host ?? '').split('.')[0]?.toUpperCase() ?? '';
  return countryCodeValues.some((c) => c === sub) && (headers.host ?? '').includes('.')
    ? sub
    : 'IN';
}

function scenarioOf(headers: IncomingHttpHeaders): string | null {
  const header = headers['x-sim-scenario'];
  if (typeof header === 'string' && header) return header;
  const cookie = /(?:^|;\s*)sim_scenario=([^;]+)/.exec(headers.cookie ?? '');
  return cookie?.[1] ? decodeURIComponent(cookie[1]) : null;
}

/** A header value: printable ASCII on one line, bounded. */
function headerText(lines: string[]): string {
  const text = `${lines.length}; ${lines.join(' | ')}`.replace(/[^\x20-\x7e]/g, '?');
  return text.length > 2000 ? `${text.slice(0, 1997)}...` : text;
}

function serveJournal(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  journal: ProxyJournal,
): void {
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

async function handleApi(
  contract: ContractDocument,
  checks: { request: RequestCheck; response: SchemaValidator },
  journal: ProxyJournal,
  apiBase: URL,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  raw: Buffer,
): Promise<void> {
  const started = performance.now();
  const method = req.method ?? 'GET';
  const apiPath = url.pathname.slice(contract.serverPath.length) || '/';
  const match = matchOperation(contract, method, apiPath);
  const body = await readBody(req.headers['content-type'], raw);
  const problems: string[] = [];
  if (match) {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined) headers[name] = value;
    problems.push(
      ...checks.request.problems(match.operation.operationId, {
        method,
        path: apiPath,
        query: url.search.replace(/^\?/, ''),
        headers,
        body,
      }),
    );
  }
  const requestProblems = problems.length;
  const headers = { ...req.headers };
  // Answers are validated as text: ask the backend not to compress them.
  delete headers['accept-encoding'];
  const target = `${apiBase.pathname.replace(/\/$/, '')}${apiPath}${url.search}`;
  let upstream: Upstream;
  try {
    upstream = await forward(apiBase, target, method, headers, raw);
  } catch (error) {
    res
      .writeHead(502, { 'content-type': 'text/plain' })
      .end(`The backend did not answer: ${String(error)}`);
    return;
  }
  if (match) {
    const answer = {
      status: upstream.status,
      headers: answerHeaders(upstream.headers),
      text: upstream.body.toString('utf8'),
    };
    for (const v of checkAnswer(checks.response, match.operation, answer))
      problems.push(`${v.check}: ${v.message}`);
  }
  journal.record({
    at: new Date().toISOString(),
    method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    operationId: match?.operation.operationId ?? null,
    site: siteOf(req.headers),
    sessionAccountId: null,
    scenario: scenarioOf(req.headers),
    status: upstream.status,
    durationMs: Math.round((performance.now() - started) * 10) / 10,
    requestBody: kept(body),
    validation: {
      request: match ? (requestProblems > 0 ? 'invalid' : 'valid') : 'undocumented',
      response: match ? (problems.length > requestProblems ? 'invalid' : 'valid') : 'unchecked',
      errors: match ? problems : [`${method} ${apiPath} is no operation of the contract`],
    },
    fault: null,
  });
  const out = passHeaders(upstream.headers);
  if (problems.length > 0 || !match)
    out[VIOLATIONS_HEADER] = headerText(match ? problems : [`undocumented: ${method} ${apiPath}`]);
  res.writeHead(upstream.status, out).end(upstream.body);
}

export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const contract = readContract(options.contractFile);
  const checks = { request: new RequestCheck(contract), response: new SchemaValidator() };
  const journal = new ProxyJournal();
  const target = new URL(options.target);
  const apiBase = new URL(
    target.pathname === '/'
      ? `${target.origin}${contract.serverPath}/`
      : `${options.target.replace(/\/$/, '')}/`,
  );
  const web = new URL(options.web ?? target.origin);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://proxy.local');
    readAll(req)
      .then(async (raw) => {
        if (url.pathname === JOURNAL_PATH) return serveJournal(req, res, url, journal);
        if (url.pathname.startsWith(`${contract.serverPath}/`))
          return handleApi(contract, checks, journal, apiBase, req, res, url, raw);
        const upstream = await forward(
          web,
          `${url.pathname}${url.search}`,
          req.method ?? 'GET',
          req.headers,
          raw,
        );
        res.writeHead(upstream.status, passHeaders(upstream.headers)).end(upstream.body);
      })
      .catch((error: unknown) => {
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
        server.close(() => resolve());
      }),
  };
}
