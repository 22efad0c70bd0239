// Rules on operations as wholes: removed, added, moved to another path or method, renamed,
// deprecated, their security and their words. Operations are paired by operationId (the name the
// generated client and the usage file know), else by method and path (a renamed operation).
import type { OperationView } from '../document';
import type { Change } from '../types';
import { docChanges } from './docs';
import { routeShape } from './parameters';
import { compareSecurity } from './security';

export interface Pairing {
  pairs: Array<{ base: OperationView; revision: OperationView }>;
}

function operationChange(
  op: OperationView,
  location: string,
  rule: string,
  breaking: boolean,
  detail: string,
): Change {
  return {
    operationId: op.operationId,
    location,
    rule,
    level: breaking ? 'breaking' : 'non-breaking',
    detail,
    scope: { kind: 'operation' },
  };
}

export function pairOperations(
  base: Map<string, OperationView>,
  revision: Map<string, OperationView>,
  emit: (change: Change) => void,
): Pairing {
  const pairs: Pairing['pairs'] = [];
  const paired = new Set<string>();
  const byRoute = new Map([...revision.values()].map((op) => [`${op.method} ${op.path}`, op]));
  for (const [id, op] of base) {
    let now = revision.get(id);
    if (!now) {
      const renamed = byRoute.get(`${op.method} ${op.path}`);
      if (renamed && !base.has(renamed.operationId)) {
        now = renamed;
        emit(
          operationChange(
            op,
            renamed.location,
            'api-operation-id-updated',
            true,
            `operationId ${id} → ${renamed.operationId}`,
          ),
        );
      }
    }
    if (!now) {
      emit(
        operationChange(
          op,
          op.location,
          op.node.deprecated === true
            ? 'api-removed-with-deprecation'
            : 'api-removed-without-deprecation',
          true,
          `${op.method.toUpperCase()} ${op.path} removed`,
        ),
      );
      continue;
    }
    paired.add(now.operationId);
    pairs.push({ base: op, revision: now });
  }
  for (const [id, op] of revision)
    if (!paired.has(id))
      emit(
        operationChange(
          op,
          op.location,
          'endpoint-added',
          false,
          `${op.method.toUpperCase()} ${op.path} added`,
        ),
      );
  return { pairs };
}

/** What changed on the operation itself (not its parameters, body or responses). */
export function compareOperation(
  pair: { base: OperationView; revision: OperationView },
  emit: (change: Change) => void,
): void {
  const { base, revision } = pair;
  const here = (rule: string, breaking: boolean, detail: string) =>
    emit({ ...operationChange(base, revision.location, rule, breaking, detail) });
  if (base.path !== revision.path) {
    // Only the template's variable names changed: the same URLs reach the operation.
    const sameRoute = routeShape(base.path) === routeShape(revision.path);
    here(
      sameRoute ? 'api-path-template-renamed' : 'api-path-changed',
      !sameRoute,
      `path ${base.path} → ${revision.path}`,
    );
  }
  if (base.method !== revision.method)
    here(
      'api-method-changed',
      true,
      `method ${base.method.toUpperCase()} → ${revision.method.toUpperCase()}`,
    );
  if (base.node.deprecated !== true && revision.node.deprecated === true)
    here('endpoint-deprecated', false, 'deprecated');
  if (base.node.deprecated === true && revision.node.deprecated !== true)
    here('endpoint-reactivated', false, 'no longer deprecated');
  const security = compareSecurity(base.security, revision.security);
  if (security) here(security.rule, security.breaking, security.detail);
  for (const suffix of docChanges(base.node, revision.node))
    here(`api-${suffix}`, false, suffix.replace('-', ' '));
}
