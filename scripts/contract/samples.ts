// Valid values for parameters and bodies: the contract's own examples first (they name data the
// backend holds), then defaults, enums and consts, then json-schema-faker, seeded.
import { generateSync } from 'json-schema-faker';
import { asSchema, type Json, type JsonObject, type Schema } from '../../openapi/runtime/contract';
import type { Rng } from '../../sim-server/catalogue/rng';

export type Fill = 'examples' | 'required' | 'generated';

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The schema's own example, default, first enum value or const, if any. */
export function declaredValue(schema: Schema): Json | undefined {
  if (!isObject(schema)) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  return undefined;
}

function faked(schema: Schema, rng: Rng): Json {
  const value = generateSync(schema, {
    seed: rng.seed(),
    maxDefaultItems: 2,
    maxItems: 4,
    maxLength: 24,
    optionalsProbability: 0.5,
    useExamplesValue: true,
    failOnInvalidTypes: false,
  });
  return JSON.parse(JSON.stringify(value ?? null)) as Json;
}

/** The first alternative of a oneOf/anyOf merged into its parent object schema. */
function firstAlternative(schema: JsonObject): JsonObject {
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (!Array.isArray(alternatives) || !isObject(alternatives[0])) return schema;
  const chosen = alternatives[0];
  const { oneOf: _o, anyOf: _a, ...rest } = schema;
  const required = [
    ...(Array.isArray(rest.required) ? rest.required : []),
    ...(Array.isArray(chosen.required) ? chosen.required : []),
  ];
  const properties = { ...(isObject(rest.properties) ? rest.properties : {}) };
  if (isObject(chosen.properties)) {
    for (const [name, sub] of Object.entries(chosen.properties)) {
      if (sub === false) Reflect.deleteProperty(properties, name);
      else if (isObject(sub) && !isObject(properties[name])) properties[name] = sub;
    }
  }
  return { ...rest, required, properties };
}

/**
 * A value for `schema`: `examples` takes every example and the optional members that have one,
 * `required` only what is required, `generated` lets the faker fill optional members too.
 */
/** Set when a value had to be made up (no example, default, enum or earlier answer). */
export interface Trace {
  faked: boolean;
}

export function sample(
  schema: Schema,
  fill: Fill,
  rng: Rng,
  known: KnownValues,
  name = '',
  trace: Trace = { faked: false },
): Json {
  if (!isObject(schema)) return null;
  const fromAnswers = name ? known.get(name, schema) : undefined;
  if (fromAnswers !== undefined && fill !== 'generated') return fromAnswers;
  const declared = declaredValue(schema);
  if (declared !== undefined && fill !== 'generated') return declared;
  const shape = firstAlternative(schema);
  if (shape.type === 'object' || isObject(shape.properties)) {
    const properties = isObject(shape.properties) ? shape.properties : {};
    const required = Array.isArray(shape.required) ? shape.required : [];
    const out: JsonObject = {};
    for (const [key, sub] of Object.entries(properties)) {
      const isRequired = required.includes(key);
      const hasExample =
        declaredValue(asSchema(sub)) !== undefined || known.get(key, asSchema(sub)) !== undefined;
      const include =
        isRequired ||
        (fill === 'examples' && hasExample) ||
        (fill === 'generated' && rng.next() < 0.5);
      if (include)
        out[key] = sample(
          asSchema(sub),
          fill === 'generated' ? 'generated' : fill,
          rng,
          known,
          key,
          trace,
        );
    }
    return out;
  }
  if (fill === 'generated' && fromAnswers !== undefined && rng.next() < 0.7) return fromAnswers;
  if (declared !== undefined && (fill !== 'generated' || rng.next() < 0.5)) return declared;
  // A file part's content is the sender's own sample, not a made-up value.
  if (shape.format === 'binary') return 'file';
  trace.faked = true;
  return faked(shape, rng);
}

/** Ids and other values read from earlier answers, by the property name they came under. */
export class KnownValues {
  private readonly values = new Map<string, Json[]>();

  constructor(
    private readonly names: Set<string>,
    /** Whether a value fits a schema; a value is offered only where it fits. */
    private readonly fits: (schema: Schema, value: Json) => boolean,
  ) {}

  /** The first value seen under `name` that fits `schema`. */
  get(name: string, schema: Schema = {}): Json | undefined {
    return this.values.get(name)?.find((value) => this.fits(schema, value));
  }

  set(name: string, value: Json): void {
    this.values.set(name, [value, ...(this.values.get(name) ?? [])]);
  }

  /** Keeps the first few values seen under each wanted name in a JSON answer. */
  harvest(body: unknown, depth = 0): void {
    if (depth > 6) return;
    if (Array.isArray(body)) {
      for (const item of body.slice(0, 5)) this.harvest(item, depth + 1);
      return;
    }
    if (!isObject(body)) return;
    for (const [key, value] of Object.entries(body)) {
      if (this.names.has(key) && (typeof value === 'string' || typeof value === 'number')) {
        const list = this.values.get(key) ?? [];
        if (list.length < 5 && !list.includes(value)) this.values.set(key, [...list, value]);
      } else this.harvest(value, depth + 1);
    }
  }
}
