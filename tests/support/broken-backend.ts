// A backend that breaks one promise: a small proxy in front of the simulator that rewrites
// requests or answers as a breaker says. The contract runner's tests point the runner at it and
// expect the check that promise belongs to; the replay's tests point the replay at it
// (`sendLinkRefusalAsSuccess`) and expect the path that needs the refusal to fail.
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { CheckName } from '../../scripts/contract/checks';
import type { RunOptions } from '../../scripts/contract/run-context';

export interface Exchange {
  method: string;
  /** Path and query, as received. */
  url: string;
  requestHeaders: IncomingHttpHeaders;
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}

export interface Breaker {
  /** Where the request is forwarded instead (path and query), if elsewhere. */
  rewriteUrl?(method: string, url: string): string;
  /** Rewrites the request's headers before it is forwarded. */
  request?(method: string, url: string, headers: IncomingHttpHeaders): IncomingHttpHeaders;
  /** Answers without asking the simulator (`'hang'`: never answers). */
  shortcut?(
    method: string,
    url: string,
  ): Omit<Exchange, 'method' | 'url' | 'requestHeaders'> | 'hang' | undefined;
  /** Rewrites the simulator's answer. */
  response?(exchange: Exchange): Exchange;
  /** Holds the answer this many ms before sending it (a slow backend). */
  delayMs?(method: string, url: string): number;
}

export interface BrokenBackend {
  url: string;
  close(): Promise<void>;
}

/** A page's site is its host's first label (in.localhost): kept, on the target's port. */
function siteHost(host: string | undefined, upstream: URL): string {
  const name = host?.replace(/:\d+$/, '') ?? '';
  return name.endsWith('.localhost') ? `${name}:${upstream.port}` : upstream.host;
}

export async function brokenBackend(target: string, breaker: Breaker = {}): Promise<BrokenBackend> {
  const upstream = new URL(target);
  const hanging = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const shortcut = breaker.shortcut?.(method, url);
      if (shortcut === 'hang') {
        hanging.add(() => res.destroy());
        return;
      }
      if (shortcut) {
        res.writeHead(shortcut.status, shortcut.headers).end(shortcut.body);
        return;
      }
      const headers = breaker.request?.(method, url, { ...req.headers }) ?? { ...req.headers };
      headers.host = siteHost(req.headers.host, upstream);
      // The breakers read and rewrite answers as text: ask the backend for them uncompressed.
      delete headers['accept-encoding'];
      const forward = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          method,
          path: breaker.rewriteUrl?.(method, url) ?? url,
          headers,
        },
        (answer) => {
          const body: Buffer[] = [];
          answer.on('aborted', () => res.destroy());
          answer.on('data', (chunk: Buffer) => body.push(chunk));
          answer.on('end', () => {
            const answerHeaders: Record<string, string | string[]> = {};
            for (const [name, value] of Object.entries(answer.headers))
              if (value !== undefined && name !== 'content-length' && name !== 'transfer-encoding')
                answerHeaders[name] = value;
            const raw = Buffer.concat(body);
            const status = answer.statusCode ?? 502;
            // Images and other bytes pass as they came: only texts are offered to the breaker.
            const textual = /json|text|javascript|xml|svg/.test(
              String(answer.headers['content-type'] ?? ''),
            );
            const exchange: Exchange = {
              method,
              url,
              requestHeaders: req.headers,
              status,
              headers: answerHeaders,
              body: textual ? raw.toString('utf8') : '',
            };
            const final = textual ? (breaker.response?.(exchange) ?? exchange) : undefined;
            const send = () =>
              final
                ? res.writeHead(final.status, final.headers).end(final.body)
                : res.writeHead(status, answerHeaders).end(raw);
            const delay = breaker.delayMs?.(method, url) ?? 0;
            if (delay > 0) setTimeout(send, delay);
            else send();
          });
        },
      );
      // A connection the simulator drops (a network fault) stays a dropped connection.
      forward.on('error', () => res.destroy());
      forward.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const end of hanging) end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The JSON body of an exchange, rewritten by `change` (left alone when it is not JSON). */
