// The answers the pipeline makes itself: refusals of requests that break the contract, unknown
// endpoints, a handler's failure, a crash, and the envelope of an answer that broke the contract.
import type { Refusal } from '../../openapi/runtime/contract-check';
import { ApiError } from '../domain/errors';

export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export const CONTRACT_VIOLATION = {
  success: false,
  error: 'The simulator broke the contract.',
  errorCode: 'CONTRACT_VIOLATION',
} as const;

/** 400 in the status-1 envelope, one entry per refusal, each naming its field. */
export function refusalReply(refusals: readonly Refusal[]): Reply {
  const errs = refusals.map(({ location, param, message }) => ({
    msg: `${location}.${param} ${message}`,
    param,
    location,
  }));
  const [first, ...others] = errs;
  return {
    status: 400,
    body: { status: 1, errors: { errs: [first ?? { msg: 'Invalid request' }, ...others] } },
  };
}

/** 404 for a path the contract lacks; 405 with Allow (RFC 9110) for a method the path lacks. */
export function unknownEndpointReply(method: string, url: string, allowed?: string[]): Reply {
  const methodKnown = allowed !== undefined;
  return {
    status: methodKnown ? 405 : 404,
    ...(methodKnown ? { headers: { Allow: allowed.join(', ') } } : {}),
    body: {
      success: false,
      error: `Unknown endpoint: ${method} ${url}`,
      errorCode: methodKnown ? 'METHOD_NOT_ALLOWED' : 'UNKNOWN_ENDPOINT',
    },
  };
}

/** A handler's ApiError as it declared it; anything else is a crash, logged. */
export function failureReply(error: unknown): Reply {
  if (error instanceof ApiError) {
    return { status: error.status, body: error.body, headers: error.headers };
  }
  console.error(error);
  return {
    status: 500,
    body: {
      success: false,
      error: 'Something went wrong on the simulator.',
      errorCode: 'INTERNAL',
    },
  };
}
