// The HTTP shell of the API: a raw Node request under /api becomes an ApiRequest for the pipeline,
// and its outcome goes back on the socket. No framework: routing, validation and answers all
// belong to the pipeline.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookies } from 'cookie';
import type { SimContext } from '../context';
import { TIMEOUT_FAULT_HOLD_MS } from '../control/faults';
import { apiTarget } from '../../openapi/runtime/exchange';
import { readRequestBody } from '../../openapi/runtime/request-body';
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
  const outcome = await handleApiRequest(context, {
    method: (req.method ?? 'GET').toUpperCase(),
    ...apiTarget(req.url ?? '', API_PREFIX),
    url: req.url ?? '',
    headers: req.headers,
    client: req.socket.remoteAddress ?? 'unknown',
    cookies: cookiesOf(req),
    body: await readRequestBody(req),
  });
  send(req, res, outcome);
}
