// Forwarding to the proxy's one backend: the upstream URL (never another host), the request with
// its hop-by-hop headers dropped, and the answer read whole within bounds of size and time.
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import { request as httpsRequest } from 'node:https';

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
export interface UpstreamLimits {
  idleMs: number;
  deadlineMs: number;
}
export const UPSTREAM_LIMITS: UpstreamLimits = { idleMs: 30_000, deadlineMs: 120_000 };

export interface Upstream {
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
 * The upstream URL of a request path: the configured origin followed by the path as text. Never
 * `new URL(path, base)`, which reads a path starting `//` (`/.//HOST:PORT/…`, `/..//…`,
 * `/%2e//…`) as another host: the proxy forwards only to its own target (audit 2026-11-26, H2).
 */
export function upstreamUrl(base: URL, path: string): URL {
  const url = new URL(`${base.origin}/${path.replace(/^\/+/, '')}`);
  if (url.origin !== base.origin) throw new Error(`refused to forward outside ${base.origin}`);
  return url;
}

export function forward(
  base: URL,
  path: string,
  method: string,
  headers: IncomingHttpHeaders,
  body: Buffer,
  limits: UpstreamLimits = UPSTREAM_LIMITS,
): Promise<Upstream> {
  const url = upstreamUrl(base, path);
  const out = passHeaders(headers);
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
      () => req.destroy(new Error(`no whole answer within ${limits.deadlineMs / 1000} s`)),
      limits.deadlineMs,
    );
    req.setTimeout(limits.idleMs, () =>
      req.destroy(new Error(`nothing from the backend for ${limits.idleMs / 1000} s`)),
    );
    req.on('close', () => clearTimeout(deadline));
    req.on('error', reject);
    req.end(body);
  });
}

export function readAll(req: IncomingMessage): Promise<Buffer> {
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

export function answerHeaders(headers: IncomingHttpHeaders): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) out.append(name, item);
  }
  return out;
}

export function passHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  return out;
}
