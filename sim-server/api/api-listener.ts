// The HTTP shell of the API: a raw Node request under /api becomes an ApiRequest for the pipeline,
// and its outcome goes back on the socket. No framework: routing, validation and answers all
// belong to the pipeline.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookies } from 'cookie';
import type { SimContext } from '../context';
import { TIMEOUT_FAULT_HOLD_MS } from '../control/faults';
import { readRequestBody } from '../http/request-body';
import { handleApiRequest, type ApiOutcome } from './pipeline';
import type { Cookies } from './request-state';

/** Where the API is mounted: the contract's server URL. */
export const API_PREFIX = '/api';

export function isApiRequest(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

function cookiesOf(req: IncomingMessage): Cookies {
  const header = req.headers.cookie;
  if (!header) return {};
  const parsed = parseCookies(header);
  const cookies: Cookies = {};
  for (const [name, value] of Object.entries(parsed))
    if (value !== undefined) cookies[name] = value;
  return cookies;
}

/** Each path segment percent-decoded, unless that would make a new segment or cannot be done. */
function decodedPath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        const decoded = decodeURIComponent(segment);
        return decoded.includes('/') ? segment : decoded;
      } catch {
        return segment;
      }
    })
    .join('/');
}

function send(req: IncomingMessage, res: ServerResponse, outcome: ApiOutcome): void {
  if (outcome.kind === 'drop') {
    req.socket.destroy();
    return;
  }
  if (outcome.kind === 'hold') {
    const timer = setTimeout(() => req.socket.destroy(), TIMEOUT_FAULT_HOLD_MS);
    req.socket.once('close', () => clearTimeout(timer));
    return;
  }
  res.writeHead(outcome.status, outcome.headers);
  res.end(outcome.body);
}

/** Serves one API request; the URL starts with API_PREFIX. */
export async function serveApiRequest(
  context: SimContext,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = (req.url ?? '').slice(API_PREFIX.length) || '/';
  const at = url.indexOf('?');
  const outcome = await handleApiRequest(context, {
    method: (req.method ?? 'GET').toUpperCase(),
    path: decodedPath(at < 0 ? url : url.slice(0, at)),
    query: at < 0 ? '' : url.slice(at + 1),
    url: req.url ?? '',
    headers: req.headers,
    cookies: cookiesOf(req),
    body: await readRequestBody(req),
  });
  send(req, res, outcome);
}
