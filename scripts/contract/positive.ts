// Positive cases of one operation: the contract's examples, only what is required, and two
// seeded generations; each kept only when the validator confirms the contract allows it.
import {
  asSchema,
  type Json,
  type ContractOperation,
  type Schema,
} from '../../openapi/runtime/contract';
import type { SchemaValidator } from '../../openapi/runtime/answer-checks';
import type { Case } from './cases';
import { buildCase, encodeBody, paramTexts, type ParamValues } from './requests';
import type { Rng } from '../../sim-server/catalogue/rng';
import { sample, type Fill, type KnownValues, type Trace } from './samples';
import { edgeVariants, type Edge } from './edges';

export interface PositiveInput {
  operation: ContractOperation;
  validator: SchemaValidator;
  rng: Rng;
  known: KnownValues;
  /** The site headers' values, sent unchanged on every case. */
  siteHeaders: Record<string, string>;
}

export interface Positive {
  testCase: Case;
  values: ParamValues;
  body: Json | undefined;
}

const FILLS: Fill[] = ['examples', 'required', 'generated', 'generated'];

export function paramValues(
  input: PositiveInput,
  fill: Fill,
  trace: Trace = { faked: false },
): ParamValues {
  const { operation, rng, known } = input;
  const values: ParamValues = new Map();
  for (const parameter of operation.parameters) {
    const site = input.siteHeaders[parameter.name];
    if (site !== undefined) {
      values.set(parameter, site);
      continue;
    }
    const fromAnswers = known.get(parameter.name, parameter.schema);
    const wanted =
      parameter.required ||
      (fill === 'examples' && (parameter.example !== undefined || fromAnswers !== undefined)) ||
      (fill === 'generated' && rng.next() < 0.5);
    if (!wanted) continue;
    const value =
      fill !== 'generated' && fromAnswers !== undefined
        ? fromAnswers
        : fill !== 'generated' && parameter.example !== undefined
          ? parameter.example
          : sample(parameter.schema, fill, rng, known, parameter.name, trace);
    values.set(parameter, value);
  }
  return values;
}

function paramsValid(validator: SchemaValidator, values: ParamValues): boolean {
  for (const [parameter, value] of values) {
    if (value === undefined) continue;
    const texts = paramTexts(parameter, value);
    const isArray = typeof parameter.schema === 'object' && parameter.schema.type === 'array';
    if (validator.errors(parameter.schema, isArray ? texts : texts[0], true).length > 0)
      return false;
    if (parameter.in === 'path' && texts[0] === '') return false;
  }
  return true;
}

/** The example with its members replaced by values from earlier answers where they fit. */
function withKnown(input: PositiveInput, example: Json): Json {
  const schema = input.operation.body?.schema;
  if (
    typeof example !== 'object' ||
    example === null ||
    Array.isArray(example) ||
    typeof schema !== 'object'
  )
    return example;
  const properties = schema.properties;
  if (typeof properties !== 'object' || properties === null || Array.isArray(properties))
    return example;
  const out = { ...example };
  for (const key of Object.keys(out)) {
    const sub = properties[key];
    const known = input.known.get(
      key,
      typeof sub === 'object' && sub !== null && !Array.isArray(sub) ? sub : {},
    );
    if (known !== undefined) out[key] = known;
  }
  return out;
}

export function bodyValue(
  input: PositiveInput,
  fill: Fill,
  trace: Trace = { faked: false },
): Json | undefined {
  const media = input.operation.body;
  if (!media) return undefined;
  if (fill === 'examples' && media.example !== undefined) return withKnown(input, media.example);
  return sample(media.schema, fill, input.rng, input.known, '', trace);
}

/** The body's schema properties, when the body is a JSON object. */
function bodyProperties(input: PositiveInput): Record<string, Schema> {
  const schema = input.operation.body?.schema;
  if (typeof schema !== 'object' || typeof schema.properties !== 'object') return {};
  const properties = schema.properties;
  return properties === null || Array.isArray(properties)
    ? {}
    : Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, asSchema(v)]));
}

/** The case of `values` and `body` when the contract allows them (multipart bodies unchecked). */
function allowedCase(
  input: PositiveInput,
  values: ParamValues,
  body: Json | undefined,
  label: string,
): Case | undefined {
  const { operation, validator } = input;
  const media = operation.body;
  if (!paramsValid(validator, values)) return undefined;
  const form = media?.mediaType === 'application/x-www-form-urlencoded';
  const multipart = media?.mediaType === 'multipart/form-data';
  if (
    media &&
    body !== undefined &&
    !multipart &&
    validator.errors(media.schema, body, form).length > 0
  )
    return undefined;
  const testCase = buildCase(operation, values, media ? encodeBody(media, body) : undefined, {
    kind: 'positive',
    label,
    session: operation.usesSession ? 'main' : 'none',
  });
  if (!multipart) testCase.contractAllows = true;
  return testCase;
}

function edgeLabel(edge: Edge): string {
  return `positive (edge: ${edge.kind}, ${edge.where})`;
}

/** The edge variants of a valid case (edges.ts) that the contract allows too. */
function edgeCases(input: PositiveInput, base: Positive): Positive[] {
  const out: Positive[] = [];
  const query = [...base.values.keys()].filter((p) => p.in === 'query');
  const byName = new Map(
    input.operation.parameters.filter((p) => p.in === 'query').map((p) => [p.name, p]),
  );
  const queryVariants = edgeVariants(
    {
      values: Object.fromEntries(query.map((p) => [p.name, base.values.get(p)])),
      schemaOf: (name) => byName.get(name)?.schema,
    },
    'query',
    input.rng,
  );
  for (const { edge, values } of queryVariants) {
    const changed: ParamValues = new Map(base.values);
    for (const [name, value] of Object.entries(values)) {
      const parameter = byName.get(name);
      if (parameter) changed.set(parameter, value);
    }
    const testCase = allowedCase(input, changed, base.body, edgeLabel(edge));
    if (testCase) out.push({ testCase, values: changed, body: base.body });
  }
  const body = base.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return out;
  const properties = bodyProperties(input);
  for (const { edge, values } of edgeVariants(
    { values: body, schemaOf: (name) => properties[name] },
    'body',
    input.rng,
  )) {
    const changed = Object.fromEntries(
      Object.entries(values).filter((entry): entry is [string, Json] => entry[1] !== undefined),
    );
    const testCase = allowedCase(input, base.values, changed, edgeLabel(edge));
    if (testCase) out.push({ testCase, values: base.values, body: changed });
  }
  return out;
}

export function positiveCases(input: PositiveInput): Positive[] {
  const out: Positive[] = [];
  const seen = new Set<string>();
  const keep = (positive: Positive) => {
    const { testCase } = positive;
    const key = JSON.stringify([testCase.path, testCase.query, testCase.body]);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(positive);
  };
  for (const fill of FILLS) {
    const trace: Trace = { faked: false };
    const values = paramValues(input, fill, trace);
    const body = bodyValue(input, fill, trace);
    const testCase = allowedCase(input, values, body, `positive (${fill})`);
    if (!testCase) continue;
    if (fill === 'examples' && !trace.faked) testCase.fromExamples = true;
    keep({ testCase, values, body });
  }
  const [first] = out;
  if (first) for (const edge of edgeCases(input, first)) keep(edge);
  return out;
}
