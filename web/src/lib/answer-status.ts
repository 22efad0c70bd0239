// The HTTP status of a failed answer, kept on its body. TanStack Query hooks made by
// openapi-react-query throw the answer's body, not the response, so a page part could not tell a
// session that ended (401) from any other failure. The client tags each failure body with its
// status under a symbol: not a field (JSON, key lists and equality never see it).
//
// A failed answer with an empty body (a 502 from a proxy in front of the service) has no body to
// tag: openapi-fetch gives '' or undefined as its error, which the query hooks take for no error
// at all, so a save "succeeded" with nothing (the UX walk's D4). Such an answer's error becomes
// an empty body, tagged like the others.
import type { ApiClient } from '../../../openapi/client';
import { wrapCalls } from './client-calls';

const STATUS = Symbol('httpStatus');

/** The status the answer whose body this is came with, when it is a tagged failure body. */
export function answerStatus(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const status: unknown = (body as { [STATUS]?: unknown })[STATUS];
  return typeof status === 'number' ? status : undefined;
}

/** The client whose failure bodies carry their status (answerStatus). */
export function taggingStatus(client: ApiClient): ApiClient {
  return wrapCalls(client, (_method, original) => async (path, init) => {
    const result = await original(path, init);
    const { response } = result;
    const error = !response.ok && (result.error ?? '') === '' ? {} : result.error;
    if (typeof error === 'object' && error !== null && Object.isExtensible(error))
      Object.defineProperty(error, STATUS, { value: response.status });
    return error === result.error ? result : { ...result, error };
  });
}
