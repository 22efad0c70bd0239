// Reading failures the way spec section 8 says the client does.
import { GENERIC_FAILURE_MESSAGE } from './vocabulary/messages';

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
