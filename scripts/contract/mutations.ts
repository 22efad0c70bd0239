// Values that break a schema, Schemathesis-style: wrong types, out of range, too long or too
// short, outside the enum, against the pattern or format. Candidates only: the caller keeps those
// the validator confirms are invalid, so a mutation never sends a value the contract allows.
import type { Json, JsonObject, Schema } from '../../openapi/runtime/contract';
import type { Rng } from '../../sim-server/catalogue/rng';

export interface Mutation {
  /** What broke: `wrong type`, `over-long`, `out of range`... */
  reason: string;
  value: Json;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typesOf(schema: JsonObject): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type))
    return schema.type.filter((t): t is string => typeof t === 'string');
  if (isObject(schema.properties)) return ['object'];
  if (schema.items !== undefined) return ['array'];
  return [];
}

const WEIRD_TEXTS = [
  '@@@',
  'a b',
  '../..',
  '<script>',
  '%00',
  'ünï',
  '-1',
  '1.5',
  'true',
  'null',
  '{}',
  '[]',
  '😀',
  '\\',
  "'",
];

function randomText(rng: Rng, length: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.@ ~!';
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[rng.int(0, alphabet.length - 1)];
  return out;
}

/** Systematic mutations of a value of `schema`; `textual` when the value travels as text. */
export function mutationsOf(schema: Schema, textual: boolean): Mutation[] {
  if (!isObject(schema)) return [];
  const types = typesOf(schema);
  const out: Mutation[] = [];
  const add = (reason: string, value: Json) => out.push({ reason, value });
  if (!types.includes('string')) {
    add('wrong type', 'not-a-number');
    add('wrong type', 'abc');
  }
  if (!textual) {
    if (!types.includes('integer') && !types.includes('number')) add('wrong type', 12345);
    if (!types.includes('boolean')) add('wrong type', true);
    if (!types.includes('null')) add('wrong type', null);
    if (!types.includes('array')) add('wrong type', ['x']);
    if (!types.includes('object')) add('wrong type', { unexpected: 1 });
  }
  if (types.includes('integer')) add('not an integer', 1.5);
  for (const [key, delta, reason] of [
    ['minimum', -1, 'below minimum'],
    ['maximum', 1, 'above maximum'],
    ['exclusiveMinimum', 0, 'at exclusive minimum'],
    ['exclusiveMaximum', 0, 'at exclusive maximum'],
  ] as const) {
    const bound = schema[key];
    if (typeof bound === 'number') add(reason, bound + delta);
  }
  if (types.includes('integer') || types.includes('number')) add('out of range', 1e21);
  if (typeof schema.maxLength === 'number') {
    add('over-long', 'x'.repeat(schema.maxLength + 1));
    add('over-long', 'y'.repeat(Math.min(schema.maxLength * 2 + 7, 70000)));
  }
  if (typeof schema.minLength === 'number' && schema.minLength > 0)
    add('too short', 'z'.repeat(schema.minLength - 1));
  if (Array.isArray(schema.enum)) {
    add('not in enum', 'not-in-enum');
    const first = schema.enum[0];
    if (typeof first === 'string') {
      add('not in enum', first.toUpperCase() === first ? first.toLowerCase() : first.toUpperCase());
      add('not in enum', `${first}x`);
    }
    if (typeof first === 'number') add('not in enum', 987654);
  }
  if (schema.const !== undefined)
    add('not the const', typeof schema.const === 'string' ? `${schema.const}x` : 'other');
  if (typeof schema.pattern === 'string')
    for (const text of WEIRD_TEXTS) add('against the pattern', text);
  if (typeof schema.format === 'string') {
    add('bad format', 'not-a-valid-value');
    add('bad format', '2024-13-45');
  }
  if (types.includes('array')) {
    if (typeof schema.maxItems === 'number')
      add(
        'too many items',
        Array.from({ length: schema.maxItems + 1 }, (_, i) =>
          isObject(schema.items) && typesOf(schema.items).includes('string') ? `v${i}` : i,
        ),
      );
    if (typeof schema.minItems === 'number' && schema.minItems > 0) add('too few items', []);
  }
  return out;
}

/** A random mutation, for filling a budget beyond the systematic ones. */
export function randomMutation(schema: Schema, textual: boolean, rng: Rng): Mutation {
  if (!isObject(schema)) return { reason: 'wrong type', value: randomText(rng, 5) };
  const types = typesOf(schema);
  const choice = rng.int(0, 5);
  if (choice === 0 && typeof schema.maxLength === 'number')
    return { reason: 'over-long', value: randomText(rng, schema.maxLength + rng.int(1, 200)) };
  if (choice === 1 && (types.includes('integer') || types.includes('number'))) {
    const low = typeof schema.minimum === 'number' ? schema.minimum : 0;
    const high = typeof schema.maximum === 'number' ? schema.maximum : 1e12;
    return rng.next() < 0.5
      ? { reason: 'below minimum', value: low - rng.int(1, 100000) }
      : { reason: 'above maximum', value: high + rng.int(1, 100000) };
  }
  if (choice === 2 && Array.isArray(schema.enum))
    return { reason: 'not in enum', value: randomText(rng, rng.int(1, 12)) };
  if (choice === 3 && !textual)
    return rng.next() < 0.5
      ? { reason: 'wrong type', value: rng.int(-1000, 1000) }
      : { reason: 'wrong type', value: [randomText(rng, 3)] };
  if (choice === 4 && !types.includes('string'))
    return { reason: 'wrong type', value: randomText(rng, rng.int(1, 10)) };
  return { reason: 'random value', value: randomText(rng, rng.int(1, 40)) };
}
