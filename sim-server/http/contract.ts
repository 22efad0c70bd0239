// Reading the bundled contract: its operations, their routes and their declared error shapes.
import { readFileSync } from 'node:fs';

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
  /** The Express route: '/middleware/jobdetail/{jobId}' -> '/middleware/jobdetail/:jobId'. */
  expressPath: string;
  seekerOnly: boolean;
  responses: Record<string, Json>;
  /** Path parameters the contract types as integers (Express hands them over as strings). */
  integerPathParams: string[];
}

export function loadContract(file = 'openapi/dist/openapi.json'): OpenApiDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

export function isSeekerOnly(security: unknown): boolean {
  return (
    Array.isArray(security) && security.length > 0 && security.every((r: Json) => 'MSSOCLIENT' in r)
  );
}

export function operationsOf(contract: OpenApiDocument): ContractOperation[] {
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => method in item).map((method) => {
      const operation = item[method] as Json;
      const parameters = [
        ...((item.parameters as Json[] | undefined) ?? []),
        ...((operation.parameters as Json[] | undefined) ?? []),
      ]
        .map((parameter) => resolveRef(contract, parameter))
        .filter((parameter) => parameter.in === 'path');
      return {
        operationId: String(operation.operationId),
        method,
        path,
        expressPath: path.replace(/\{([^}]+)\}/g, ':$1'),
        seekerOnly: isSeekerOnly(operation.security),
        responses: operation.responses as Record<string, Json>,
        integerPathParams: parameters
          .filter(
            (parameter) =>
              resolveRef(contract, (parameter.schema as Json | undefined) ?? {}).type === 'integer',
          )
          .map((parameter) => String(parameter.name)),
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
