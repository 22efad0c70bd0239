// Rules on a value's type, nullability and enumeration. A request may widen what it accepts and a
// response may narrow what it sends; the opposite breaks old clients (oasdiff's
// *-type-changed, *-became-nullable, *-enum-value-added/removed).
import type { Side } from '../document';
import type { Json, JsonObject } from '../types';
import { isRequest, report, ruleName, type SchemaContext } from './context';

/** The schema's types (3.1 arrays, `nullable`, and `{type: 'null'}` alternatives); undefined: any. */
export function typesOf(side: Side, schema: JsonObject): Set<string> | undefined {
  const types = new Set<string>();
  const own = schema.type;
  if (typeof own === 'string') types.add(own);
  if (Array.isArray(own)) for (const t of own) if (typeof t === 'string') types.add(t);
  if (schema.nullable === true) types.add('null');
  for (const key of ['oneOf', 'anyOf'] as const) {
    const list = schema[key];
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const alternative = side.object(item);
      const t = alternative.type;
      if (t === 'null' || (Array.isArray(t) && t.includes('null'))) types.add('null');
    }
  }
  if (types.size === 0 || (types.size === 1 && types.has('null') && own === undefined))
    return types.has('null') ? new Set([...types]) : undefined;
  return types;
}

/** The type names JSON Schema has: only these are printed (audit 2026-11-28, H1). */
const JSON_SCHEMA_TYPES = new Set([
  'string',
  'number',
  'integer',
  'boolean',
  'object',
  'array',
  'null',
]);

function shownTypes(types: Set<string>): string {
  return [...types]
    .map((t) => (JSON_SCHEMA_TYPES.has(t) ? t : '(not a JSON Schema type)'))
    .join('|');
}

/** An enumeration's value as the table shows it: JSON, cut short. */
function shownValue(value: Json): string {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

function nonNull(types: Set<string>): Set<string> {
  return new Set([...types].filter((t) => t !== 'null'));
}

/** Every value of `inner` is a value of `outer` (an integer is a number). */
function covers(outer: Set<string>, inner: Set<string>): boolean {
  return [...inner].every((t) => outer.has(t) || (t === 'integer' && outer.has('number')));
}

export function compareTypes(ctx: SchemaContext, base: JsonObject, revision: JsonObject): void {
  const before = typesOf(ctx.base, base);
  const after = typesOf(ctx.revision, revision);
  const request = isRequest(ctx);
  if (before && after) {
    const b = nonNull(before);
    const a = nonNull(after);
    const same = b.size === a.size && covers(a, b) && covers(b, a);
    if (!same && b.size > 0 && a.size > 0) {
      const widened = covers(a, b);
      const narrowed = covers(b, a);
      const harmless = request ? widened : narrowed;
      const text = `type ${shownTypes(b)} → ${shownTypes(a)}`;
      report(
        ctx,
        ruleName(ctx, harmless ? (request ? 'type-generalized' : 'type-narrowed') : 'type-changed'),
        harmless ? 'non-breaking' : 'breaking',
        text,
      );
    }
  }
  const wasNullable = before?.has('null') === true;
  const isNullable = after?.has('null') === true;
  if (wasNullable && !isNullable)
    report(
      ctx,
      ruleName(ctx, 'became-not-nullable'),
      request ? 'breaking' : 'non-breaking',
      'no longer nullable',
    );
  if (!wasNullable && isNullable)
    report(
      ctx,
      ruleName(ctx, 'became-nullable'),
      request ? 'non-breaking' : 'breaking',
      'became nullable',
    );
}

function enumOf(schema: JsonObject): Json[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  return schema.const !== undefined ? [schema.const] : undefined;
}

export function compareEnums(ctx: SchemaContext, base: JsonObject, revision: JsonObject): void {
  const before = enumOf(base);
  const after = enumOf(revision);
  const request = isRequest(ctx);
  if (!before && after) {
    report(
      ctx,
      ruleName(ctx, 'enum-added'),
      request ? 'breaking' : 'non-breaking',
      `now limited to ${after.slice(0, 20).map(shownValue).join(', ')}${after.length > 20 ? ` and ${after.length - 20} more` : ''}`,
    );
    return;
  }
  if (before && !after) {
    report(
      ctx,
      ruleName(ctx, 'enum-removed'),
      request ? 'non-breaking' : 'breaking',
      'no longer an enumeration',
    );
    return;
  }
  if (!before || !after) return;
  const key = (v: Json) => JSON.stringify(v);
  const had = new Set(before.map(key));
  const has = new Set(after.map(key));
  for (const value of after.filter((v) => !had.has(key(v))))
    report(
      ctx,
      ruleName(ctx, 'enum-value-added'),
      request ? 'non-breaking' : 'breaking',
      `enum value ${shownValue(value)} added`,
    );
  for (const value of before.filter((v) => !has.has(key(v))))
    report(
      ctx,
      ruleName(ctx, 'enum-value-removed'),
      request ? 'breaking' : 'non-breaking',
      `enum value ${shownValue(value)} removed`,
    );
}
