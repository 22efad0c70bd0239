// Rules on an operation's parameters (query, header, path, cookie). Old clients send what the base
// declared: a new required parameter, one that became required, or one moved to another location
// is refused from them (oasdiff's new-required-request-parameter, request-parameter-became-required;
// a location change is its removal plus an addition there, named here as one change).
import type { OperationView, ParameterView } from '../document';
import type { Change } from '../types';
import { type SchemaContext } from './context';
import { docChanges } from './docs';
import { compareSchema } from './schemas';

export interface Pair {
  base: OperationView;
  revision: OperationView;
}

function change(
  pair: Pair,
  p: ParameterView,
  rule: string,
  breaking: boolean,
  what: string,
): Change {
  return {
    operationId: pair.base.operationId,
    location: p.location,
    rule,
    level: breaking ? 'breaking' : 'non-breaking',
    detail: `${p.in} parameter "${p.name}": ${what}`,
    scope: { kind: 'parameter', in: p.in, name: p.name },
  };
}

function isRequired(p: ParameterView): boolean {
  return p.node.required === true || p.in === 'path';
}

export function compareParameters(
  pair: Pair,
  base: SchemaContext['base'],
  revision: SchemaContext['revision'],
  emit: (change: Change) => void,
): void {
  const before = pair.base.parameters;
  const after = pair.revision.parameters;
  for (const [key, p] of before) {
    const now = after.get(key);
    if (!now) {
      const moved = [...after.values()].find(
        (q) => q.name.toLowerCase() === p.name.toLowerCase() && !before.has(q.key),
      );
      emit(
        moved
          ? change(
              pair,
              moved,
              'request-parameter-location-changed',
              true,
              `moved from ${p.in} to ${moved.in}`,
            )
          : // A backend that keeps the contract refuses a parameter it no longer declares.
            change(pair, p, 'request-parameter-removed', true, 'removed'),
      );
      continue;
    }
    if (!isRequired(p) && isRequired(now))
      emit(change(pair, now, 'request-parameter-became-required', true, 'became required'));
    if (isRequired(p) && !isRequired(now))
      emit(change(pair, now, 'request-parameter-became-optional', false, 'became optional'));
    for (const key of ['style', 'explode'] as const)
      if (JSON.stringify(p.node[key]) !== JSON.stringify(now.node[key]))
        emit(change(pair, now, `request-parameter-${key}-changed`, true, `${key} changed`));
    for (const suffix of docChanges(p.node, now.node))
      emit(change(pair, now, `request-parameter-${suffix}`, false, suffix.replace('-', ' ')));
    compareSchema(
      {
        base,
        revision,
        operationId: pair.base.operationId,
        subject: 'request-parameter',
        field: [],
        baseAt: `${p.location}/schema`,
        revisionAt: `${now.location}/schema`,
        scope: () => ({ kind: 'parameter', in: now.in, name: now.name }),
        owner: `${now.in} parameter "${now.name}"`,
        seen: new Set(),
        emit,
      },
      p.node.schema,
      now.node.schema,
    );
  }
  for (const [key, p] of after) {
    if (before.has(key)) continue;
    const moved = [...before.values()].some(
      (q) => q.name.toLowerCase() === p.name.toLowerCase() && !after.has(q.key),
    );
    if (moved) continue;
    const required = isRequired(p);
    emit(
      change(
        pair,
        p,
        `new-${required ? 'required' : 'optional'}-request-parameter`,
        required,
        'added',
      ),
    );
  }
}
