// What an answer owes the contract, check by check, named as Schemathesis names them: a
// declared status, a declared content type, the declared headers, a body that fits the schema.
// Shared by the contract runner and the validating proxy.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ContractOperation, ResponseSpec, Schema } from './contract';

export type ResponseCheckName =
  | 'status_code_conformance'
  | 'content_type_conformance'
  | 'response_headers_conformance'
  | 'response_schema_conformance';

export interface Violation<Check extends string = string> {
  check: Check;
  message: string;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
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

/** The failure statuses HTTP defines (RFC 9110 and the registered extensions). */
const HTTP_FAILURES = new Set([
  400, 401, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416, 417, 421,
  422, 423, 424, 425, 426, 428, 429, 431, 451, 500, 501, 502, 503, 504, 505, 506, 507, 508, 510,
  511,
]);

/** The response the contract declares for a status: its own code, else `default` for failures. */
export function declaredResponse(
  operation: ContractOperation,
  status: number,
): ResponseSpec | undefined {
  const own = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
  if (own) return own;
  // `default` stands for the failures the contract does not list, with HTTP's own meanings; a
  // success must be listed, and a status HTTP does not define (418, 499) is no failure it knows.
  return HTTP_FAILURES.has(status) ? operation.responses.default : undefined;
}

function mediaTypeOf(headers: Headers): string | undefined {
  const value = headers.get('content-type');
  return value ? value.split(';')[0]?.trim().toLowerCase() : undefined;
}

function isJsonMedia(mediaType: string): boolean {
  return mediaType === 'application/json' || /\+json$/.test(mediaType);
}

/** Every contract violation of one answer to `operation`. */
export function checkAnswer(
  validator: SchemaValidator,
  operation: ContractOperation,
  answer: Answer,
): Violation<ResponseCheckName>[] {
  const declared = declaredResponse(operation, answer.status);
  if (!declared) {
    const listed = Object.keys(operation.responses).join(', ');
    return [
      {
        check: 'status_code_conformance',
        message: `${answer.status} is not a status ${operation.operationId} declares (${listed})`,
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
  if (mediaTypes.length === 0) return violations;
  const mediaType = mediaTypeOf(answer.headers);
  if (mediaType === undefined || !mediaTypes.includes(mediaType)) {
    if (answer.text === '' && mediaType === undefined) {
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
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    violations.push({ check: 'response_schema_conformance', message: 'the body is not JSON' });
    return violations;
  }
  const problems = validator.errors(media.schema, body);
  if (problems.length > 0)
    violations.push({
      check: 'response_schema_conformance',
      message: `${problems.slice(0, 3).join('; ')}${problems.length > 3 ? ` (+${problems.length - 3} more)` : ''}`,
    });
  return violations;
}
