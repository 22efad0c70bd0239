// The validating proxy: every /api call forwarded to a backend, the request and the answer
// checked against the contract, violations named in a header and kept in a journal served at
// /__sim/journal; every other path (pages, assets, the simulator's other control calls) forwarded
// to the web origin unchanged, so that the web app runs through it.
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { parse as parseCookies } from 'cookie';
import { checkAnswer, violationLines } from '../../openapi/runtime/answer-checks';
import {
  readContract,
  type ContractDocument,
  type ContractOperation,
} from '../../openapi/runtime/contract';
import {
  apiTarget,
  contractRuntime,
  exchange,
  type ContractRuntime,
  type ExchangeSteps,
} from '../../openapi/runtime/exchange';
import { Journal, type AnsweredBy } from '../../openapi/runtime/journal';
import { HarFile, harEntry } from '../../openapi/runtime/har';
import { scenarioOf, siteHintsOf, siteOf } from '../../openapi/runtime/request-context';
import { readRequestBody } from '../../openapi/runtime/request-body';
import { usageError } from '../lib/cli';
import { hostAllowed, SITES } from './hosts';
import { apiBase, backendFor, simulatedOperations, type Backends } from './mixing';
import {
  answerHeaders,
  forward,
  passHeaders,
  readAll,
  UPSTREAM_LIMITS,
  type Upstream,
  type UpstreamLimits,
} from './upstream';

export const VIOLATIONS_HEADER = 'X-Contract-Violations';
const JOURNAL_PATH = '/__sim/journal';

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
  /** A backend's allowed silence and whole-answer deadline (30 s, 120 s; tests shorten them). */
  upstream?: UpstreamLimits;
  /** Answers `simulate`'s operations (operationIds) from this simulator, the rest from the target. */
  simulator?: string;
  simulate?: readonly string[];
}

export interface RunningProxy {
  url: string;
  journal: Journal;
  close(): Promise<void>;
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

type Answer = (Upstream | { failed: string }) & { answeredBy: AnsweredBy };

function steps(
  forwardIt: (base: URL) => Promise<Upstream>,
  backends: Backends,
  runtime: ContractRuntime,
  request: { method: string; headers: IncomingHttpHeaders },
): ExchangeSteps<Answer> {
  const produce = (operation?: ContractOperation): Promise<Answer> => {
    const { base, answeredBy } = backendFor(backends, operation?.operationId);
    return forwardIt(base).then(
      (upstream) => ({ ...upstream, answeredBy }),
      (error: unknown) => ({ failed: String(error), answeredBy }),
    );
  };
  return {
    // A request that breaks the contract or names no operation goes to the target anyway.
    unrouted: () => produce(),
    refused: (operation) => produce(operation),
    produce: (operation) => produce(operation),
    // A backend that did not answer gave nothing to judge: the proxy's own 502 is journaled
    // unchecked, as the simulator keeps no entry for a cut connection.
    checkAnswer: (operation, answer) => ({
      answer,
      problems:
        'failed' in answer
          ? undefined
          : violationLines(
              checkAnswer(runtime.answers, operation, {
                status: answer.status,
                headers: answerHeaders(answer.headers),
                text: answer.body.toString('utf8'),
                method: request.method,
              }),
            ),
    }),
    facts: (answer) => ({
      at: new Date().toISOString(),
      site: siteOf(siteHintsOf(request.headers), SITES).countryCode,
      sessionAccountId: null,
      scenario: scenarioOf(request.headers, parseCookies(request.headers.cookie ?? '')),
      status: 'failed' in answer ? 502 : answer.status,
      fault: null,
      answeredBy: answer.answeredBy,
    }),
  };
}

async function handleApi(
  proxy: {
    runtime: ContractRuntime;
    journal: Journal;
    recording: HarFile | undefined;
    limits: UpstreamLimits;
    backends: Backends;
  },
  serverPath: string,
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
  const forwardIt = (base: URL) =>
    forward(
      base,
      `${base.pathname}${url.slice(serverPath.length + 1)}`,
      method,
      headers,
      Buffer.concat(raw),
      proxy.limits,
    );
  const { answer, validation } = await exchange(
    proxy.runtime,
    proxy.journal,
    { method, ...target, url, headers: req.headers, body, startedAt },
    steps(forwardIt, proxy.backends, proxy.runtime, { method, headers: req.headers }),
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
      answeredBy: answer.answeredBy,
    }),
  );
  res.writeHead(answer.status, out).end(answer.body);
}

/** The target's and the simulator's API bases; throws on a --simulate the contract refuses. */
function backendsOf(options: ProxyOptions, contract: ContractDocument): Backends {
  const target = apiBase(options.target, contract.serverPath);
  if (options.simulator === undefined && options.simulate === undefined) return { target };
  if (options.simulator === undefined || options.simulate === undefined)
    throw usageError('--simulator URL and --simulate op1,op2 go together');
  return {
    target,
    simulator: {
      url: apiBase(options.simulator, contract.serverPath),
      operations: simulatedOperations(options.simulate, contract.operations),
    },
  };
}

export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const contract = readContract(options.contractFile);
  const runtime = contractRuntime(contract);
  const journal = new Journal();
  const backends = backendsOf(options, contract);
  const recording = options.record ? new HarFile(options.record) : undefined;
  const limits = options.upstream ?? UPSTREAM_LIMITS;
  const proxy = { runtime, journal, recording, backends, limits };
  const web = new URL(options.web ?? new URL(options.target).origin);
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
      ? handleApi(proxy, contract.serverPath, req, res)
      : readAll(req).then(async (raw) => {
          if (url.pathname === JOURNAL_PATH) return serveJournal(req, res, url, journal);
          const upstream = await forward(
            web,
            `${url.pathname}${url.search}`,
            req.method ?? 'GET',
            req.headers,
            raw,
            limits,
          );
          res.writeHead(upstream.status, passHeaders(upstream.headers)).end(upstream.body);
        });
    served.catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`The proxy failed: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    // A port in use (EADDRINUSE) is the caller's to say, not an uncaught 'error' event.
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((error: unknown) => {
    recording?.close();
    throw error;
  });
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
