// Positive cases of one operation: the contract's examples, only what is required, and two
// seeded generations; each kept only when the validator confirms the contract allows it.
import type { Json, ContractOperation } from '../../openapi/runtime/contract';
import type { SchemaValidator } from '../../openapi/runtime/answer-checks';
import type { Case } from './cases';
import { buildCase, encodeBody, paramTexts, type ParamValues } from './requests';
import type { Rng } from '../../sim-server/catalogue/rng';
import { sample, type Fill, type KnownValues, type Trace } from './samples';

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

export function positiveCases(input: PositiveInput): Positive[] {
  const { operation, validator } = input;
  const out: Positive[] = [];
  const seen = new Set<string>();
  const media = operation.body;
  for (const fill of FILLS) {
    const trace: Trace = { faked: false };
    const values = paramValues(input, fill, trace);
    const body = bodyValue(input, fill, trace);
    if (!paramsValid(validator, values)) continue;
    const form = media?.mediaType === 'application/x-www-form-urlencoded';
    const multipart = media?.mediaType === 'multipart/form-data';
    if (
      media &&
      body !== undefined &&
      !multipart &&
      validator.errors(media.schema, body, form).length > 0
    )
      continue;
    const testCase = buildCase(operation, values, media ? encodeBody(media, body) : undefined, {
      kind: 'positive',
      label: `positive (${fill})`,
      session: operation.usesSession ? 'main' : 'none',
    });
    if (fill === 'examples' && !trace.faked) testCase.fromExamples = true;
    const key = JSON.stringify([testCase.path, testCase.query, testCase.body]);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ testCase, values, body });
  }
  return out;
}
