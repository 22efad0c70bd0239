// Rules on an operation's parameters (query, header, path, cookie). Old clients send what the base
// declared: a new required parameter, one that became required, or one moved to another location
// is refused from them (oasdiff's new-required-request-parameter, request-parameter-became-required;
// a location change is its removal plus an addition there, named here as one change).
import { parameterKey, type OperationView, type ParameterView } from '../document';
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

/** A path template's variables in order: `/x/{jobId}/y/{n}` → jobId, n. */
function templateVariables(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
}

/** The path's shape without its variables' names: `/x/{jobId}` and `/x/{id}` are one route. */
export function routeShape(path: string): string {
  return path.replace(/\{[^}]+\}/g, '{}');
}

/**
 * Path variables renamed in place, base name → revision name: the same URLs reach the operation
 * (a client fills the template by position of its own copy), so a rename breaks no one.
 */
function renamedPathVariables(pair: Pair): Map<string, string> {
  const renamed = new Map<string, string>();
  if (routeShape(pair.base.path) !== routeShape(pair.revision.path)) return renamed;
  const before = templateVariables(pair.base.path);
  const after = templateVariables(pair.revision.path);
  before.forEach((name, i) => {
    const now = after[i];
    if (now !== undefined && now !== name) renamed.set(name, now);
  });
  return renamed;
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
  const renamed = renamedPathVariables(pair);
  const renamedTo = new Set([...renamed.values()].map((name) => parameterKey('path', name)));
  for (const [key, p] of before) {
    const newName = p.in === 'path' ? renamed.get(p.name) : undefined;
    const now = after.get(newName === undefined ? key : parameterKey('path', newName));
    if (now && newName !== undefined)
      emit(change(pair, now, 'request-path-parameter-renamed', false, `renamed from "${p.name}"`));
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
    if (before.has(key) || renamedTo.has(key)) continue;
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
