// The one typed client of the contract. Everything that calls the API (web app, tests, tools)
// goes through createApiClient; nothing else fetches a contract path by hand.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { HTTP_MESSAGES } from './vocabulary/messages';
import { REQUEST_TIMEOUT_MS } from './vocabulary/timing';
import { SITE_HEADER } from './vocabulary/site-headers';
import type { components, paths } from './generated/schema';

export type { components, paths };
export type Schemas = components['schemas'];
export type CountryCode = Schemas['CountryCode'];
export type SiteContext = Schemas['SiteContext'];
export type ApiClient = Client<paths>;

/** The site a request is made for; sent as X-Source-Country, X-Source-Site-Context, X-Language-Code. */
export interface SiteHeaders {
  countryCode: CountryCode;
  siteContext: SiteContext;
  languageCode?: string;
}

/** Header that lets one request override the client's timeout (stripped before sending). */
const TIMEOUT_HEADER = 'X-Client-Timeout-Ms';

export interface ApiClientOptions {
  /** Where the contract's paths live: '/api' on the simulator's own origin, or a full URL. */
  baseUrl?: string;
  /** The current site, or a getter read on every request. */
  site: SiteHeaders | (() => SiteHeaders);
  /** Defaults to the global fetch. Tests pass one bound to an in-process server. */
  fetch?: FetchLike;
  timeoutMs?: number;
  /** Extra headers on every request (for example a simulator scenario name). */
  headers?: Record<string, string>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '/api',
    fetch: withDeadline(
      options.fetch ?? ((request, init) => fetch(request, init)),
      options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    ),
    credentials: 'include',
    headers: options.headers,
  });
  client.use(siteHeaders(options.site));
  return client;
}

function siteHeaders(site: ApiClientOptions['site']): Middleware {
  return {
    onRequest({ request }) {
      const current = typeof site === 'function' ? site() : site;
      request.headers.set(SITE_HEADER.country, current.countryCode);
      request.headers.set(SITE_HEADER.siteContext, current.siteContext);
      request.headers.set(SITE_HEADER.language, current.languageCode ?? 'EN');
      return request;
    },
  };
}

type FetchLike = (input: Request, init?: RequestInit) => Promise<Response>;

// The deadline races the call rather than relying on the Request's signal: a signal composed into
// a copied Request can be collected before it fires. The signal still goes to fetch so that the
// network request is cancelled too.
export function withDeadline(
  inner: FetchLike,
  defaultMs: number,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const asked = Number(request.headers.get(TIMEOUT_HEADER));
    request.headers.delete(TIMEOUT_HEADER);
    const ms = asked > 0 ? asked : defaultMs;
    const controller = new AbortController();
    const forwardAbort = () => controller.abort(request.signal.reason);
    request.signal.addEventListener('abort', forwardAbort, { once: true });
    // A call cancelled before it got here has no abort event left to hear.
    if (request.signal.aborted) forwardAbort();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        const reason = new DOMException(HTTP_MESSAGES.timeout(ms), 'TimeoutError');
        controller.abort(reason);
        reject(reason);
      }, ms);
    });
    try {
      return await Promise.race([inner(request, { signal: controller.signal }), deadline]);
    } catch (error) {
      throw asHttpClientError(error);
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', forwardAbort);
    }
  };
}

/**
 * A failed fetch with section 8's HTTP client message: a timeout keeps its own ('timeout of
 * {ms}ms exceeded'), a cancelled call says 'Request aborted', and a connection that failed says
 * 'Network Error'.
 */
function asHttpClientError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (error.name === 'TimeoutError') return error;
  if (error.name === 'AbortError') return new DOMException(HTTP_MESSAGES.aborted, 'AbortError');
  if (error instanceof TypeError) return new TypeError(HTTP_MESSAGES.network, { cause: error });
  return error;
}

/** Per-call options for a longer timeout, e.g. `{ ...withTimeout(RESUME_UPDATE_TIMEOUT_MS) }`. */
export function withTimeout(ms: number): { headers: Record<string, string> } {
  return { headers: { [TIMEOUT_HEADER]: String(ms) } };
}

/** Per-call options that send the body form-encoded, as rioLogin and resumeUpdate expect. */
export const formEncoded = {
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
} as const;
