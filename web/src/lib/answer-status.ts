// The HTTP status of a failed answer, kept on its body. TanStack Query hooks made by
// openapi-react-query throw the answer's body, not the response, so a page part could not tell a
// session that ended (401) from any other failure. The client tags each failure body with its
// status under a symbol: not a field (JSON, key lists and equality never see it).
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
    const { error, response } = result;
    if (typeof error === 'object' && error !== null && Object.isExtensible(error))
      Object.defineProperty(error, STATUS, { value: response.status });
    return result;
  });
}
