// The one request check of the simulator and the proxy: requests checked against a contract by
// openapi-backend's validator (Ajv 2020 underneath), for the API and the control API alike.
// Answers are checked by answer-checks.ts.
// Routing is the simulator's own (operation-routes.ts): the library's router flattens the whole
// contract on every lookup. Validators are compiled per operation on its first use, so that a
// simulator that serves a handful of operations (a test) does not compile all of them.
import type { IncomingHttpHeaders } from 'node:http';
import { Ajv2020, type ErrorObject, type Options } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  OpenAPIRouter,
  OpenAPIValidator,
  ValidationContext,
  type Operation,
} from 'openapi-backend';
import type { Document } from 'openapi-backend';
import type { ContractDocument, ContractOperation } from './contract';
import { plainParameters, plainShapeOf, type PlainShape } from './plain-request';
import type { RequestBody } from './request-body';
import { MULTILINE_MARK, textRefusal, textRuleMessage } from './text-check';

export type FieldLocation = 'body' | 'query' | 'path' | 'header' | 'cookie';

/** One reason a request breaks the contract, naming the field. */
export interface Refusal {
  location: FieldLocation;
  /** The field's name, dotted inside a body: `itSkills.1.skill`. */
  param: string;
  message: string;
}

export interface CheckableRequest {
  method: string;
  /** The path relative to the contract's server URL, e.g. `/middleware/jobdetail/12`. */
  path: string;
  /** The raw query string, without `?`; `+` reads as a space. */
  query: string;
  headers: IncomingHttpHeaders;
  /** The parsed body (JSON, form fields or multipart fields), or undefined without one. */
  body: unknown;
}

/** A request as it comes off the wire, its body read by request-body.ts. */
export interface WireRequest extends Omit<CheckableRequest, 'body'> {
  body: RequestBody;
}

/** The body as the contract check and a handler read it. */
export function bodyValue(body: RequestBody): unknown {
  if (body.kind === 'json' || body.kind === 'form') return body.value;
  if (body.kind === 'multipart') return body.fields;
  return undefined;
}

const MEDIA_TYPE_OF_KIND = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
} as const;

/**
 * Why a body cannot be taken by this operation, if it cannot: it could not be read, or it comes in
 * a media type the operation does not declare (a sign-in sent as JSON where the contract takes a
 * form breaks the contract, as a backend that reads only forms would refuse it).
 */
export function bodyRefusal(operation: ContractOperation, body: RequestBody): Refusal | undefined {
  if (body.kind === 'none' || operation.requestMediaTypes.length === 0) return undefined;
  if (body.kind === 'refused')
    return { location: 'body', param: body.param, message: body.message };
  const mediaType = MEDIA_TYPE_OF_KIND[body.kind];
  if (operation.requestMediaTypes.includes(mediaType)) return undefined;
  return {
    location: 'body',
    param: 'body',
    message: `comes as ${mediaType}; the operation takes ${operation.requestMediaTypes.join(' or ')}`,
  };
}

export type RequestCheck =
  | {
      ok: true;
      /** The query coerced to its schema's types, its defaults filled in. */
      query: Record<string, unknown>;
      path: Record<string, unknown>;
      body: unknown;
    }
  | { ok: false; refusals: Refusal[] };

const LOCATIONS: Record<string, FieldLocation> = {
  requestBody: 'body',
  query: 'query',
  path: 'path',
  header: 'header',
  cookie: 'cookie',
};

/**
 * A pattern's refusal in the words of the text rule it spells (the contract's patterns refuse
 * control characters and blank values: text-check.ts), else the validator's message.
 */
function messageOf(error: ErrorObject): string {
  const message = error.message ?? 'is invalid';
  if (error.keyword !== 'pattern' || typeof error.data !== 'string') return message;
  const schema = error.parentSchema as Record<string, unknown> | undefined;
  return textRuleMessage(error.data, schema?.[MULTILINE_MARK] === true) ?? message;
}

/** An Ajv error of the validator's parameter object as the field it names. */
export function refusalOf(error: ErrorObject): Refusal {
  const parts = error.instancePath.split('/').filter(Boolean);
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const named = params.missingProperty ?? params.additionalProperty;
  if (named !== undefined) parts.push(named);
  const [first, ...rest] = parts;
  const location = (first === undefined ? undefined : LOCATIONS[first]) ?? 'body';
  const param = rest.join('.') || location;
  return { location, param, message: messageOf(error) };
}

