// Mixing (issue 29): a half-built backend made whole. The proxy answers the operations it is told
// to simulate (`--simulate op1,op2`) from a simulator (`--simulator URL`) and forwards the rest to
// its target; the journal and the recording say which answered (`answeredBy`).
import type { ContractOperation } from '../../openapi/runtime/contract';
import type { AnsweredBy } from '../../openapi/runtime/journal';
import { usageError } from '../lib/cli';

/** Where the proxy sends a request: its target, or the simulator for the simulated operations. */
export interface Backends {
  target: URL;
  simulator?: { url: URL; operations: ReadonlySet<string> };
}

/**
 * The operation ids to simulate, each checked against the contract: an unknown id (a typo, an
 * operation of another contract) stops the proxy at start with a message naming it, rather than
 * leaving the operation silently forwarded to a target that cannot answer it.
 */
export function simulatedOperations(
  ids: readonly string[],
  operations: readonly ContractOperation[],
): Set<string> {
  const known = new Set(operations.map((o) => o.operationId));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw usageError(
      `--simulate names ${unknown.length === 1 ? 'an operation' : 'operations'} the contract does not have: ${unknown.join(', ')}`,
    );
  if (ids.length === 0) throw usageError('--simulate names no operation');
  return new Set(ids);
}

/** The API base URL of a backend: its own path if it has one, else the contract's server path. */
export function apiBase(backend: string, serverPath: string): URL {
  const url = new URL(backend);
  return new URL(
    url.pathname === '/' ? `${url.origin}${serverPath}/` : `${backend.replace(/\/$/, '')}/`,
  );
}

/** Which backend answers an operation (undefined: a request that names none goes to the target). */
export function backendFor(
  backends: Backends,
  operationId: string | undefined,
): { base: URL; answeredBy: AnsweredBy } {
  const simulator = backends.simulator;
  return simulator && operationId !== undefined && simulator.operations.has(operationId)
    ? { base: simulator.url, answeredBy: 'simulator' }
    : { base: backends.target, answeredBy: 'target' };
}
