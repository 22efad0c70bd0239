// What an answer owes the contract, check by check, named as Schemathesis names them: a
// declared status, a declared content type, the declared headers, a body that fits the schema.
// The one answer check: the simulator judges its own answers with it, the validating proxy a
// backend's, the contract runner what it is sent (tests/contract-runner/answer-verdict.test.ts
// holds the simulator's journal and the proxy's to one verdict).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { declaredResponse, type ContractOperation, type Schema } from './contract';

export type ResponseCheckName =
  | 'status_code_conformance'
  | 'content_type_conformance'
  | 'response_headers_conformance'
  | 'response_schema_conformance';

export interface Violation<Check extends string = string> {
  check: Check;
  message: string;
}

/** An answer as it comes off the wire: its body's text ('' for none). */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The request's method, when known: an answer to HEAD has no body to judge (RFC 9110). */
  method?: string;
}

/**
 * An answer as its sender holds it before writing it (the simulator): the body's JSON value
 * (undefined for none), whose text is what JSON.stringify writes for it, judged without being
 * written out and parsed again (parsing a search's answer cost ten times checking it).
 */
export interface HeldAnswer {
  status: number;
  headers: Headers;
  json: unknown;
  method?: string;
}

/** An Ajv 2020 validator with formats, caching compiled schemas by identity. */
export class SchemaValidator {
  private readonly ajv = new Ajv2020({ allErrors: true, strict: false, logger: false });
  private readonly compiled = new WeakMap<object, ValidateFunction>();
  private readonly coercing = new Ajv2020({
    allErrors: true,
    strict: false,
    logger: false,
    coerceTypes: 'array',
  });
  private readonly compiledCoercing = new WeakMap<object, ValidateFunction>();

  constructor() {
    addFormats.default(this.ajv);
    addFormats.default(this.coercing);
  }

  /** Errors of `value` against `schema`, as `path message` lines. */
  errors(schema: Schema, value: unknown, coerce = false): string[] {
    if (typeof schema === 'boolean') return schema ? [] : ['/ is not allowed'];
    const cache = coerce ? this.compiledCoercing : this.compiled;
    let validate = cache.get(schema);
    if (!validate) {
      validate = (coerce ? this.coercing : this.ajv).compile(schema);
      cache.set(schema, validate);
    }
    // Coercion rewrites its input: check a copy.
    const input: unknown = coerce ? structuredClone(value) : value;
    if (validate(input)) return [];
    return (validate.errors ?? []).map((e) => {
      const missing = typeof e.params.missingProperty === 'string' ? e.params.missingProperty : '';
      return (
        `${e.instancePath}${missing ? `/${missing}` : ''}`.replace(/^$/, '/') +
        ` ${e.message ?? 'is invalid'}`
      );
    });
  }
}

function mediaTypeOf(headers: Headers): string | undefined {
  const value = headers.get('content-type');
  return value ? value.split(';')[0]?.trim().toLowerCase() : undefined;
}

function isJsonMedia(mediaType: string): boolean {
  return mediaType === 'application/json' || /\+json$/.test(mediaType);
}

/** The body's JSON value, or undefined when the text is no JSON. */
function parsedBody(answer: Answer | HeldAnswer): { value: unknown } | undefined {
  if ('json' in answer) return { value: answer.json };
  try {
    return { value: JSON.parse(answer.text) as unknown };
  } catch {
    return undefined;
  }
}

function isEmpty(answer: Answer | HeldAnswer): boolean {
  return 'json' in answer ? answer.json === undefined : answer.text === '';
}

/** Every contract violation of one answer to `operation`. */
export function checkAnswer(
  validator: SchemaValidator,
  operation: ContractOperation,
  answer: Answer | HeldAnswer,
): Violation<ResponseCheckName>[] {
  const declared = declaredResponse(operation, answer.status);
  if (!declared) {
    const listed = Object.keys(operation.responses).join(', ');
    const failuresOnly =
      'default' in operation.responses ? '; default stands for failures only' : '';
    return [
      {
        check: 'status_code_conformance',
        message: `${answer.status} is not a status ${operation.operationId} declares (${listed}${failuresOnly})`,
      },
    ];
  }
  const violations: Violation<ResponseCheckName>[] = [];
  for (const [name, header] of Object.entries(declared.headers)) {
    const value = answer.headers.get(name);
    if (value === null) {
      if (header.required)
        violations.push({
          check: 'response_headers_conformance',
          message: `the required header ${name} is missing`,
        });
      continue;
    }
    const problems = validator.errors(header.schema, value, true);
    if (problems.length > 0)
      violations.push({
        check: 'response_headers_conformance',
        message: `header ${name}: ${problems.join('; ')}`,
      });
  }
  const mediaTypes = Object.keys(declared.content);
  if (mediaTypes.length === 0 || answer.method === 'HEAD') return violations;
  const mediaType = mediaTypeOf(answer.headers);
  if (mediaType === undefined || !mediaTypes.includes(mediaType)) {
    if (isEmpty(answer) && mediaType === undefined) {
      violations.push({
        check: 'response_schema_conformance',
        message: `the body is empty; the contract declares ${mediaTypes.join(', ')}`,
      });
    } else {
      violations.push({
        check: 'content_type_conformance',
        message: `content type ${mediaType ?? '(none)'} is not one declared for ${answer.status} (${mediaTypes.join(', ')})`,
      });
    }
    return violations;
  }
  const media = declared.content[mediaType];
  if (!media || !isJsonMedia(mediaType)) return violations;
  const body = isEmpty(answer) ? undefined : parsedBody(answer);
  if (!body) {
    violations.push({ check: 'response_schema_conformance', message: 'the body is not JSON' });
    return violations;
  }
  const problems = validator.errors(media.schema, body.value);
  if (problems.length > 0)
    violations.push({
      check: 'response_schema_conformance',
      message: `${problems.slice(0, 3).join('; ')}${problems.length > 3 ? ` (+${problems.length - 3} more)` : ''}`,
    });
  return violations;
}

/** The lines violations make in a journal and the proxy's header: `check: message`. */
export function violationLines(violations: readonly Violation[]): string[] {
  return violations.map((v) => `${v.check}: ${v.message}`);
}