/**
 * The path as the library reads it: it percent-decodes path parameters itself, so each segment of
 * the routed path (decoded but for `%25` and `%2F`: `decodedPath` in exchange.ts) is encoded again.
 * Without it `/x/%25` (a parameter that is a per-cent sign) reached the library as `/x/%`, whose
 * decoding threw (a 500 for a bad request), `%2541` was decoded twice, and `c%2B%2B%2Fcli` once
 * too few.
 */
function encodedPath(path: string): string {
  return path
    .split('/')
    .map((segment) =>
      encodeURIComponent(
        segment.replace(/%(25|2F)/gi, (_, code: string) => (code === '25' ? '%' : '/')),
      ),
    )
    .join('/');
}

function ajvFor(options: Options, context: ValidationContext): Ajv2020 {
  const ajv = new Ajv2020({
    ...options,
    strict: false,
    allErrors: true,
    // Defaults are filled into requests; answers are checked elsewhere (answer-checks.ts).
    useDefaults: context !== ValidationContext.Response,
    // A refusal's value and schema: a pattern's refusal is told in its text rule's words.
    verbose: true,
    logger: false,
  });
  // Full format checks: a date that does not exist is refused.
  addFormats.default(ajv, { mode: 'full' });
  return ajv;
}

export class ContractCheck {
  private readonly validator: OpenAPIValidator;
  private readonly operations = new Map<string, Operation>();
  private readonly plainShapes = new Map<string, PlainShape>();

  /** `plain`: build plain requests' parameters directly (plain-request.ts); off only to compare. */
  constructor(contract: ContractDocument, options: { plain?: boolean } = {}) {
    const definition = contract.resolved as unknown as Document;
    const router = new OpenAPIRouter({ definition, apiRoot: '/' });
    for (const operation of router.getOperations()) {
      if (!operation.operationId) continue;
      this.operations.set(operation.operationId, operation);
      const shape = options.plain === false ? undefined : plainShapeOf(operation);
      if (shape) this.plainShapes.set(operation.operationId, shape);
    }
    this.validator = new OpenAPIValidator({
      definition,
      router,
      coerceTypes: true,
      lazyCompileValidators: true,
      customizeAjv: (_ajv, options, context) => ajvFor(options, context),
    });
  }

  /**
   * A request off the wire against its operation: its body's media type, then its fields, then
   * its text (text-check.ts: no control characters or broken UTF-16, bounded file names).
   */
  check(operation: ContractOperation, request: WireRequest): RequestCheck {
    const problem = bodyRefusal(operation, request.body);
    if (problem) return { ok: false, refusals: [problem] };
    const checked = this.checkRequest(operation.operationId, {
      ...request,
      method: request.method === 'HEAD' ? 'GET' : request.method,
      body: bodyValue(request.body),
    });
    if (!checked.ok) return checked;
    const refusal = textRefusal(operation, {
      ...checked,
      bodyValue: checked.body,
      body: request.body,
    });
    return refusal ? { ok: false, refusals: [refusal] } : checked;
  }

  checkRequest(operationId: string, request: CheckableRequest): RequestCheck {
    const shape = this.plainShapes.get(operationId);
    const { body } = request;
    if (shape && (body === undefined || (typeof body === 'object' && body !== null)))
      return this.checkPlain(operationId, shape, { ...request, body });
    const operation = this.operation(operationId);
    const result = this.validator.validateRequest(
      {
        method: request.method,
        path: encodedPath(request.path),
        query: request.query,
        headers: request.headers as Record<string, string | string[]>,
        body: request.body as never,
      },
      operation,
    );
    if (!result.valid) return { ok: false, refusals: (result.errors ?? []).map(refusalOf) };
    const coerced = (result.coerced ?? {}) as {
      query?: Record<string, unknown>;
      params?: Record<string, unknown>;
    };
    return {
      ok: true,
      query: coerced.query ?? {},
      path: coerced.params ?? {},
      body: request.body,
    };
  }

  /** The library's validateRequest for a plain request, with the parameters built directly. */
  private checkPlain(
    operationId: string,
    shape: PlainShape,
    request: CheckableRequest & { body: object | undefined },
  ): RequestCheck {
    const parameters = plainParameters(shape, request);
    const errors: ErrorObject[] = [];
    for (const validate of this.validator.getRequestValidatorsForOperation(operationId)) {
      validate(parameters);
      if (validate.errors) errors.push(...validate.errors);
    }
    if (errors.length > 0) return { ok: false, refusals: errors.map(refusalOf) };
    return {
      ok: true,
      query: parameters.query as Record<string, unknown>,
      path: parameters.path as Record<string, unknown>,
      body: request.body,
    };
  }

  private operation(operationId: string): Operation {
    const operation = this.operations.get(operationId);
    if (!operation) throw new Error(`The contract has no operation ${operationId}.`);
    return operation;
  }
}
