// The requests the verdict test sends: for every operation, the contract runner's own positive and
// negative cases (scripts/contract/positive.ts, negative.ts: every parameter and body member broken
// in each way its schema allows, malformed and mistyped bodies), and seeded edge cases drawn with
// fast-check from a valid request: media types, trailing and doubled slashes, path case, reserved
// characters, repeated and bracketed query parameters, numbers and booleans spelled otherwise,
// unknown parameters, empty, truncated and non-JSON bodies, other methods.
import fc from 'fast-check';
import { SchemaValidator } from '../../openapi/runtime/answer-checks';
import type { ContractDocument, ContractOperation } from '../../openapi/runtime/contract';
import { SITE_HEADER } from '../../openapi/vocabulary/site-headers';
import type { Case } from '../../scripts/contract/cases';
import { negativeCases } from '../../scripts/contract/negative';
import { bodyValue, paramValues, positiveCases } from '../../scripts/contract/positive';
import { Rng } from '../../sim-server/catalogue/rng';
import { KnownValues } from '../../scripts/contract/samples';

/** One request as it goes on the wire, under the API's mount (`/api`). */
export interface Wire {
  label: string;
  operationId: string;
  method: string;
  /** Path and query as sent: `/api/middleware/jobdetail/12?x=1`. */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
}

const SITE = { [SITE_HEADER.country]: 'IN', [SITE_HEADER.siteContext]: 'india' };

async function wireOf(serverPath: string, testCase: Case, label: string): Promise<Wire> {
  const search = testCase.query
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  const headers: Record<string, string> = { ...SITE, ...testCase.headers };
  let body: Buffer | undefined;
  if (testCase.body?.kind === 'text') {
    headers['content-type'] = testCase.body.contentType;
    body = Buffer.from(testCase.body.text);
  } else if (testCase.body?.kind === 'multipart') {
    const form = new FormData();
    for (const [name, value] of Object.entries(testCase.body.fields)) form.append(name, value);
    const file = testCase.body.file;
    if (file)
      form.append(
        file.field,
        new Blob([file.base64 ? Buffer.from(file.content, 'base64') : file.content], {
          type: file.type,
        }),
        file.name,
      );
    const encoded = new Request('http://localhost/', { method: 'POST', body: form });
    headers['content-type'] = encoded.headers.get('content-type') ?? '';
    body = Buffer.from(await encoded.arrayBuffer());
  }
  return {
    label,
    operationId: testCase.operationId,
    method: testCase.method.toUpperCase(),
    target: `${serverPath}${testCase.path}${search ? `?${search}` : ''}`,
    headers,
    ...(body ? { body } : {}),
  };
}

/** The runner's positive and negative cases of every operation, as wire requests. */
export async function runnerRequests(
  contract: ContractDocument,
  seed: number,
  negativesPerOperation: number,
): Promise<{ valid: Wire[]; broken: Wire[] }> {
  const validator = new SchemaValidator();
  const rng = new Rng(seed);
  const known = new KnownValues(
    new Set(),
    (schema, value) => validator.errors(schema, value).length === 0,
  );
  const valid: Wire[] = [];
  const broken: Wire[] = [];
  for (const operation of contract.operations) {
    const input = { operation, validator, rng, known, siteHeaders: SITE };
    for (const { testCase } of positiveCases(input))
      valid.push(await wireOf(contract.serverPath, testCase, testCase.label));
    const negatives = negativeCases({
      operation,
      base: paramValues(input, 'examples'),
      baseBody: bodyValue(input, 'examples'),
      validator,
      rng,
      budget: negativesPerOperation,
      siteHeaders: new Set(Object.keys(SITE)),
    });
    for (const testCase of negatives)
      broken.push(await wireOf(contract.serverPath, testCase, `negative: ${testCase.label}`));
  }
  return { valid, broken };
}

type Twist = (wire: Wire, operation: ContractOperation, pick: number) => Wire | undefined;

function withTarget(wire: Wire, label: string, target: string): Wire {
  return { ...wire, label, target };
}

function splitTarget(target: string): { path: string; query: string } {
  const at = target.indexOf('?');
  return at < 0
    ? { path: target, query: '' }
    : { path: target.slice(0, at), query: target.slice(at + 1) };
}

function withQuery(wire: Wire, label: string, extra: string): Wire {
  const { path, query } = splitTarget(wire.target);
  return withTarget(wire, label, `${path}?${query ? `${query}&` : ''}${extra}`);
}

