// Reading failures the way spec section 8 says the client does.
import { GENERIC_FAILURE_MESSAGE, HTTP_MESSAGES } from './vocabulary/messages';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * A body is a failure when success is false, error is non-empty, or status is 1 — whatever the
 * HTTP status said.
 */
export function isFailureBody(body: unknown): boolean {
  if (!isRecord(body)) return false;
  return body.success === false || hasText(body.error) || body.status === 1;
}

function hasText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return false;
}

function capitaliseFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The field a refusal names first, if any: a validation refusal's (the status-1 envelope,
 * errs[0].param) or a rule refusal's (422, `param` beside errorCode).
 */
export function refusedField(body: unknown): string | undefined {
  if (isRecord(body) && body.success === false && typeof body.param === 'string') return body.param;
  if (!isRecord(body) || body.status !== 1 || !isRecord(body.errors)) return undefined;
  const errs = body.errors.errs;
  const first: unknown = Array.isArray(errs) ? errs[0] : undefined;
  return isRecord(first) && typeof first.param === 'string' ? first.param : undefined;
}

/** The message to show for a failed call: the first error message, capitalised, else the generic one. */
export function failureMessage(body: unknown): string {
  if (isRecord(body)) {
    if (body.status === 1 && isRecord(body.errors) && Array.isArray(body.errors.errs)) {
      const first: unknown = body.errors.errs[0];
      if (isRecord(first) && typeof first.msg === 'string' && first.msg !== '') {
        return capitaliseFirst(first.msg);
      }
    }
    const error = Array.isArray(body.error) ? body.error[0] : body.error;
    if (typeof error === 'string' && error !== '') return capitaliseFirst(error);
    if (typeof body.errorMessage === 'string' && body.errorMessage !== '') {
      return capitaliseFirst(body.errorMessage);
    }
  }
  return GENERIC_FAILURE_MESSAGE;
}

/**
 * What to show for a failed call (section 8): the answer's own message when it carries one, else
 * the HTTP client's: 'Request failed with status code {n}' for an answer outside 200-299, the
 * thrown error's message for a call that never got one ('Network Error', 'Request aborted',
 * 'timeout of {ms}ms exceeded'), and the generic message otherwise.
 */
export function callFailureMessage(failure: {
  error?: unknown;
  status?: number;
  body?: unknown;
}): string {
  const own = failureMessage(failure.body);
  if (own !== GENERIC_FAILURE_MESSAGE) return own;
  if (failure.status !== undefined && (failure.status < 200 || failure.status > 299)) {
    return HTTP_MESSAGES.status(failure.status);
  }
  if (failure.error instanceof Error && failure.error.message) return failure.error.message;
  return GENERIC_FAILURE_MESSAGE;
}
