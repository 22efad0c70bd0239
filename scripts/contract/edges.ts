// Edge variants of a valid request, as peers' generators make them (Specmatic, Schemathesis): a
// list entry repeated where the schema allows repeats, a range's min above its max, another of a
// pattern's literal alternatives (another site's dial code), a text with spaces around it. A
// backend that refuses one with 400 calls a request the contract allows a broken one; the runner
// keeps a variant only when the contract allows it (positive.ts).
import { asSchema, type Json, type JsonObject, type Schema } from '../../openapi/runtime/contract';
import type { Rng } from '../../sim-server/catalogue/rng';

export type EdgeKind = 'repeated entry' | 'inverted range' | 'other alternative' | 'spaces around';

/** One changed value: its kind and where it is (`body.skills`, `query.maxSalary`). */
export interface Edge {
  kind: EdgeKind;
  where: string;
}

/** A set of named values (a body object, or the query's parameters) with their schemas. */
export interface Fields {
  values: Record<string, Json | undefined>;
  schemaOf: (name: string) => Schema | undefined;
}

export interface EdgeVariant {
  edge: Edge;
  values: Record<string, Json | undefined>;
}

/** The low end of a range whose high end is `max…` (minSalary and maxSalary). */
const RANGE_LOW = /^min(.+)$/;

/** The literals of a pattern that is only an alternation of them: `^(?:91|971|65)$`. */
export function patternLiterals(pattern: unknown): string[] {
  if (typeof pattern !== 'string') return [];
  const match = /^\^\(\?:([\w|]+)\)\$$/.exec(pattern) ?? /^\^([\w|]+)\$$/.exec(pattern);
  if (!match?.[1]?.includes('|')) return [];
  return match[1].split('|');
}

function repeats(value: Json | undefined, schema: JsonObject): Json[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || schema.uniqueItems === true) return undefined;
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  if (value.length >= max) return undefined;
  return [...value, value[0] ?? null];
}

function otherAlternative(
  value: Json | undefined,
  schema: JsonObject,
  rng: Rng,
): string | undefined {
  if (typeof value !== 'string') return undefined;
  const others = patternLiterals(schema.pattern).filter((literal) => literal !== value);
  return others.length > 0 ? others[rng.int(0, others.length - 1)] : undefined;
}

/** Secrets are kept as typed: a space is part of a password, and a wrong one spends attempts. */
const SECRET = /password|secret|token|otp/i;

function padded(name: string, value: Json | undefined, schema: JsonObject): string | undefined {
  if (typeof value !== 'string' || value.trim() === '' || SECRET.test(name)) return undefined;
  if (Array.isArray(schema.enum) || schema.format !== undefined || schema.const !== undefined)
    return undefined;
  if (patternLiterals(schema.pattern).length > 0) return undefined;
  return ` ${value} `;
}

/** Each edge variant of `fields` (one changed value each, two for a range), in a fixed order. */
export function edgeVariants(fields: Fields, prefix: string, rng: Rng): EdgeVariant[] {
  const out: EdgeVariant[] = [];
  const names = Object.keys(fields.values).filter((n) => fields.values[n] !== undefined);
  const change = (kind: EdgeKind, name: string, value: Json) =>
    out.push({
      edge: { kind, where: `${prefix}.${name}` },
      values: { ...fields.values, [name]: value },
    });
  for (const name of names) {
    const value = fields.values[name];
    const schema = asSchema(fields.schemaOf(name) ?? {});
    if (typeof schema === 'boolean') continue;
    const repeated = repeats(value, schema);
    if (repeated) change('repeated entry', name, repeated);
    const other = otherAlternative(value, schema, rng);
    if (other !== undefined) change('other alternative', name, other);
    const spaced = padded(name, value, schema);
    if (spaced !== undefined) change('spaces around', name, spaced);
    const range = RANGE_LOW.exec(name);
    if (range?.[1]) {
      const maxName = `max${range[1]}`;
      if (fields.schemaOf(maxName) !== undefined && typeof value === 'number') {
        const high = Math.max(value, 1) * 2;
        out.push({
          edge: { kind: 'inverted range', where: `${prefix}.${name}>${maxName}` },
          values: { ...fields.values, [name]: high, [maxName]: Math.floor(high / 2) },
        });
      }
    }
  }
  return out;
}
