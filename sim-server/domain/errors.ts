// Failures in the envelopes of spec section 8, thrown by handlers and sent by the error handler.
import type { Schemas } from '../../openapi/client';

type Envelope = Schemas['SuccessFalseError'] | Schemas['StatusOneError'] | Schemas['MessageError'];

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Envelope,
    /** Response headers the failure carries (Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(
      'error' in body
        ? body.error
        : 'errorMessage' in body
          ? body.errorMessage
          : body.errors.errs[0]?.msg,
    );
  }
}

export const MESSAGES = {
  unauthorized: 'Please login to continue.',
} as const;

export function failure(status: number, error: string, errorCode: string): ApiError {
  return new ApiError(status, { success: false, error, errorCode });
}

export const unauthorized = () => failure(401, MESSAGES.unauthorized, 'UNAUTHORIZED');
export const notFound = (error: string) => failure(404, error, 'NOT_FOUND');
export const conflict = (error: string, errorCode = 'CONFLICT') => failure(409, error, errorCode);
export const unprocessable = (error: string, errorCode = 'UNPROCESSABLE') =>
  failure(422, error, errorCode);

/** 400 in the status-1 envelope, naming the field. */
export function invalid(
  param: string,
  msg: string,
  location: 'body' | 'query' | 'path' | 'header' = 'body',
): ApiError {
  return new ApiError(400, {
    status: 1,
    errors: { errs: [{ msg: `${param}: ${msg}`, param, location }] },
  });
}

/**
 * 422 to a request that fits the contract's schema but breaks a rule the schema cannot say (the
 * site's dial codes, a range across two fields, a repeat ignoring case, a file's bytes, the stored
 * state): the operation's description names the rule and `errorCode`, its reason code. The field
 * is named in `param`, as a 400 names it; the contract keeps 400 for a request that breaks it.
 */
export function ruleBroken(param: string, msg: string, errorCode: string): ApiError {
  return new ApiError(422, { success: false, error: `${param}: ${msg}`, errorCode, param });
}

/**
 * 507 to a change the store could not make durable (a full or failing disk): the write is not
 * acknowledged, the simulator keeps running and keeps answering reads (audit 2026-11-26, M7).
 */
export function insufficientStorage(error: unknown): ApiError {
  const code = (error as NodeJS.ErrnoException).code ?? 'EIO';
  return failure(
    507,
    `The simulator could not store this change (${code}): free some disk space and try again. Reads still work.`,
    'INSUFFICIENT_STORAGE',
  );
}
