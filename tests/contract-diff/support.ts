// Mutations of the real contract (its bundled form) for the diff's tests, and the diff's verdict as
// a set of `rule:level` pairs (a change to a shared schema repeats in every operation using it).
import { readFileSync } from 'node:fs';
import { diffContracts } from '../../scripts/contract-diff/diff';
import { isObject, type Json, type JsonObject } from '../../scripts/contract-diff/types';
import type { Usage } from '../../scripts/usage/usage-file';

const BUNDLED = JSON.parse(readFileSync('openapi/dist/openapi.json', 'utf8')) as JsonObject;

export function realContract(): JsonObject {
  return structuredClone(BUNDLED);
}

/** The object at a path of keys (array indexes as numbers); throws when there is none. */
export function node(doc: JsonObject, ...path: Array<string | number>): JsonObject {
  let at: Json | undefined = doc;
  for (const key of path)
    at = Array.isArray(at) ? at[Number(key)] : isObject(at) ? at[String(key)] : undefined;
  if (!isObject(at)) throw new Error(`No object at ${path.join('/')}`);
  return at;
}

/** An array at a path of keys. */
export function list(doc: JsonObject, ...path: string[]): Json[] {
  const parent = node(doc, ...path.slice(0, -1));
  const value = parent[path[path.length - 1] ?? ''];
  if (!Array.isArray(value)) throw new Error(`No array at ${path.join('/')}`);
  return value;
}

export function schema(doc: JsonObject, name: string): JsonObject {
  return node(doc, 'components', 'schemas', name);
}

export function operation(doc: JsonObject, path: string, method: string): JsonObject {
  return node(doc, 'paths', path, method);
}

export function diffMutation(mutate: (doc: JsonObject) => void, usage: Usage = { operations: {} }) {
  const revision = realContract();
  mutate(revision);
  return diffContracts(BUNDLED, revision, usage);
}

export function verdicts(mutate: (doc: JsonObject) => void): string[] {
  const { changes } = diffMutation(mutate);
  return [...new Set(changes.map((c) => `${c.rule}:${c.level}`))].sort();
}
