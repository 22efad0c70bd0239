// Whether a request keeps the contract: openapi-backend's validator (Ajv 2020 underneath, query
// and path text coerced to their schemas' types, as servers read them) over the bundled contract.
// The validating proxy's half of the check; its answers go through response-check.ts.
import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  OpenAPIRouter,
  OpenAPIValidator,
  type Document,
  type Operation,
  type Request as ValidatedRequest,
} from 'openapi-backend';
import { dereference, type ContractDocument } from './contract-document';

/** The bundled contract is an OpenAPI 3.1 document: it has `openapi` and `paths`. */
function isDocument(value: unknown): value is Document {
  return (
    typeof value === 'object' &&
    value !== null &&
    'openapi' in value &&
    'paths' in value &&
    typeof value.openapi === 'string'
  );
}

export interface CheckedRequest {
  method: string;
  /** The path under the contract's server path. */
  path: string;
  /** The query string without `?`. */
  query: string;
  headers: Record<string, string | string[]>;
  body: unknown;
}

export class RequestCheck {
  private readonly validator: OpenAPIValidator;
  private readonly operations = new Map<string, Operation>();

  constructor(contract: ContractDocument) {
    const definition = dereference(contract.raw, contract.raw);
    if (!isDocument(definition))
      throw new Error('The bundled contract is not an OpenAPI document.');
    const router = new OpenAPIRouter({ definition, apiRoot: '/' });
    for (const operation of router.getOperations())
      if (operation.operationId) this.operations.set(operation.operationId, operation);
    this.validator = new OpenAPIValidator({
      definition,
      router,
      coerceTypes: true,
      lazyCompileValidators: true,
      customizeAjv: (_ajv, options: Options) => {
        const ajv = new Ajv2020({ ...options, strict: false, allErrors: true, logger: false });
        addFormats.default(ajv);
        return ajv;
      },
    });
  }

  /** What breaks the contract in the request, as `where message` lines; empty when it keeps it. */
  problems(operationId: string, request: CheckedRequest): string[] {
    const operation = this.operations.get(operationId);
    if (!operation) return [`no operation ${operationId}`];
    const validated: ValidatedRequest = {
      method: request.method,
      path: request.path,
      query: request.query,
      headers: request.headers,
      body: request.body,
    };
    const result = this.validator.validateRequest(validated, operation);
    return (result.errors ?? []).map((e) => {
      const missing = typeof e.params.missingProperty === 'string' ? e.params.missingProperty : '';
      return `request${e.instancePath}${missing ? `/${missing}` : ''} ${e.message ?? 'is invalid'}`;
    });
  }
}
