// The bundled contract (openapi/dist/openapi.json, or the control API's sim-control.json) read and
// dereferenced once, and flattened into operations: what the simulator routes and checks by, and
// what the contract runner and the validating proxy walk. Pure: no network, no simulator.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { SEEKER_ONLY_OPERATIONS } from '../generated/operations';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
export type Schema = JsonObject | boolean;

/** The contract as it is read: an OpenAPI 3.1 document. */
export interface OpenApiDocument {
  openapi: string;
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
}

export const BUNDLED_CONTRACT = 'openapi/dist/openapi.json';
export const CONTROL_CONTRACT = 'openapi/dist/sim-control.json';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof METHODS)[number];

export interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required: boolean;
  schema: Schema;
  example?: Json;
  /** Arrays in a query are sent as repeated names (the contract's default style). */
  explode: boolean;
}

export interface MediaBody {
  mediaType: string;
  schema: Schema;
  example?: Json;
  /** Multipart parts' content types, by field (`encoding.{field}.contentType`). */
  partTypes: Record<string, string[]>;
}

export interface ResponseSpec {
  content: Record<string, { schema: Schema }>;
  headers: Record<string, { required: boolean; schema: Schema }>;
}

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** The path template under the server URL, e.g. `/middleware/jobdetail/{jobId}`. */
  path: string;
  pathPattern: RegExp;
  parameters: Parameter[];
  body?: MediaBody & { required: boolean; alternatives: MediaBody[] };
  /** The media types its request body may come in; empty when it takes none. */
  requestMediaTypes: string[];
  responses: Record<string, ResponseSpec>;
  /** Only a signed-in seeker may call it (the generated list of seeker-only operations). */
  seekerOnly: boolean;
  /** A session cookie is required (security lists only a cookie scheme). */
  needsSession: boolean;
  /**
   * The session is used when present (security lists `{}` beside a scheme, or an optional Cookie
   * header parameter names the cookie).
   */
  usesSession: boolean;
  sessionCookie?: string;
}

export interface ContractDocument {
  /** The document as read, with its $refs. */
  raw: OpenApiDocument;
  /** The document with every $ref replaced by its target (what the validator reads). */
  resolved: OpenApiDocument;
  /** The server URL's path, without a trailing slash: `/api`. */
  serverPath: string;
  operations: ContractOperation[];
  byId: Map<string, ContractOperation>;
}

