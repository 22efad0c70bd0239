// The request side of the bundled contract, for the tests that hold it to bounds: every parameter
// and request body of every operation, a walk through their schemas ($refs followed) that reports
// what an outside tool could send without limit, and Ajv 2020 validators for request bodies
// compiled the way tests/support/contract-validator.ts compiles responses.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export type Json = Record<string, unknown>;

export interface Parameter extends Json {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: Json;
  example?: unknown;
  examples?: Json;
  allowReserved?: boolean;
}

export interface RequestOperation {
  operationId: string;
  method: string;
  path: string;
  seekerOnly: boolean;
  /** Path-item and operation parameters, resolved, with the pointer each is declared at. */
  parameters: Array<{ parameter: Parameter; pointer: string }>;
  /** Media type to the pointer of its request body schema. */
  bodies: Record<string, string>;
}

const FILE = 'openapi/dist/openapi.json';
const CONTRACT_ID = 'https://contract.local/openapi.json';
const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

export const contract = JSON.parse(readFileSync(FILE, 'utf8')) as Json & {
  paths: Record<string, Json>;
  components: { schemas: Record<string, Json> };
};

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

export function at(pointer: string): unknown {
  return pointer
    .replace(/^#\/?/, '')
    .split('/')
    .filter((key) => key !== '')
    .reduce<unknown>(
      (node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      contract,
    );
}

/** A node and the pointer it was finally read at, following $refs. */
function resolved(node: Json, pointer: string): { node: Json; pointer: string } {
  let current = { node, pointer };
  while (typeof current.node.$ref === 'string') {
    const ref = current.node.$ref;
    current = { node: at(ref) as Json, pointer: ref };
  }
  return current;
}

export const requestOperations: RequestOperation[] = Object.entries(contract.paths).flatMap(
  ([path, item]) =>
    METHODS.filter((method) => method in item).map((method) => {
      const operation = item[method] as Json;
      const base = `#/paths/${escape(path)}`;
      const declared = [
        ...((item.parameters as Json[] | undefined) ?? []).map((p, i) => ({
          node: p,
          pointer: `${base}/parameters/${i}`,
        })),
        ...((operation.parameters as Json[] | undefined) ?? []).map((p, i) => ({
          node: p,
          pointer: `${base}/${method}/parameters/${i}`,
        })),
      ].map(({ node, pointer }) => {
        const found = resolved(node, pointer);
        return { parameter: found.node as Parameter, pointer: found.pointer };
      });
      const bodies: Record<string, string> = {};
      if (operation.requestBody) {
        const body = resolved(operation.requestBody as Json, `${base}/${method}/requestBody`);
        for (const media of Object.keys((body.node.content as Json | undefined) ?? {})) {
          bodies[media] = `${body.pointer}/content/${escape(media)}/schema`;
        }
      }
      const security = (operation.security ?? contract.security ?? []) as Json[];
      return {
        operationId: String(operation.operationId),
        method,
        path,
        seekerOnly: security.length > 0 && security.every((r) => 'MSSOCLIENT' in r),
        parameters: declared,
        bodies,
      };
    }),
);

export function operation(operationId: string): RequestOperation {
  const found = requestOperations.find((entry) => entry.operationId === operationId);
  if (!found) throw new Error(`The contract has no operation ${operationId}.`);
  return found;
}

/** Every schema a request can reach from its root: each parameter's and each body's. */
export function requestSchemaRoots(): Array<{ where: string; pointer: string }> {
  return requestOperations.flatMap((entry) => [
    ...entry.parameters.map(({ parameter, pointer }) => ({
      where: `${entry.operationId} ${parameter.in} ${parameter.name}`,
      pointer: `${pointer}/schema`,
    })),
    ...Object.entries(entry.bodies).map(([media, pointer]) => ({
      where: `${entry.operationId} body ${media}`,
      pointer,
    })),
  ]);
}

const COMBINATORS = ['allOf', 'anyOf', 'oneOf'] as const;
const BOUNDED_BY_VALUE = ['enum', 'const'] as const;

function typesOf(node: Json): string[] {
  const type = node.type;
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
}

/**
 * What a schema accepts without limit, as `where: problem` lines. A value position (a
 * parameter's or body's schema, a property, an item, an extra property) must say what it is; a
 * branch of a combinator or of if/then/else on a typed schema only narrows its parent, so it may
 * leave the type out. Strings need maxLength (an enum, a const or a binary file aside), arrays
 * maxItems, and an object either closes itself (additionalProperties: false) or bounds its extra
 * properties: a schema for their values, maxProperties and propertyNames with maxLength. A $ref
 * that leads back into itself is recursion, which no limit of the other kinds can bound.
 */
export function unboundedIn(
  schema: unknown,
  where: string,
  resolve: (ref: string) => unknown = at,
  refs: readonly string[] = [],
  role: 'value' | 'narrowing' = 'value',
): string[] {
  const walk = (child: unknown, place: string, childRole: typeof role, via = refs) =>
    unboundedIn(child, place, resolve, via, childRole);
  if (schema === false) return [];
  if (schema === true) return role === 'value' ? [`${where}: accepts anything`] : [];
  if (!schema || typeof schema !== 'object') return [`${where}: is not a schema`];
  const node = schema as Json;
  const found: string[] = [];
  if (typeof node.$ref === 'string') {
    if (refs.includes(node.$ref)) return [`${where}: is recursive through ${node.$ref}`];
    found.push(...walk(resolve(node.$ref), where, role, [...refs, node.$ref]));
  }
  const types = typesOf(node);
  const valueBounded = BOUNDED_BY_VALUE.some((keyword) => keyword in node);
  const combined = COMBINATORS.some((keyword) => Array.isArray(node[keyword]));
  if (role === 'value' && types.length === 0 && !valueBounded && !combined && !node.$ref) {
    found.push(`${where}: accepts any type`);
  }
  if (types.includes('string') && !valueBounded && node.format !== 'binary') {
    if (typeof node.maxLength !== 'number') found.push(`${where}: string without maxLength`);
  }
  if (types.includes('array') && !valueBounded) {
    if (typeof node.maxItems !== 'number') found.push(`${where}: array without maxItems`);
    if (node.items === undefined && node.prefixItems === undefined) {
      found.push(`${where}: array of anything`);
    }
  }
  if (types.includes('object') && !valueBounded) {
    const extra = node.additionalProperties;
    if (extra === undefined || extra === true) {
      found.push(`${where}: object open to extra properties of any kind`);
    } else if (extra !== false) {
      if (typeof node.maxProperties !== 'number') {
        found.push(`${where}: open object without maxProperties`);
      }
      const names = node.propertyNames as Json | undefined;
      if (typeof names?.maxLength !== 'number') {
        found.push(`${where}: open object without propertyNames.maxLength`);
      }
      found.push(...walk(extra, `${where}.*`, 'value'));
    }
    if (node.patternProperties && typeof node.maxProperties !== 'number') {
      found.push(`${where}: patternProperties without maxProperties`);
    }
  }
  const childRole = role === 'narrowing' ? 'narrowing' : 'value';
  for (const [name, child] of Object.entries((node.properties as Json | undefined) ?? {})) {
    found.push(...walk(child, `${where}.${name}`, childRole));
  }
  for (const [name, child] of Object.entries((node.patternProperties as Json | undefined) ?? {})) {
    found.push(...walk(child, `${where}[${name}]`, childRole));
  }
  if (node.items !== undefined) found.push(...walk(node.items, `${where}[]`, childRole));
  for (const [index, child] of ((node.prefixItems as unknown[] | undefined) ?? []).entries()) {
    found.push(...walk(child, `${where}[${index}]`, childRole));
  }
  // A combinator on a typed schema narrows it; a bare combinator is the value itself.
  const branchRole = types.length > 0 || role === 'narrowing' ? 'narrowing' : 'value';
  for (const keyword of COMBINATORS) {
    for (const [index, child] of ((node[keyword] as unknown[] | undefined) ?? []).entries()) {
      found.push(...walk(child, `${where}|${keyword}${index}`, branchRole));
    }
  }
  for (const keyword of ['if', 'then', 'else'] as const) {
    if (node[keyword] !== undefined) {
      found.push(...walk(node[keyword], `${where}|${keyword}`, 'narrowing'));
    }
  }
  return found;
}

let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

/** An Ajv 2020 validator for the schema at a pointer of the bundled contract. */
export function validatorAt(pointer: string): ValidateFunction {
  if (!ajv) {
    ajv = new Ajv2020({ allErrors: false, strict: false, validateFormats: true });
    addFormats.default(ajv);
    ajv.addSchema({ ...contract, $id: CONTRACT_ID });
  }
  let validate = compiled.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${CONTRACT_ID}${pointer}` });
    compiled.set(pointer, validate);
  }
  return validate;
}

/** The validator of an operation's request body in one media type. */
export function bodyValidator(operationId: string, media = 'application/json'): ValidateFunction {
  const pointer = operation(operationId).bodies[media];
  if (!pointer) throw new Error(`${operationId} takes no ${media} body.`);
  return validatorAt(pointer);
}
