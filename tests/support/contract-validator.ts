// An independent check of responses against the bundled contract: Ajv 2020 compiled straight
// from openapi/dist/openapi.json, sharing nothing with the simulator's own validation middleware.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;
const CONTRACT_ID = 'https://contract.local/openapi.json';

interface OperationEntry {
  method: string;
  path: string;
  responses: Record<string, Json>;
}

export class ContractValidator {
  private readonly ajv: Ajv2020;
  private readonly document: Json & { paths: Record<string, Record<string, Json>> };
  readonly operations = new Map<string, OperationEntry>();
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(file = 'openapi/dist/openapi.json') {
    this.document = JSON.parse(readFileSync(file, 'utf8')) as typeof this.document;
    this.ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
    addFormats.default(this.ajv);
    this.ajv.addSchema({ ...this.document, $id: CONTRACT_ID });
    for (const [path, item] of Object.entries(this.document.paths)) {
      for (const method of ['get', 'post', 'put', 'delete', 'patch']) {
        const operation = item[method] as Json | undefined;
        if (operation) {
          this.operations.set(String(operation.operationId), {
            method,
            path,
            responses: operation.responses as Record<string, Json>,
          });
        }
      }
    }
  }

  /** The pointer to the JSON schema the operation declares for a status, or undefined. */
  private schemaPointer(operationId: string, status: number): string | undefined {
    const operation = this.operations.get(operationId);
    if (!operation) throw new Error(`The contract has no operation ${operationId}.`);
    const code = String(status) in operation.responses ? String(status) : 'default';
    if (!(code in operation.responses)) return undefined;
    let response = operation.responses[code] as Json;
    let pointer = `#/paths/${operation.path.replace(/~/g, '~0').replace(/\//g, '~1')}/${operation.method}/responses/${code}`;
    if (typeof response.$ref === 'string') {
      pointer = response.$ref;
      const name = response.$ref.split('/').pop() ?? '';
      response = ((this.document.components as Json).responses as Record<string, Json>)[
        name
      ] as Json;
    }
    const content = response.content as Record<string, Json> | undefined;
    if (!content?.['application/json']) return undefined;
    return `${pointer}/content/application~1json/schema`;
  }

  /** Errors of a response body against the contract; an undeclared status is an error too. */
  check(operationId: string, status: number, body: unknown): string[] {
    const operation = this.operations.get(operationId);
    if (!operation) return [`no operation ${operationId}`];
    const declared = String(status) in operation.responses || 'default' in operation.responses;
    if (!declared) return [`status ${status} is not declared`];
    const pointer = this.schemaPointer(operationId, status);
    if (!pointer)
      return body === undefined || body === '' ? [] : [`status ${status} declares no JSON body`];
    const key = `${operationId}:${status}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${CONTRACT_ID}${pointer}` });
      this.compiled.set(key, validate);
    }
    return validate(body)
      ? []
      : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
  }
}
