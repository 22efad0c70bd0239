// The walk over two schemas of one place in the exchange: the rules of types, enumerations, bounds
// and words at each node, and down through properties, items and alternatives. Which change breaks
// depends on the side (see context.ts): a request is what old clients send, a response what they
// read.
import { EXIT, ToolError } from '../../lib/cli';
import { isObject, type Json, type JsonObject } from '../types';
import { compareBounds } from './bounds';
import { child, isRequest, report, ruleName, type SchemaContext } from './context';
import { compareDocs } from './docs';
import { compareEnums, compareTypes } from './types';

function requiredOf(schema: JsonObject): Set<string> {
  return new Set(
    Array.isArray(schema.required) ? schema.required.filter((r) => typeof r === 'string') : [],
  );
}

/** allOf parts folded into one view of properties and required names (the contract's use). */
function flatten(ctx: SchemaContext, side: 'base' | 'revision', schema: JsonObject): JsonObject {
  if (!Array.isArray(schema.allOf)) return schema;
  const resolver = side === 'base' ? ctx.base : ctx.revision;
  const properties: JsonObject = {};
  const required = new Set(requiredOf(schema));
  for (const part of [schema, ...schema.allOf.map((p) => resolver.object(p))]) {
    const own = resolver.object(part.properties);
    Object.assign(properties, own);
    for (const name of requiredOf(part)) required.add(name);
  }
  return { ...schema, properties, required: [...required] };
}

function compareProperties(ctx: SchemaContext, base: JsonObject, revision: JsonObject): void {
  const before = ctx.base.object(base.properties);
  const after = ctx.revision.object(revision.properties);
  const wasRequired = requiredOf(base);
  const isRequired = requiredOf(revision);
  const request = isRequest(ctx);
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const down = child(ctx, name, ['properties', name]);
    if (!(name in after)) {
      // A request field dropped is ignored unless the schema now refuses unknown fields.
      const breaking = request ? revision.additionalProperties === false : true;
      report(
        down,
        request ? 'request-property-removed' : 'response-property-removed',
        breaking ? 'breaking' : 'non-breaking',
        'removed',
        true,
      );
      continue;
    }
    if (!(name in before)) {
      const required = isRequired.has(name);
      const rule = request
        ? `new-${required ? 'required' : 'optional'}-request-property`
        : `response-${required ? 'required' : 'optional'}-property-added`;
      report(down, rule, request && required ? 'breaking' : 'non-breaking', 'added');
      continue;
    }
    if (wasRequired.has(name) && !isRequired.has(name))
      report(
        down,
        ruleName(down, 'became-optional'),
        request ? 'non-breaking' : 'breaking',
        'became optional',
      );
    if (!wasRequired.has(name) && isRequired.has(name))
      report(
        down,
        ruleName(down, 'became-required'),
        request ? 'breaking' : 'non-breaking',
        'became required',
      );
    compareSchema(down, before[name], after[name]);
  }
}

/** oneOf/anyOf alternatives other than `{type: null}` (nullability is a rule of its own). */
function alternatives(
  ctx: SchemaContext,
  side: 'base' | 'revision',
  schema: JsonObject,
  key: string,
): Array<{ value: Json; index: number }> {
  const list = schema[key];
  if (!Array.isArray(list)) return [];
  const resolver = side === 'base' ? ctx.base : ctx.revision;
  return list
    .map((value, index) => ({ value, index }))
    .filter(({ value }) => resolver.object(value).type !== 'null');
}

function compareAlternatives(ctx: SchemaContext, base: JsonObject, revision: JsonObject): void {
  for (const key of ['oneOf', 'anyOf']) {
    const before = alternatives(ctx, 'base', base, key);
    const after = alternatives(ctx, 'revision', revision, key);
    if (before.length === after.length) {
      before.forEach((b, i) => {
        const a = after[i];
        if (a)
          compareSchema(
            child(ctx, undefined, [key, String(b.index)], [key, String(a.index)]),
            b.value,
            a.value,
          );
      });
      continue;
    }
    // More alternatives: a request accepts more, a response may send what clients do not know.
    const more = after.length > before.length;
    const name = more
      ? `${key.toLowerCase().replace('of', '-of')}-added`
      : `${key.toLowerCase().replace('of', '-of')}-removed`;
    report(
      ctx,
      ruleName(ctx, name),
      isRequest(ctx) === more ? 'non-breaking' : 'breaking',
      `${key} ${before.length} → ${after.length} alternatives`,
    );
  }
}

/**
 * Schema nodes one diff may walk. A subschema several places share is walked at each, so $refs
 * nested ten wide nine deep (4 KB of contract) ask for 10⁹ nodes and the diff never ended (audit
 * 2026-11-28, M6, with YAML aliases; load.ts refuses those). This repository's contract compared
 * with itself walks about 5,000: twenty times that is room to grow, and a refusal within seconds.
 */
export const MAX_NODES_WALKED = 100_000;
const walked = new WeakMap<SchemaContext['base'], number>();

/** Counts a node against the diff's budget (keyed by its base side: one per diff). */
function walk(ctx: SchemaContext): void {
  const count = (walked.get(ctx.base) ?? 0) + 1;
  walked.set(ctx.base, count);
  if (count === MAX_NODES_WALKED + 1)
    throw new ToolError(
      EXIT.badFile,
      `the contracts share subschemas so deeply that comparing them walks more than ${MAX_NODES_WALKED.toLocaleString('en')} schema nodes (at ${ctx.operationId} ${ctx.revisionAt}): refused`,
    );
}

/**
 * A changed default (oasdiff's *-default-value-changed). On a request it is breaking: a client
 * that leaves the value out gets other behaviour (PageSize 25 → 50: other pages); a default added
 * or removed, or one on a response (an annotation there), is listed as non-breaking.
 */
function compareDefault(ctx: SchemaContext, base: JsonObject, revision: JsonObject): void {
  if (!('default' in base) && !('default' in revision)) return;
  if (JSON.stringify(base.default) === JSON.stringify(revision.default)) return;
  const changed = 'default' in base && 'default' in revision;
  report(
    ctx,
    ruleName(ctx, 'default-value-changed'),
    changed && isRequest(ctx) ? 'breaking' : 'non-breaking',
    `default ${JSON.stringify(base.default) ?? 'none'} → ${JSON.stringify(revision.default) ?? 'none'}`,
  );
}

export function compareSchema(
  ctx: SchemaContext,
  baseValue: Json | undefined,
  revisionValue: Json | undefined,
): void {
  walk(ctx);
  const pair = `${ctx.base.refOf(baseValue) ?? ''}|${ctx.revision.refOf(revisionValue) ?? ''}`;
  if (pair !== '|') {
    if (ctx.seen.has(pair)) return;
    ctx = { ...ctx, seen: new Set([...ctx.seen, pair]) };
  }
  const baseResolved = ctx.base.resolve(baseValue);
  const revisionResolved = ctx.revision.resolve(revisionValue);
  if (!isObject(baseResolved) || !isObject(revisionResolved)) return;
  const base = flatten(ctx, 'base', baseResolved);
  const revision = flatten(ctx, 'revision', revisionResolved);
  compareDocs(ctx, base, revision);
  compareDefault(ctx, base, revision);
  compareTypes(ctx, base, revision);
  compareEnums(ctx, base, revision);
  compareBounds(ctx, base, revision);
  compareProperties(ctx, base, revision);
  if (base.items !== undefined || revision.items !== undefined)
    compareSchema(child(ctx, '[]', ['items']), base.items, revision.items);
  compareAlternatives(ctx, base, revision);
}