export function rewriteJson(
  exchange: Exchange,
  change: (body: Record<string, unknown>) => void,
): Exchange {
  try {
    const body = JSON.parse(exchange.body) as Record<string, unknown>;
    change(body);
    return { ...exchange, body: JSON.stringify(body) };
  } catch {
    return exchange;
  }
}

export function isApi(url: string, path: string): boolean {
  return url.split('?')[0] === `/api${path}`;
}

/** The replay's broken behaviour: a send-link refused with 422 is answered as a 200 success. */
export const sendLinkRefusalAsSuccess: Breaker = {
  response: (exchange) =>
    isApi(exchange.url, '/middleware/apps/download-link') && exchange.status === 422
      ? {
          ...exchange,
          status: 200,
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify({ responseMessage: 'App link sent.' }),
        }
      : exchange,
};

/**
 * The runner's broken backends, one per check: each breaks one promise of the contract, and the
 * runner must name that check, and only that one (tests/contract-runner/broken-backends.test.ts).
 * `operations` are the run's; `operation` the one the failure is reported on.
 */
export interface BrokenKind {
  check: CheckName;
  operation: string;
  breaker: () => Breaker;
  /** The run's options (`scratch`: a folder for a contract of the kind's own). */
  options: (scratch: string) => Partial<RunOptions>;
}

const json = { 'content-type': 'application/json; charset=utf-8' };

/** A key for a read as one client sends it: the URL, its session and its site headers. */
function readKey(method: string, url: string, headers: IncomingHttpHeaders): string {
  const named = ['cookie', 'x-source-country', 'x-source-site-context', 'x-language-code'];
  return JSON.stringify([method, url, ...named.map((name) => headers[name] ?? '')]);
}

/**
 * A backend that serves reads from a cache kept per client (URL, session, site headers): fresh
 * until `stale` says the backend has gone stale (a write or a delete went by), then the last
 * answer it had. Only the stateful checks can see it: every other request is answered fresh.
 */
function staleReads(goesStale: (exchange: Exchange) => boolean): Breaker {
  const cache = new Map<string, Exchange>();
  let stale = false;
  return {
    response: (e) => {
      const key = readKey(e.method, e.url, e.requestHeaders);
      if (e.method === 'GET' && e.status === 200) {
        const kept = cache.get(key);
        if (stale && kept) return kept;
        cache.set(key, e);
      }
      if (e.status < 300 && goesStale(e)) stale = true;
      return e;
    },
  };
}

/** A contract with a header splashScreen requires (written to `scratch`), for a backend that ignores it. */
function contractRequiringHeader(scratch: string): string {
  const contract = JSON.parse(readFileSync('openapi/dist/openapi.json', 'utf8')) as {
    paths: Record<string, Record<string, { parameters?: unknown[] }>>;
  };
  const operation = contract.paths['/middleware/splashScreen']?.get;
  if (!operation) throw new Error('splashScreen moved');
  operation.parameters = [
    ...(operation.parameters ?? []),
    {
      name: 'X-Api-Version',
      in: 'header',
      required: true,
      schema: { type: 'string', example: '1' },
    },
  ];
  const file = join(scratch, 'contract-with-required-header.json');
  writeFileSync(file, JSON.stringify(contract));
  return file;
}