function withBody(wire: Wire, label: string, contentType: string | undefined, text: string): Wire {
  const headers = { ...wire.headers };
  delete headers['content-type'];
  if (contentType !== undefined) headers['content-type'] = contentType;
  return { ...wire, label, headers, body: Buffer.from(text) };
}

function at<T>(items: readonly T[], pick: number): T | undefined {
  return items.length === 0 ? undefined : items[pick % items.length];
}

const RESERVED = [
  '%2F',
  '%3F',
  '%23',
  ';x',
  '%25',
  '%20',
  '..',
  '%2E',
  'a,b',
  '%00',
  "it's",
  '%E2%82%AC',
];
const NUMBERS = [
  '1.0',
  '01',
  '1e1',
  '%201',
  '0x10',
  '-0',
  '',
  '+1',
  '1.5',
  'NaN',
  '99999999999999999999',
];
const BOOLEANS = ['TRUE', 'True', '1', '0', 'yes', 'on', '', 'false'];

function schemaType(schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null || !('type' in schema)) return undefined;
  return typeof schema.type === 'string' ? schema.type : undefined;
}

function formText(wire: Wire): Record<string, string> | undefined {
  if (wire.headers['content-type'] !== 'application/x-www-form-urlencoded' || !wire.body)
    return undefined;
  return Object.fromEntries(new URLSearchParams(wire.body.toString('utf8')));
}

