// Every example the contract gives fits the schema it illustrates (issue 36, item 4): media types'
// `example` and `examples`, parameters' and headers', and schemas' own `example` and `examples`,
// wherever they sit in openapi/dist/openapi.json. Tools send these examples (Specmatic, Portman,
// the project's runner), and one that breaks its own schema is a request the server must refuse.
// Each is checked by the contract runtime's own validator (schema-checks.ts: Ajv 2020, formats).
import { describe, expect, it } from 'vitest';
import { readContract } from '../../openapi/runtime/contract';
import { CONTRACT_SCHEMA_ID, schemaChecks } from '../../openapi/runtime/schema-checks';

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

interface Example {
  /** Where the example is: a JSON pointer and, for a named one, its name. */
  where: string;
  /** The pointer of the schema it illustrates. */
  schema: string;
  value: unknown;
}

const contract = readContract();
const raw = contract.raw as unknown as Node;

function target(ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (at, key) => (isNode(at) ? at[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
      raw,
    );
}

/** The `example` and the named `examples` of a media type, parameter or header. */
function declared(node: Node, at: string, found: Example[]): void {
  const schema = `${at}/schema`;
  if (node.example !== undefined)
    found.push({ where: `${at}/example`, schema, value: node.example });
  if (!isNode(node.examples)) return;
  for (const [name, entry] of Object.entries(node.examples)) {
    const example = isNode(entry) && typeof entry.$ref === 'string' ? target(entry.$ref) : entry;
    if (isNode(example) && 'value' in example)
      found.push({ where: `${at}/examples/${name}`, schema, value: example.value });
  }
}

const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs'];
const SUBSCHEMAS = [
  'items',
  'not',
  'additionalProperties',
  'propertyNames',
  'contains',
  'if',
  'then',
  'else',
];

/** A schema's own `example` and `examples`, and its subschemas'. */
function schemaExamples(node: unknown, at: string, found: Example[]): void {
  if (!isNode(node) || typeof node.$ref === 'string') return;
  if (node.example !== undefined)
    found.push({ where: `${at}/example`, schema: at, value: node.example });
  if (Array.isArray(node.examples))
    node.examples.forEach((value, i) =>
      found.push({ where: `${at}/examples/${i}`, schema: at, value }),
    );
  for (const key of SUBSCHEMAS) schemaExamples(node[key], `${at}/${key}`, found);
  for (const key of SUBSCHEMA_LISTS) {
    const list = node[key];
    if (Array.isArray(list))
      list.forEach((sub, i) => schemaExamples(sub, `${at}/${key}/${i}`, found));
  }
  for (const key of SUBSCHEMA_MAPS) {
    const map = node[key];
    if (isNode(map))
      for (const [name, sub] of Object.entries(map))
        schemaExamples(sub, `${at}/${key}/${escape(name)}`, found);
  }
}

function parameterOrHeader(node: unknown, at: string, found: Example[]): void {
  if (!isNode(node) || typeof node.$ref === 'string') return;
  declared(node, at, found);
  schemaExamples(node.schema, `${at}/schema`, found);
  content(node.content, `${at}/content`, found);
}

function content(node: unknown, at: string, found: Example[]): void {
  if (!isNode(node)) return;
  for (const [type, media] of Object.entries(node)) {
    if (!isNode(media)) continue;
    const where = `${at}/${escape(type)}`;
    declared(media, where, found);
    schemaExamples(media.schema, `${where}/schema`, found);
  }
}

function response(node: unknown, at: string, found: Example[]): void {
  if (!isNode(node) || typeof node.$ref === 'string') return;
  if (isNode(node.headers))
    for (const [name, header] of Object.entries(node.headers))
      parameterOrHeader(header, `${at}/headers/${escape(name)}`, found);
  content(node.content, `${at}/content`, found);
}

function operationExamples(operation: Node, at: string, found: Example[]): void {
  if (Array.isArray(operation.parameters))
    operation.parameters.forEach((p, i) => parameterOrHeader(p, `${at}/parameters/${i}`, found));
  const body = operation.requestBody;
  if (isNode(body) && typeof body.$ref !== 'string')
    content(body.content, `${at}/requestBody/content`, found);
  if (isNode(operation.responses))
    for (const [status, answer] of Object.entries(operation.responses))
      response(answer, `${at}/responses/${status}`, found);
}

/** Every example of the contract, each once (shared components where they are declared). */
function allExamples(): Example[] {
  const found: Example[] = [];
  for (const [path, item] of Object.entries(raw.paths as Node)) {
    if (!isNode(item)) continue;
    const at = `#/paths/${escape(path)}`;
    if (Array.isArray(item.parameters))
      item.parameters.forEach((p, i) => parameterOrHeader(p, `${at}/parameters/${i}`, found));
    for (const method of ['get', 'put', 'post', 'delete', 'patch', 'head', 'options']) {
      const operation = item[method];
      if (isNode(operation)) operationExamples(operation, `${at}/${method}`, found);
    }
  }
  const components = isNode(raw.components) ? raw.components : {};
  const each = (kind: string, visit: (node: unknown, at: string, found: Example[]) => void) => {
    const map = components[kind];
    if (isNode(map))
      for (const [name, node] of Object.entries(map))
        visit(node, `#/components/${kind}/${escape(name)}`, found);
  };
  each('schemas', schemaExamples);
  each('parameters', parameterOrHeader);
  each('headers', parameterOrHeader);
  each('responses', response);
  each(
    'requestBodies',
    (node, at, out) => isNode(node) && content(node.content, `${at}/content`, out),
  );
  return found;
}

const examples = allExamples();

describe("The contract's examples", () => {
  it('When the contract is read, then every example in it is found: media types, parameters, schemas, named examples', () => {
    let declaredAnywhere = 0;
    const count = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(count);
      else if (isNode(node)) {
        if ('example' in node) declaredAnywhere += 1;
        if (isNode(node.examples)) declaredAnywhere += Object.keys(node.examples).length;
        Object.values(node).forEach(count);
      }
    };
    count(raw);
    const kinds = (part: string) => examples.filter((e) => e.where.includes(part)).length;

    expect(examples.length).toBe(declaredAnywhere);
    expect(kinds('/content/')).toBeGreaterThan(50);
    expect(kinds('/parameters/')).toBeGreaterThan(10);
    expect(kinds('/examples/')).toBeGreaterThan(1);
    expect(kinds('#/components/schemas/')).toBeGreaterThan(0);
  });

  it('When each example is validated against the schema it illustrates, then it fits', () => {
    const schemas = Object.fromEntries(
      [...new Set(examples.map((e) => e.schema))].map((pointer) => [
        pointer,
        { $ref: `${CONTRACT_SCHEMA_ID}${pointer}` },
      ]),
    );
    const checks = schemaChecks(contract, schemas);
    const broken = examples.flatMap((example) => {
      const problems = checks.get(example.schema)?.(example.value) ?? ['no check'];
      return problems.length === 0 ? [] : [`${example.where}: ${problems.join('; ')}`];
    });
    expect(broken).toEqual([]);
  });
});