export const BROKEN_BACKENDS: Readonly<Record<string, BrokenKind>> = {
  'a number sent as a string': {
    check: 'response_schema_conformance',
    operation: 'savedJobs',
    breaker: () => ({
      response: (e) =>
        isApi(e.url, '/middleware/savedJobs')
          ? rewriteJson(e, (b) => (b.total = String(b.total)))
          : e,
    }),
    options: () => ({ operations: ['savedJobs'] }),
  },
  'a required field dropped': {
    check: 'response_schema_conformance',
    operation: 'jobdetail',
    breaker: () => ({
      response: (e) =>
        e.url.startsWith('/api/middleware/jobdetail/') && e.status === 200
          ? rewriteJson(e, (b) => {
              const first = Object.keys(b)[0];
              if (first) Reflect.deleteProperty(b, first);
            })
          : e,
    }),
    options: () => ({ operations: ['jobdetail'] }),
  },
  'a 4xx turned 500': {
    check: 'not_a_server_error',
    operation: 'masterData',
    breaker: () => ({ response: (e) => (e.status === 400 ? { ...e, status: 500 } : e) }),
    options: () => ({ operations: ['masterData'] }),
  },
  'a wrong content type': {
    check: 'content_type_conformance',
    operation: 'employersOfChoice',
    breaker: () => ({
      response: (e) =>
        isApi(e.url, '/middleware/employersOfChoice')
          ? { ...e, headers: { ...e.headers, 'content-type': 'text/html; charset=utf-8' } }
          : e,
    }),
    options: () => ({ operations: ['employersOfChoice'] }),
  },
  'invalid input accepted': {
    check: 'negative_data_rejection',
    operation: 'jobSave',
    // The refusal answered as the success the contract describes: only its status is wrong.
    breaker: () => ({
      response: (e) =>
        isApi(e.url, '/middleware/jobSave') && e.status === 400
          ? {
              ...e,
              status: 200,
              headers: json,
              body: JSON.stringify({ jobId: '10000003', isSaved: true, message: 'Job saved' }),
            }
          : e,
    }),
    options: () => ({ operations: ['jobSave'] }),
  },
  'valid input refused': {
    check: 'positive_data_acceptance',
    operation: 'createJobAlert',
    breaker: () => ({
      shortcut: (method, url) =>
        method === 'POST' && isApi(url, '/middleware/createJobAlert')
          ? {
              status: 400,
              headers: json,
              body: JSON.stringify({
                status: 1,
                errors: { errs: [{ msg: 'jobId: refused', param: 'jobId', location: 'body' }] },
              }),
            }
          : undefined,
    }),
    options: () => ({ operations: ['createJobAlert'] }),
  },
  'spaces around a text refused': {
    check: 'positive_data_acceptance',
    operation: 'autocompleteKeywords',
    // A backend that does not trim: ` java ` (the contract's pattern allows it) answered 400.
    breaker: () => ({
      shortcut: (_method, url) => {
        if (!isApi(url, '/middleware/autocomplete/keywords')) return undefined;
        const text = new URL(url, 'http://backend').searchParams.get('query') ?? '';
        return text === text.trim()
          ? undefined
          : {
              status: 400,
              headers: json,
              body: JSON.stringify({
                status: 1,
                errors: { errs: [{ msg: 'query: refused', param: 'query', location: 'query' }] },
              }),
            };
      },
    }),
    options: () => ({ operations: ['autocompleteKeywords'] }),
  },
  'a session ignored': {
    check: 'ignored_auth',
    operation: 'savedJobs',
    // Every request but signing in and out is forwarded with the first session the proxy saw.
    breaker: () => {
      let session: string | undefined;
      return {
        request: (_m, url, headers) =>
          session && !isApi(url, '/rio/login') && !isApi(url, '/middleware/logout')
            ? { ...headers, cookie: session }
            : headers,
        response: (e) => {
          const set = e.headers['set-cookie'];
          const line = (Array.isArray(set) ? set : set ? [set] : []).find((l) =>
            l.startsWith('MSSOCLIENT='),
          );
          if (line && !session) session = line.split(';')[0];
          return e;
        },
      };
    },
    options: () => ({ operations: ['savedJobs'] }),
  },
  'stale reads after a write': {
    check: 'ensure_resource_availability',
    operation: 'createJobAlert',
    breaker: () =>
      staleReads((e) => e.method === 'POST' && isApi(e.url, '/middleware/createJobAlert')),
    options: () => ({ operations: ['createJobAlert', 'jobAlerts'] }),
  },
  'stale reads after a delete': {
    check: 'use_after_free',
    operation: 'deleteJobAlert',
    breaker: () => staleReads((e) => e.url.startsWith('/api/middleware/deleteJobAlert/')),
    options: () => ({
      operations: ['createJobAlert', 'jobAlerts', 'editJobAlert', 'deleteJobAlert'],
    }),
  },
  'a delete that removes nothing': {
    check: 'use_after_free',
    operation: 'jobUnSave',
    // An unsave is sent on as a save (the same checks, the same answers), and answered as done.
    breaker: () => ({
      rewriteUrl: (method, url) =>
        method === 'POST' && isApi(url, '/middleware/jobUnSave')
          ? url.replace('/jobUnSave', '/jobSave')
          : url,
      response: (e) =>
        isApi(e.url, '/middleware/jobUnSave') && e.status === 200
          ? rewriteJson(e, (b) => {
              b.isSaved = false;
              b.message = 'Job unsaved';
            })
          : e,
    }),
    options: () => ({ operations: ['jobSave', 'savedJobs', 'jobUnSave'] }),
  },
  'an undeclared status': {
    check: 'status_code_conformance',
    operation: 'savedJobs',
    breaker: () => ({
      response: (e) =>
        isApi(e.url, '/middleware/savedJobs') && e.status === 200 ? { ...e, status: 203 } : e,
    }),
    options: () => ({ operations: ['savedJobs'] }),
  },
  'an answer that never comes': {
    check: 'timeout',
    operation: 'splashScreen',
    breaker: () => ({
      shortcut: (_method, url) => (isApi(url, '/middleware/splashScreen') ? 'hang' : undefined),
    }),
    options: () => ({ operations: ['splashScreen'], timeoutMs: 300 }),
  },
  'a sign-in without its Set-Cookie header': {
    check: 'response_headers_conformance',
    operation: 'rioLogin',
    breaker: () => ({
      response: (e) =>
        isApi(e.url, '/rio/login')
          ? {
              ...e,
              headers: Object.fromEntries(
                Object.entries(e.headers).filter(([k]) => k !== 'set-cookie'),
              ),
            }
          : e,
    }),
    options: () => ({ operations: ['rioLogin'] }),
  },
  'a throttled sign-in without Retry-After': {
    check: 'response_headers_conformance',
    operation: 'rioLogin',
    breaker: () => throttleWithoutRetryAfter,
    options: () => ({ operations: ['rioLogin'] }),
  },
  'a 405 that does not say which methods the path has': {
    check: 'unsupported_method',
    operation: 'splashScreen',
    breaker: () => methodNotAllowedWithoutAllow,
    options: () => ({ operations: ['splashScreen'] }),
  },
  'an answer slower than --max-response-time': {
    check: 'max_response_time',
    operation: 'splashScreen',
    breaker: () => slowSplashScreen,
    options: () => ({ operations: ['splashScreen'], maxResponseTimeMs: 500 }),
  },
  'a request served without a header the contract requires': {
    check: 'missing_required_header',
    operation: 'splashScreen',
    breaker: () => anyHeadersWelcome,
    options: (scratch) => ({
      operations: ['splashScreen'],
      contractFile: contractRequiringHeader(scratch),
    }),
  },
};

// One broken backend per check of issue 28 (tests/contract-runner/last-checks.test.ts).

/** unsupported_method: its 405s do not say which methods the path has (no Allow). */
export const methodNotAllowedWithoutAllow: Breaker = {
  response: (e) =>
    e.status === 405
      ? {
          ...e,
          headers: Object.fromEntries(Object.entries(e.headers).filter(([k]) => k !== 'allow')),
        }
      : e,
};

/** response_headers_conformance: a refused sign-in throttles (429) without Retry-After. */
export const throttleWithoutRetryAfter: Breaker = {
  response: (e) =>
    isApi(e.url, '/rio/login') && e.status === 401
      ? {
          ...e,
          status: 429,
          body: JSON.stringify({ success: false, error: 'Too many wrong passwords.' }),
        }
      : e,
};

/** max_response_time: the splash screen's data takes 1.5 s. */
export const slowSplashScreen: Breaker = {
  delayMs: (_method, url) => (isApi(url, '/middleware/splashScreen') ? 1500 : 0),
};

/** missing_required_header: serves whatever headers come (the test's contract requires one). */
export const anyHeadersWelcome: Breaker = {};
