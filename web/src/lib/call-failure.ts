// A failed call, with what the page needs to say honestly what happened: the HTTP status when an
// answer came (a 4xx will fail the same way again, so it is not retried), the answer's body, and
// whether the client gave up waiting (spec section 9: requests time out after 60 s).
import { callFailureMessage, failureMessage, isFailureBody } from '../../../openapi/errors';
import {
  GENERIC_FAILURE_MESSAGE,
  SEEKER_CALL_FAILURES,
} from '../../../openapi/vocabulary/messages';
import { answerStatus } from './answer-status';
import { isSignedIn } from './cookies';

/** The status a seeker-only operation answers without a live session. */
const UNAUTHORIZED = 401;

export class CallFailure extends Error {
  readonly status: number | undefined;
  readonly body: unknown;

  constructor(status: number | undefined, body: unknown, cause?: unknown) {
    super(callFailureMessage({ status, body, error: cause }), { cause });
    this.name = 'CallFailure';
    this.status = status;
    this.body = body;
  }
}

/** The data of a typed client call, or a CallFailure carrying its status and body. */
export async function answerOf<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let outcome: { data?: T; error?: unknown; response: Response };
  try {
    outcome = await call;
  } catch (thrown) {
    throw new CallFailure(undefined, undefined, thrown);
  }
  const { data, error, response } = outcome;
  if (error !== undefined || data === undefined || isFailureBody(data))
    throw new CallFailure(response.status, error ?? data);
  return data;
}

/** The client stopped waiting (section 8: 'timeout of {ms}ms exceeded'). */
export function isTimeout(error: unknown): boolean {
  const cause = error instanceof CallFailure ? error.cause : error;
  return cause instanceof Error && cause.name === 'TimeoutError';
}

/** The server answered 4xx, or refused the request in the contract's validation envelope. */
export function isClientError(error: unknown): boolean {
  if (error instanceof CallFailure)
    return error.status !== undefined && error.status >= 400 && error.status < 500;
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 1;
}

/** Retry once what may succeed on a second try: not a 4xx, and not a call that already waited 60 s. */
export function retryOnce(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !isClientError(error) && !isTimeout(error);
}

/**
 * What to tell the seeker about a failure: the answer's own message (section 8), or section 8's
 * generic one for a failure envelope without one; never the HTTP client's own words ('Request
 * failed with status code 502', 'Network Error'), but a plain sentence of whose side it is
 * (SEEKER_CALL_FAILURES, the UX walk's D4). `error` is a CallFailure, a call's error body, or
 * what a call threw.
 */
export function failureText(error: unknown): string {
  const body = error instanceof CallFailure ? error.body : error;
  const own = failureMessage(body);
  if (own !== GENERIC_FAILURE_MESSAGE) return own;
  if (isFailureBody(body)) return GENERIC_FAILURE_MESSAGE;
  if (isTimeout(error)) return SEEKER_CALL_FAILURES.tooSlow;
  // No answer came: the call threw (a dropped connection: section 8's 'Network Error').
  const unanswered =
    error instanceof CallFailure ? error.status === undefined : error instanceof Error;
  return unanswered ? SEEKER_CALL_FAILURES.unreachable : SEEKER_CALL_FAILURES.failed;
}

/**
 * A seeker-only call (a CallFailure, or a query's failure body) answered 401 while the page
 * thought the seeker signed in: the session ended under the page (it expired, or was signed out
 * elsewhere). The seeker signs in again and the action is finished, as for a guest
 * (lib/pending-action.ts).
 */
export function isSessionExpired(error: unknown): boolean {
  return statusOf(error) === UNAUTHORIZED && isSignedIn();
}

/** A failure's HTTP status: a CallFailure's, a tagged body's, or that of a machine call's cause. */
function statusOf(error: unknown): number | undefined {
  if (error instanceof CallFailure) return error.status;
  return answerStatus(error) ?? (error instanceof Error ? answerStatus(error.cause) : undefined);
}
