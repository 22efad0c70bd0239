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
import type { AddressInfo } from 'node:net';

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
        { host: upstream.hostname, port: upstream.port, method, path: url, headers },
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
