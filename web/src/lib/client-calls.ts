// The typed client with each of its call methods wrapped: what the status tag (answer-status.ts)
// and the usage recorder (usage-recorder.ts) add around every call, written once.
import type { ApiClient } from '../../../openapi/client';

const CLIENT_METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'] as const;
export type ClientMethod = (typeof CLIENT_METHODS)[number];

/** One call as the wrappers see it: the path and init in, openapi-fetch's result out. */
export type ClientCall = (
  path: string,
  init?: unknown,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/** A copy of `client` whose call methods are `wrap` of the original ones. */
export function wrapCalls(
  client: ApiClient,
  wrap: (method: ClientMethod, original: ClientCall) => ClientCall,
): ApiClient {
  const wrapped = { ...client };
  for (const method of CLIENT_METHODS)
    Object.assign(wrapped, { [method]: wrap(method, client[method] as ClientCall) });
  return wrapped;
}