const TWISTS: Record<string, Twist> = {
  'trailing slash': (w) => {
    const { path, query } = splitTarget(w.target);
    return withTarget(w, 'trailing slash', `${path}/${query ? `?${query}` : ''}`);
  },
  'doubled slash inside': (w) =>
    withTarget(w, 'doubled slash inside', w.target.replace(/^(\/api\/[^/?]+)\//, '$1//')),
  'doubled slash after the mount': (w) =>
    withTarget(w, 'doubled slash after the mount', w.target.replace(/^\/api\//, '/api//')),
  'path in another case': (w, _o, pick) => {
    const { path, query } = splitTarget(w.target);
    const letters = [...path.matchAll(/[a-z]/g)].filter((m) => (m.index ?? 0) > 5);
    const hit = at(letters, pick);
    if (!hit || hit.index === undefined) return undefined;
    const changed = `${path.slice(0, hit.index)}${hit[0].toUpperCase()}${path.slice(hit.index + 1)}`;
    return withTarget(w, 'path in another case', `${changed}${query ? `?${query}` : ''}`);
  },
  'reserved characters in a path parameter': (w, o, pick) => {
    if (!o.path.includes('{')) return undefined;
    const value = at(RESERVED, pick) ?? '%2F';
    const { query } = splitTarget(w.target);
    const path = `/api${o.path.replace(/\{[^}]+\}/, value).replace(/\{[^}]+\}/g, '1')}`;
    return withTarget(w, `path parameter ${value}`, `${path}${query ? `?${query}` : ''}`);
  },
  'reserved characters in a query value': (w, o, pick) => {
    const parameter = at(
      o.parameters.filter((p) => p.in === 'query'),
      pick,
    );
    if (!parameter) return undefined;
    const value = at(RESERVED, pick >> 3) ?? '%26';
    return withQuery(w, `query ${parameter.name}=${value}`, `${parameter.name}=${value}`);
  },
  'repeated query parameter': (w, o, pick) => {
    const parameter = at(
      o.parameters.filter((p) => p.in === 'query'),
      pick,
    );
    if (!parameter) return undefined;
    return withQuery(w, `repeated ${parameter.name}`, `${parameter.name}=1&${parameter.name}=2`);
  },
  'bracketed query parameter': (w, o, pick) => {
    const parameter = at(
      o.parameters.filter((p) => p.in === 'query'),
      pick,
    );
    if (!parameter) return undefined;
    const form = at(['%5B%5D=1', '%5B0%5D=1', '%5Bk%5D=v', '[]=1', '[k]=v'], pick >> 3) ?? '[]=1';
    return withQuery(w, `bracketed ${parameter.name}${form}`, `${parameter.name}${form}`);
  },
  'number or boolean spelled otherwise': (w, o, pick) => {
    const typed = o.parameters.filter((p) =>
      ['integer', 'number', 'boolean'].includes(schemaType(p.schema) ?? ''),
    );
    const parameter = at(typed, pick);
    if (!parameter) return undefined;
    const spellings = schemaType(parameter.schema) === 'boolean' ? BOOLEANS : NUMBERS;
    const value = at(spellings, pick >> 3) ?? '1.0';
    if (parameter.in === 'header')
      return {
        ...w,
        label: `header ${parameter.name}: ${value}`,
        headers: { ...w.headers, [parameter.name]: decodeURIComponent(value) },
      };
    if (parameter.in !== 'query') return undefined;
    const { path, query } = splitTarget(w.target);
    const kept = query
      .split('&')
      .filter((pair) => pair && !pair.startsWith(`${parameter.name}=`))
      .join('&');
    const sent = `${kept ? `${kept}&` : ''}${parameter.name}=${value}`;
    return withTarget(w, `query ${parameter.name}=${value}`, `${path}?${sent}`);
  },
  'site header spelled otherwise': (w, _o, pick) => {
    const value = at(['in', 'ZZ', '', 'IN, SG', 'India'], pick) ?? 'in';
    return {
      ...w,
      label: `site header ${value}`,
      headers: { ...w.headers, [SITE_HEADER.country]: value },
    };
  },
  'unknown query parameter': (w) => withQuery(w, 'unknown query parameter', 'zzUnknown=1'),
  'unknown header': (w) => ({
    ...w,
    label: 'unknown header',
    headers: { ...w.headers, 'x-zz-unknown': '1' },
  }),
  'unknown body field': (w) => {
    const form = formText(w);
    if (form)
      return withBody(
        w,
        'unknown form field',
        'application/x-www-form-urlencoded',
        new URLSearchParams({ ...form, zzUnknown: '1' }).toString(),
      );
    if (w.headers['content-type'] !== 'application/json' || !w.body) return undefined;
    const value: unknown = JSON.parse(w.body.toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    return withBody(
      w,
      'unknown JSON field',
      'application/json',
      JSON.stringify({ ...value, zzUnknown: 1 }),
    );
  },
  'JSON instead of a form': (w) => {
    const form = formText(w);
    return form
      ? withBody(w, 'a form sent as JSON', 'application/json', JSON.stringify(form))
      : undefined;
  },
  'a form instead of JSON': (w) => {
    if (w.headers['content-type'] !== 'application/json' || !w.body) return undefined;
    const value: unknown = JSON.parse(w.body.toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const fields = Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    return withBody(
      w,
      'JSON sent as a form',
      'application/x-www-form-urlencoded',
      new URLSearchParams(fields).toString(),
    );
  },
  'another media type': (w, _o, pick) => {
    if (!w.body) return undefined;
    const type =
      at(
        [
          'text/plain',
          'application/xml',
          'Application/JSON',
          'application/json; charset=utf-8',
          'application/merge-patch+json',
        ],
        pick,
      ) ?? 'text/plain';
    return withBody(w, `sent as ${type}`, type, w.body.toString('utf8'));
  },
  'no content type': (w) =>
    w.body ? withBody(w, 'no content type', undefined, w.body.toString('utf8')) : undefined,
  'odd JSON body': (w, o, pick) => {
    if (o.requestMediaTypes.length === 0) return undefined;
    const text =
      at(['', '{"a":', 'hello', 'null', '[]', '{}', '"text"', '{"a":1}{', '\uFEFF{}', '1'], pick) ??
      '';
    return withBody(w, `JSON body ${JSON.stringify(text)}`, 'application/json', text);
  },
  'a body where none is taken': (w, o) =>
    o.requestMediaTypes.length > 0
      ? undefined
      : withBody(w, 'a body where none is taken', 'application/json', '{"a":1}'),
  'another method': (w, _o, pick) => {
    const method = at(['HEAD', 'OPTIONS', 'PUT', 'PATCH', 'DELETE', 'POST', 'GET'], pick) ?? 'HEAD';
    return method === w.method ? undefined : { ...w, label: `sent as ${method}`, method };
  },
};

/** `count` seeded edge cases, each a twist of one valid request. */
export function edgeRequests(
  contract: ContractDocument,
  valid: readonly Wire[],
  seed: number,
  count: number,
): Wire[] {
  const names = Object.keys(TWISTS);
  const draws = fc.sample(
    fc.record({
      base: fc.nat({ max: valid.length - 1 }),
      twist: fc.constantFrom(...names),
      pick: fc.nat({ max: 1023 }),
    }),
    { seed, numRuns: count * 3 },
  );
  const out: Wire[] = [];
  for (const draw of draws) {
    if (out.length >= count) break;
    const wire = valid[draw.base];
    const operation = wire ? contract.byId.get(wire.operationId) : undefined;
    const twisted =
      wire && operation ? TWISTS[draw.twist]?.(wire, operation, draw.pick) : undefined;
    if (twisted) out.push(twisted);
  }
  return out;
}
