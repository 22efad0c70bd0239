// Which contract operation a request was matched to: by the compiled hot path (hot-validation.ts)
// or by express-openapi-validator, which sets req.openapi.
import type { Request } from 'express';
import type { OpenApiRequest } from 'express-openapi-validator/dist/framework/types';

const hotOperations = new WeakMap<Request, string>();

export function matchOperation(req: Request, operationId: string): void {
  hotOperations.set(req, operationId);
}

export function operationIdOf(req: Request): string | null {
  const id = hotOperations.get(req) ?? (req as OpenApiRequest).openapi?.schema.operationId;
  return typeof id === 'string' ? id : null;
}
