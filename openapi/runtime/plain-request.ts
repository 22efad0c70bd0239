// The object openapi-backend's validator checks a request as ({ path, query, header, cookie,
// requestBody }), built here directly for the operations where that is plain: a path without
// parameters, query parameters of the form style, exploded, with a schema. The library builds the
// same object through a general parser whose lodash lookups cost a search (the simulator's
// hottest request) several times the check itself. tests/unit/plain-request.test.ts holds the
// two to the same answers.
import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseCookies } from 'cookie';
import type { Operation } from 'openapi-backend';
import { parse as parseQueryString } from 'qs';

/** What the plain build needs to know of an operation. */
export interface PlainShape {
  /** Query parameters whose schema is an array: a single value becomes a list of one. */
  arrayParams: ReadonlySet<string>;
}

/** The operation's shape when its requests are plain, else undefined (the library builds them). */
export function plainShapeOf(operation: Operation): PlainShape | undefined {
  if (operation.path.includes('{')) return undefined;
  const arrayParams = new Set<string>();
  for (const parameter of operation.parameters ?? []) {
    if ('$ref' in parameter || parameter.in === 'path') return undefined;
    if (parameter.in !== 'query') continue;
    const { content, explode, style, schema } = parameter;
    if (content || explode === false || (style !== undefined && style !== 'form')) return undefined;
    if (!schema || '$ref' in schema) return undefined;
    if (schema.type === 'array') arrayParams.add(parameter.name);
  }
  return { arrayParams };
}

export interface PlainRequest {
  /** The raw query string, without `?`. */
  query: string;
  headers: IncomingHttpHeaders;
  /** The parsed body: an object, or undefined. */
  body: object | undefined;
}

/** qs's decoding of one key or value: `+` is a space, a bad escape keeps the text as it is. */
function decodeComponent(raw: string): string {
  const spaced = raw.includes('+') ? raw.replaceAll('+', ' ') : raw;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

const QS_PARAMETER_LIMIT = 1000;

/**
 * A query string of distinct, bracket-free names read as qs reads it (a results page's query,
 * every time); undefined for anything else (repeated or bracketed names, an empty or inherited
 * name, too many parameters), which qs itself parses. qs's general parser was 2% of a search's CPU.
 */
function flatQuery(text: string): Record<string, string> | undefined {
  if (text === '') return {};
  if (/[[\]]|%5b|%5d/i.test(text)) return undefined;
  const parts = text.split('&');
  if (parts.length > QS_PARAMETER_LIMIT) return undefined;
  const query: Record<string, string> = {};
  for (const part of parts) {
    if (part === '') continue;
    const at = part.indexOf('=');
    const name = decodeComponent(at === -1 ? part : part.slice(0, at));
    if (name === '' || Object.hasOwn(query, name) || name in Object.prototype) return undefined;
    query[name] = at === -1 ? '' : decodeComponent(part.slice(at + 1));
  }
  return query;
}

/** The parameters object of a plain request, as the library's validateRequest builds it. */
export function plainParameters(shape: PlainShape, request: PlainRequest): Record<string, unknown> {
  const header: Record<string, string | string[] | undefined> = {};
  for (const name of Object.keys(request.headers))
    header[name.toLowerCase()] = request.headers[name];
  const rawCookie = header.cookie;
  const cookie = parseCookies(Array.isArray(rawCookie) ? rawCookie.join('; ') : (rawCookie ?? ''));
  const text = request.query.replace('?', '');
  const query: Record<string, unknown> = flatQuery(text) ?? parseQueryString(text);
  for (const [name, value] of Object.entries(query))
    if (typeof value === 'string' && shape.arrayParams.has(name)) query[name] = [value];
  const parameters: Record<string, unknown> = { path: {}, query, header, cookie };
  const rawType = header['content-type'];
  const contentType = String((Array.isArray(rawType) ? rawType[0] : rawType) || '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  if (typeof request.body === 'object' || contentType === 'application/json')
    parameters.requestBody = request.body;
  return parameters;
}
