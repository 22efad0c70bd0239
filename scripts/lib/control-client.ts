// The simulator's control API (/__sim) as the tools call it: the typed client of
// openapi/sim-control.yaml, with the API client's deadline.
import createClient from 'openapi-fetch';
import { withDeadline } from '../../openapi/client';
import type { paths as ControlPaths } from '../../openapi/generated/sim-control';
import { REQUEST_TIMEOUT_MS } from '../../openapi/vocabulary/timing';

export type ControlClient = ReturnType<typeof createClient<ControlPaths>>;
export type FaultInput =
  ControlPaths['/faults']['post']['requestBody']['content']['application/json'];

/**
 * The control API's client, with the API client's deadline: a backend that never answers ends
 * the tool with an error instead of holding it forever (audit 2026-11-26, M8).
 */
export function controlClient(baseUrl: string, timeoutMs = REQUEST_TIMEOUT_MS): ControlClient {
  return createClient<ControlPaths>({
    baseUrl: `${baseUrl}/__sim`,
    fetch: withDeadline((request, init) => globalThis.fetch(request, init), timeoutMs),
  });
}
