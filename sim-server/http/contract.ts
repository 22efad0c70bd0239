// Reading the bundled contract: its operations, their routes and their declared error shapes.
import { readFileSync } from 'node:fs';
import { SEEKER_ONLY_OPERATIONS } from '../../openapi/generated/operations';

export interface OpenApiDocument {
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
}

type Json = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
export type HttpMethod = (typeof METHODS)[number];

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  path: string;
  seekerOnly: boolean;
  responses: Record<string, Json>;
  /** The media types its request body may come in; empty when it takes none. */
  requestMediaTypes: string[];
}

export function loadContract(file = 'openapi/dist/openapi.json'): OpenApiDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

const SEEKER_ONLY: ReadonlySet<string> = new Set(SEEKER_ONLY_OPERATIONS);

export function operationsOf(contract: OpenApiDocument): ContractOperation[] {
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => method in item).map((method) => {
      const operation = item[method] as Json;
      const requestBody = operation.requestBody
        ? resolveRef(contract, operation.requestBody as Json)
        : undefined;
      return {
        operationId: String(operation.operationId),
        method,
        path,
        seekerOnly: SEEKER_ONLY.has(String(operation.operationId)),
        responses: operation.responses as Record<string, Json>,
        requestMediaTypes: Object.keys((requestBody?.content as Json | undefined) ?? {}),
      };
    }),
  );
}

export function resolveRef(contract: OpenApiDocument, node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (at as Json)[key], contract);
  return resolveRef(contract, target as Json);
}

/** The JSON schema an operation declares for a status (or its default response). */
export function responseSchema(
  contract: OpenApiDocument,
  operation: ContractOperation,
  status: number,
): Json | undefined {
  const response = operation.responses[String(status)] ?? operation.responses.default;
  if (!response) return undefined;
  const content = resolveRef(contract, response).content as Record<string, Json> | undefined;
  const schema = content?.['application/json']?.schema as Json | undefined;
  return schema ? resolveRef(contract, schema) : undefined;
}

/**
 * The contract with every $ref replaced by its target, each target shared by all its uses (the
 * validator reads schemas inline). The contract has no recursive schemas; a cycle would throw.
 */
export function dereferenced(contract: OpenApiDocument): OpenApiDocument {
  const done = new Map<object, unknown>();
  const walking = new Set<object>();
  const walk = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    const target = Array.isArray(node) ? node : resolveRef(contract, node as Json);
    const known = done.get(target);
    if (known !== undefined) return known;
    if (walking.has(target)) throw new Error('The contract has a recursive schema.');
    walking.add(target);
    const copy = Array.isArray(target)
      ? target.map(walk)
      : Object.fromEntries(Object.entries(target).map(([key, value]) => [key, walk(value)]));
    walking.delete(target);
    done.set(target, copy);
    return copy;
  };
  return walk(contract) as OpenApiDocument;
}
