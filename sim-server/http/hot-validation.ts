// Contract validation of the hot paths (the results and listing pages' searches), compiled once
// at start-up from the same contract with express-openapi-validator's own Ajv options.
//
// The validator builds a parameter mutator and walks every declared parameter on each request
// (with this check, a search request took about 9% less CPU at 100,000 jobs, in one run against
// the validator alone). Here a request whose query, headers and body are plainly valid is coerced
// and accepted at once. Anything else (an unknown or empty parameter, a reserved character left
// unencoded, a repeated value, another media type, any schema error) goes to the validator, which
// answers exactly as it does on every other path. So this check only accepts what the validator
// accepts, and refusals keep its messages; tests/sim/hot-validation.test.ts holds the two to the
// same answers. Responses are checked against the same schemas with the validator's options.
import type { IncomingHttpHeaders } from 'node:http';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { formats as validatorFormats } from 'express-openapi-validator/dist/framework/ajv/formats.js';
import { resolveRef, type HttpMethod, type OpenApiDocument } from './contract';

type Json = Record<string, unknown>;

/** Characters a query value must carry percent-encoded; a comma may stay unless exploded. */
const RESERVED = /[:/?#[\]@!$&'()*+,;=]/;
const RESERVED_BUT_COMMA = /[:/?#[\]@!$&'()*+;=]/;
const CONTRACT_ID = 'contract';
/** Keywords the validator's schema preprocessor rewrites; the compiled check does not. */
const UNSUPPORTED_KEYWORDS = ['readOnly', 'writeOnly', 'discriminator', 'nullable'];

/** What the check reads of a request. */
export interface CheckedRequest {
  method: string;
  /** The URL as the client sent it; its query string is checked for plain encoding. */
  url: string;
  /** The query as Express 5's parser ('simple', node:querystring) makes it. */
  query: unknown;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** The body came as JSON. */
  json: boolean;
}

export interface HotOperation {
  operationId: string;
  /** Upper case, as in req.method. */
  method: string;
  /**
   * The query coerced and given its defaults when the request is plainly valid; undefined hands
   * the request to the validator.
   */
  check(request: CheckedRequest): Json | undefined;
  /** Contract problems of a response body as `path message` lines; undefined when unchecked. */
  responseProblems(status: number, body: unknown): string[] | undefined;
}

/** Throws when a schema (refs followed) uses what only the validator's preprocessor handles. */
function assertPlain(contract: OpenApiDocument, node: unknown, where: string, seen: Set<unknown>) {
  if (!node || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  const target = resolveRef(contract, node as Json);
  for (const keyword of UNSUPPORTED_KEYWORDS) {
    if (keyword in target)
      throw new Error(`Hot-path validation of ${where} cannot use ${keyword}.`);
  }
  for (const value of Object.values(target)) assertPlain(contract, value, where, seen);
}

/**
 * A copy of a schema, its own $ref followed, whose inner refs point into the contract schema: a
 * parameter's `default` must sit on the property itself for Ajv to fill it in, as it does in the
 * validator, which inlines parameter schemas.
 */
function inlined(contract: OpenApiDocument, schema: Json): Json {
  const target = resolveRef(contract, schema);
  const absolute = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(absolute);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' && value.startsWith('#')
          ? `${CONTRACT_ID}${value}`
          : absolute(value),
      ]),
    );
  };
  return absolute(target) as Json;
}

function ajvOf(coerceTypes: boolean, useDefaults: boolean, allErrors: boolean): Ajv2020 {
  // The options of express-openapi-validator's AjvOptions (request and response).
  const ajv = new Ajv2020({
    strict: false,
    strictNumbers: true,
    strictTuples: true,
    allowUnionTypes: false,
    validateSchema: false,
    coerceTypes,
    useDefaults,
    removeAdditional: false,
    allErrors,
    logger: false,
  });
  ajv.addFormat('media-range', true);
  for (const [name, format] of Object.entries(validatorFormats)) ajv.addFormat(name, format);
  return ajv;
}

interface QueryParameter {
  /** Exploded (form style's default): a comma in a value must be encoded too. */
  explode: boolean;
  /** An exploded array: one value comes as a string and is made a list of one. */
  array: boolean;
}