/** A schema where one is expected; anything else stands for "no constraint". */
export function asSchema(value: Json | undefined): Schema {
  return typeof value === 'boolean' || isObject(value) ? value : {};
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDocument(value: unknown): value is OpenApiDocument {
  return isObject(value) && typeof value.openapi === 'string' && isObject(value.paths);
}

/** The value at a local JSON pointer (`#/components/schemas/Job`). */
function pointer(root: unknown, ref: string): unknown {
  let at = root;
  for (const part of ref.replace(/^#\//, '').split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(at)) throw new Error(`Unresolvable $ref ${ref}`);
    at = at[key] ?? null;
  }
  return at;
}

/**
 * The document with every local $ref replaced by its target, each target shared by all its uses
 * (validators compile a schema once); a $ref with siblings (an `example` beside it) becomes a copy
 * of its target with the siblings over it. The contract has no recursive schemas; one would throw.
 */
export function dereferenced<T>(root: T): T {
  const done = new Map<object, unknown>();
  const walking = new Set<object>();
  const walk = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map(walk);
    const { $ref: ref, ...siblings } = node as Record<string, unknown>;
    if (typeof ref === 'string' && ref.startsWith('#/')) {
      const target = walk(pointer(root, ref));
      return Object.keys(siblings).length > 0 && isObject(target)
        ? { ...target, ...(walk(siblings) as object) }
        : target;
    }
    const known = done.get(node);
    if (known !== undefined) return known;
    if (walking.has(node)) throw new Error('The contract has a recursive schema.');
    walking.add(node);
    const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
    walking.delete(node);
    done.set(node, copy);
    return copy;
  };
  return walk(root) as T;
}

function parameterOf(value: unknown): Parameter | undefined {
  if (!isObject(value) || typeof value.name !== 'string') return undefined;
  const location = value.in;
  if (location !== 'query' && location !== 'header' && location !== 'path' && location !== 'cookie')
    return undefined;
  return {
    name: value.name,
    in: location,
    required: value.required === true || location === 'path',
    schema: isObject(value.schema) ? value.schema : {},
    ...(value.example !== undefined ? { example: value.example } : {}),
    explode: value.explode !== false,
  };
}

function mediaBodies(content: unknown): MediaBody[] {
  if (!isObject(content)) return [];
  return Object.entries(content).map(([mediaType, media]) => {
    const m = isObject(media) ? media : {};
    const schema: Schema = isObject(m.schema) ? m.schema : {};
    const example =
      m.example ?? (isObject(schema) && schema.example !== undefined ? schema.example : undefined);
    const partTypes: Record<string, string[]> = {};
    if (isObject(m.encoding)) {
      for (const [field, encoding] of Object.entries(m.encoding)) {
        if (isObject(encoding) && typeof encoding.contentType === 'string')
          partTypes[field] = encoding.contentType.split(',').map((t) => t.trim());
      }
    }
    return { mediaType, schema, partTypes, ...(example !== undefined ? { example } : {}) };
  });
}

function responsesOf(value: unknown): Record<string, ResponseSpec> {
  const out: Record<string, ResponseSpec> = {};
  if (!isObject(value)) return out;
  for (const [status, response] of Object.entries(value)) {
    const r = isObject(response) ? response : {};
    const content: ResponseSpec['content'] = {};
    for (const media of mediaBodies(r.content)) content[media.mediaType] = { schema: media.schema };
    const headers: ResponseSpec['headers'] = {};
    if (isObject(r.headers)) {
      for (const [name, header] of Object.entries(r.headers)) {
        const h = isObject(header) ? header : {};
        headers[name.toLowerCase()] = {
          required: h.required === true,
          schema: isObject(h.schema) ? h.schema : {},
        };
      }
    }
    out[status] = { content, headers };
  }
  return out;
}

/**
 * The cookie an API key scheme is: `in: cookie` names it; the Cookie header (as the product
 * contract declares it, for tools that take keys only in headers) names it in `x-cookie-name`.
 */
function sessionCookieOf(scheme: unknown): string | undefined {
  if (!isObject(scheme) || scheme.type !== 'apiKey') return undefined;
  if (scheme.in === 'cookie' && typeof scheme.name === 'string') return scheme.name;
  const named = scheme['x-cookie-name'];
  const cookieHeader =
    scheme.in === 'header' &&
    typeof scheme.name === 'string' &&
    scheme.name.toLowerCase() === 'cookie';
  return cookieHeader && typeof named === 'string' ? named : undefined;
}

/**
 * The cookie an optional Cookie header parameter carries (`x-cookie-name`): how the contract
 * declares a session an operation uses when present (Specmatic calls `security: [{}, scheme]`
 * incompatible with itself).
 */
function optionalSessionCookie(parameters: readonly unknown[]): string | undefined {
  for (const parameter of parameters)
    if (isSessionParameter(parameter)) return parameter['x-cookie-name'];
  return undefined;
}

/**
 * The Cookie header parameter that carries a session: not a parameter of the operation's own
 * (usesSession and sessionCookie say it), so that the tools manage it as the session it is.
 */
function isSessionParameter(
  parameter: unknown,
): parameter is JsonObject & { 'x-cookie-name': string } {
  return (
    isObject(parameter) &&
    parameter.in === 'header' &&
    typeof parameter.name === 'string' &&
    parameter.name.toLowerCase() === 'cookie' &&
    typeof parameter['x-cookie-name'] === 'string'
  );
}

function sessionOf(
  security: unknown,
  schemes: JsonObject,
  parameters: readonly unknown[],
): Pick<ContractOperation, 'needsSession' | 'usesSession' | 'sessionCookie'> {
  const requirements = Array.isArray(security) ? security.filter(isObject) : [];
  let cookie: string | undefined;
  for (const requirement of requirements) {
    for (const name of Object.keys(requirement)) {
      const found = sessionCookieOf(schemes[name]);
      if (found) cookie = found;
    }
  }
  const anonymous = requirements.some((r) => Object.keys(r).length === 0);
  const optional = optionalSessionCookie(parameters);
  if (cookie === undefined && optional !== undefined)
    return { needsSession: false, usesSession: true, sessionCookie: optional };
  return {
    needsSession: cookie !== undefined && !anonymous,
    usesSession: cookie !== undefined,
    ...(cookie ? { sessionCookie: cookie } : {}),
  };
}

function pathPattern(template: string): RegExp {
  const parts = template
    .split(/(\{[^}]+\})/)
    .map((part) =>
      part.startsWith('{') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${parts.join('')}$`);
}

const SEEKER_ONLY: ReadonlySet<string> = new Set(SEEKER_ONLY_OPERATIONS);

function operationOf(
  path: string,
  method: HttpMethod,
  operation: JsonObject,
  shared: unknown[],
  security: { global: unknown; schemes: JsonObject },
): ContractOperation {
  const own = Array.isArray(operation.parameters) ? operation.parameters : [];
  const parameters = [...shared, ...own]
    .filter((p) => !isSessionParameter(p))
    .map(parameterOf)
    .filter((p): p is Parameter => p !== undefined);
  const requestBody = isObject(operation.requestBody) ? operation.requestBody : undefined;
  const bodies = mediaBodies(requestBody?.content);
  const first = bodies[0];
  const operationId = String(operation.operationId);
  return {
    operationId,
    method,
    path,
    pathPattern: pathPattern(path),
    parameters,
    ...(first
      ? { body: { ...first, required: requestBody?.required === true, alternatives: bodies } }
      : {}),
    requestMediaTypes: bodies.map((body) => body.mediaType),
    responses: responsesOf(operation.responses),
    seekerOnly: SEEKER_ONLY.has(operationId),
    ...sessionOf(operation.security ?? security.global, security.schemes, [...shared, ...own]),
  };
}

/** Each file's document as last read, with the modification time it was read at. */
const documents = new Map<string, { mtimeMs: number; document: ContractDocument }>();

/**
 * The contract of `file`, dereferenced and flattened into its operations: read once per process
 * while the file is unchanged, so every simulator, proxy and runner of a process shares one
 * document (and its compiled checks: exchange.ts). The document is read-only to its users.
 */
export function readContract(file = BUNDLED_CONTRACT): ContractDocument {
  const path = resolve(file);
  const { mtimeMs } = statSync(path);
  const kept = documents.get(path);
  if (kept?.mtimeMs === mtimeMs) return kept.document;
  const document = parseContract(path);
  documents.set(path, { mtimeMs, document });
  return document;
}

function parseContract(file: string): ContractDocument {
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isDocument(raw)) throw new Error(`${file} is not an OpenAPI document with paths.`);
  const resolved = dereferenced(raw);
  const components = isObject(resolved.components) ? resolved.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const security = { global: (resolved as unknown as JsonObject).security, schemes };
  const serverUrl = resolved.servers?.[0]?.url ?? '';
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(resolved.paths)) {
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const operation = item[method];
      if (isObject(operation) && typeof operation.operationId === 'string')
        operations.push(operationOf(path, method, operation, shared, security));
    }
  }
  return {
    raw,
    resolved,
    serverPath: serverUrl.startsWith('/') ? serverUrl.replace(/\/$/, '') : '',
    operations,
    byId: new Map(operations.map((o) => [o.operationId, o])),
  };
}

/**
 * The response the contract declares for a status: its own code, else its range (`4XX`), else
 * `default` for a failure (any 4xx or 5xx). `default` is the contract's "any other failure"
 * (openapi/README.md, "How an answer is judged"): an undeclared success or redirect is no
 * answer the contract knows, whatever its body.
 */
export function declaredResponse(
  operation: ContractOperation,
  status: number,
): ResponseSpec | undefined {
  const own = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
  if (own) return own;
  return status >= 400 && status <= 599 ? operation.responses.default : undefined;
}

/** The JSON schema an operation declares for a status (its own, its range's or `default`). */
export function responseSchema(
  operation: ContractOperation,
  status: number,
): JsonObject | undefined {
  const schema = declaredResponse(operation, status)?.content['application/json']?.schema;
  return isObject(schema) ? schema : undefined;
}
