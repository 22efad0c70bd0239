// The bundled contract (openapi/dist/openapi.json) read once and flattened into operations, with
// every $ref resolved: what the contract runner and the validating proxy both walk. Pure: no
// network, no simulator.
import { readFileSync } from 'node:fs';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
export type Schema = JsonObject | boolean;

export const BUNDLED_CONTRACT = 'openapi/dist/openapi.json';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

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

export interface OperationSpec {
  operationId: string;
  method: string;
  /** The path template under the server URL, e.g. `/middleware/jobdetail/{jobId}`. */
  path: string;
  pathPattern: RegExp;
  parameters: Parameter[];
  body?: MediaBody & { required: boolean; alternatives: MediaBody[] };
  responses: Record<string, ResponseSpec>;
  /** A session cookie is required (security lists only a cookie scheme). */
  needsSession: boolean;
  /** The session is used when present (security lists `{}` beside a scheme). */
  usesSession: boolean;
  sessionCookie?: string;
}

export interface ContractDocument {
  raw: JsonObject;
  serverPath: string;
  operations: OperationSpec[];
  byId: Map<string, OperationSpec>;
}

/** A schema where one is expected; anything else stands for "no constraint". */
export function asSchema(value: Json | undefined): Schema {
  return typeof value === 'boolean' || isObject(value) ? value : {};
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a local JSON pointer (`#/components/schemas/Job`). */
function pointer(root: JsonObject, ref: string): Json {
  let at: Json = root;
  for (const part of ref.replace(/^#\//, '').split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(at)) throw new Error(`Unresolvable $ref ${ref}`);
    at = at[key] ?? null;
  }
  return at;
}

/** A copy with every local $ref replaced by its target; a cycle keeps its $ref. */
export function dereference(root: JsonObject, value: Json, seen: string[] = []): Json {
  if (Array.isArray(value)) return value.map((item) => dereference(root, item, seen));
  if (!isObject(value)) return value;
  const ref = value.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    if (seen.includes(ref)) return value;
    const target = dereference(root, pointer(root, ref), [...seen, ref]);
    const { $ref: _ignored, ...siblings } = value;
    return isObject(target) && Object.keys(siblings).length > 0
      ? { ...target, ...(dereference(root, siblings, seen) as JsonObject) }
      : target;
  }
  const out: JsonObject = {};
  for (const [key, item] of Object.entries(value)) out[key] = dereference(root, item, seen);
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function pathPattern(template: string): RegExp {
  const parts = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '([^/]+)' : escapeRegExp(part)));
  return new RegExp(`^${parts.join('')}$`);
}

function parameterOf(value: Json): Parameter | undefined {
  if (!isObject(value) || typeof value.name !== 'string') return undefined;
  const location = value.in;
  if (location !== 'query' && location !== 'header' && location !== 'path' && location !== 'cookie')
    return undefined;
  const schema = isObject(value.schema) ? value.schema : {};
  return {
    name: value.name,
    in: location,
    required: value.required === true || location === 'path',
    schema,
    ...(value.example !== undefined ? { example: value.example } : {}),
    explode: value.explode !== false,
  };
}

function mediaBodies(content: Json | undefined): MediaBody[] {
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

function responsesOf(value: Json | undefined): Record<string, ResponseSpec> {
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

function sessionOf(
  security: Json | undefined,
  schemes: JsonObject,
): Pick<OperationSpec, 'needsSession' | 'usesSession' | 'sessionCookie'> {
  const requirements = Array.isArray(security) ? security.filter(isObject) : [];
  let cookie: string | undefined;
  for (const requirement of requirements) {
    for (const name of Object.keys(requirement)) {
      const scheme = schemes[name];
      if (isObject(scheme) && scheme.in === 'cookie' && typeof scheme.name === 'string')
        cookie = scheme.name;
    }
  }
  const anonymous = requirements.some((r) => Object.keys(r).length === 0);
  return {
    needsSession: cookie !== undefined && !anonymous,
    usesSession: cookie !== undefined,
    ...(cookie ? { sessionCookie: cookie } : {}),
  };
}

export function readContract(file = BUNDLED_CONTRACT): ContractDocument {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as JsonObject;
  const resolved = dereference(raw, raw);
  if (!isObject(resolved) || !isObject(resolved.paths)) throw new Error(`${file} has no paths.`);
  const components = isObject(resolved.components) ? resolved.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  const servers = Array.isArray(resolved.servers) ? resolved.servers.filter(isObject) : [];
  const serverUrl = typeof servers[0]?.url === 'string' ? servers[0].url : '';
  const operations: OperationSpec[] = [];
  for (const [path, item] of Object.entries(resolved.paths)) {
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
      const own = Array.isArray(operation.parameters) ? operation.parameters : [];
      const parameters = [...shared, ...own]
        .map(parameterOf)
        .filter((p): p is Parameter => p !== undefined);
      const requestBody = isObject(operation.requestBody) ? operation.requestBody : undefined;
      const bodies = mediaBodies(requestBody?.content);
      const first = bodies[0];
      operations.push({
        operationId: operation.operationId,
        method,
        path,
        pathPattern: pathPattern(path),
        parameters,
        ...(first
          ? { body: { ...first, required: requestBody?.required === true, alternatives: bodies } }
          : {}),
        responses: responsesOf(operation.responses),
        ...sessionOf(operation.security ?? resolved.security, schemes),
      });
    }
  }
  return {
    raw,
    serverPath: serverUrl.startsWith('/') ? serverUrl.replace(/\/$/, '') : '',
    operations,
    byId: new Map(operations.map((o) => [o.operationId, o])),
  };
}

/** The operation a request path (under the server path) and method belong to. */
export function matchOperation(
  contract: ContractDocument,
  method: string,
  path: string,
): { operation: OperationSpec; pathParams: Record<string, string> } | undefined {
  const lower = method.toLowerCase();
  for (const operation of contract.operations) {
    if (operation.method !== lower) continue;
    const match = operation.pathPattern.exec(path);
    if (!match) continue;
    const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');
    const pathParams: Record<string, string> = {};
    names.forEach((name, i) => (pathParams[name] = decodeURIComponent(match[i + 1] ?? '')));
    return { operation, pathParams };
  }
  return undefined;
}