function compileOperation(
  contract: OpenApiDocument,
  ajvs: { general: Ajv2020; body: Ajv2020; response: Ajv2020 },
  path: string,
  method: HttpMethod,
): HotOperation {
  const item = contract.paths[path] as Json;
  const operation = item[method] as Json;
  const operationId = String(operation.operationId);
  assertPlain(contract, operation, operationId, new Set());

  const query = new Map<string, QueryParameter>();
  const queryProperties: Json = {};
  const queryRequired: string[] = [];
  const headerProperties: Json = {};
  const headerRequired: string[] = [];
  const declared = [
    ...((item.parameters as Json[] | undefined) ?? []),
    ...((operation.parameters as Json[] | undefined) ?? []),
  ];
  for (const node of declared) {
    const parameter = resolveRef(contract, node);
    const name = String(parameter.name);
    const schema = inlined(contract, (parameter.schema as Json | undefined) ?? {});
    const plain = !parameter.content && !parameter.allowEmptyValue && !parameter.allowReserved;
    const style = parameter.style ?? 'form';
    const explode = parameter.explode !== false;
    const array = schema.type === 'array';
    if (parameter.in === 'query' && plain && style === 'form' && (explode || !array)) {
      query.set(name, { explode, array });
      queryProperties[name] = schema;
      if (parameter.required === true) queryRequired.push(name);
    } else if (parameter.in === 'header' && plain) {
      headerProperties[name.toLowerCase()] = schema;
      if (parameter.required === true) headerRequired.push(name.toLowerCase());
    } else {
      throw new Error(`Hot-path validation of ${operationId} cannot check parameter ${name}.`);
    }
  }
  const general = ajvs.general.compile({
    type: 'object',
    properties: {
      query: { type: 'object', properties: queryProperties, required: queryRequired },
      headers: { type: 'object', properties: headerProperties, required: headerRequired },
    },
  });

  let body: ValidateFunction | undefined;
  let bodyRequired = false;
  if (operation.requestBody) {
    const requestBody = resolveRef(contract, operation.requestBody as Json);
    const content = (requestBody.content as Record<string, Json> | undefined) ?? {};
    const json = content['application/json'];
    if (Object.keys(content).length !== 1 || !json) {
      throw new Error(`Hot-path validation of ${operationId} takes JSON bodies only.`);
    }
    body = ajvs.body.compile(inlined(contract, (json.schema as Json | undefined) ?? {}));
    bodyRequired = requestBody.required === true;
  }

  const responses = new Map<string, ValidateFunction>();
  for (const [status, node] of Object.entries(operation.responses as Json)) {
    const response = resolveRef(contract, node as Json);
    const schema = (response.content as Record<string, Json> | undefined)?.['application/json']
      ?.schema as Json | undefined;
    if (schema) responses.set(status, ajvs.response.compile(inlined(contract, schema)));
  }

  function queryIsPlain(url: string): boolean {
    const at = url.indexOf('?');
    if (at < 0) return true;
    for (const pair of url.slice(at + 1).split('&')) {
      const eq = pair.indexOf('=');
      const parameter = eq < 0 ? undefined : query.get(pair.slice(0, eq));
      const value = pair.slice(eq + 1);
      if (!parameter || value === '') return false;
      if ((parameter.explode ? RESERVED : RESERVED_BUT_COMMA).test(value)) return false;
    }
    return true;
  }

  return {
    operationId,
    method: method.toUpperCase(),
    check(request) {
      if (request.method !== this.method || !queryIsPlain(request.url)) return undefined;
      const values = { ...(request.query as Json) };
      for (const [name, value] of Object.entries(values)) {
        if (query.get(name)?.array && typeof value === 'string') values[name] = [value];
      }
      if (!general({ query: values, headers: request.headers })) return undefined;
      if (body) {
        if (request.body === undefined) {
          if (bodyRequired) return undefined;
        } else if (!request.json || !body(request.body)) {
          return undefined;
        }
      }
      return values;
    },
    responseProblems(status, value) {
      const validate = responses.get(String(status)) ?? responses.get('default');
      if (!validate) return undefined;
      if (validate(value)) return [];
      return (validate.errors ?? []).map((e: ErrorObject) => {
        const missing = (e.params as { missingProperty?: string }).missingProperty;
        const path = `/response${e.instancePath}${missing ? `/${missing}` : ''}`;
        return `${path} ${e.message ?? 'is invalid'}`;
      });
    },
  };
}

/** Compiles the given paths' operations; keyed by path. */
export function compileHotOperations(
  contract: OpenApiDocument,
  paths: readonly string[],
): Map<string, HotOperation> {
  const ajvs = {
    general: ajvOf(true, true, false),
    body: ajvOf(false, true, false),
    response: ajvOf(false, false, true),
  };
  for (const ajv of Object.values(ajvs)) ajv.addSchema({ ...contract, $id: CONTRACT_ID });
  const compiled = new Map<string, HotOperation>();
  for (const path of paths) {
    const item = contract.paths[path];
    const methods = (['get', 'post', 'put', 'delete', 'patch'] as const).filter(
      (m) => item && m in item,
    );
    if (methods.length !== 1) throw new Error(`A hot path has one operation; ${path} does not.`);
    compiled.set(path, compileOperation(contract, ajvs, path, methods[0] as HttpMethod));
  }
  return compiled;
}
