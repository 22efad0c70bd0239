// The session ended under the page (a seeker-only call answered 401 while the page thought the
// seeker signed in): the stale sign-in cookies are forgotten and the seeker signs in again,
// coming back to this page. What the seeker was doing can be kept for the way back (this tab's
// sessionStorage, keyed by the page's path): the sign-in page says why it is asked
// (signInAgainFor), and the page takes back what it kept (keepForReturn, takeOnReturn): a
// form's typed text, or a delete that did not happen (the UX walk's N5).
import { seekerLoginUrl } from '../../../openapi/vocabulary/routes';
import { forgetSignIn } from './cookies';

const REASON_KEY = 'signInAgain:reason';
const KEPT_PREFIX = 'signInAgain:kept:';

/** The sign-in page that comes back to this page. */
export function signInAgainUrl(): string {
  return seekerLoginUrl(
    `${window.location.pathname}${window.location.search}${window.location.hash}`,
  );
}

export function signInAgainHere(): void {
  forgetSignIn();
  window.location.assign(signInAgainUrl());
}

/** Signs in again with `reason` said on the sign-in page ("Your session has ended. …"). */
export function signInAgainFor(reason: string): void {
  store(REASON_KEY, reason);
  signInAgainHere();
}

/** Why the sign-in page is asked for, once (the reason is taken). */
export function takeSignInReason(): string | undefined {
  const reason = read(REASON_KEY);
  forget(REASON_KEY);
  return reason ?? undefined;
}

function keptKey(kind: string, name: string): string {
  return `${KEPT_PREFIX}${kind}:${window.location.pathname}:${name}`;
}

/** Keeps `value` (JSON) for this page, under a kind and a name, for the way back. */
export function keepForReturn(kind: string, name: string, value: unknown): void {
  store(keptKey(kind, name), JSON.stringify(value));
}

/** What this page kept under a kind and a name, still kept (forgetReturn drops it). */
export function keptOnReturn(kind: string, name: string): unknown {
  const text = read(keptKey(kind, name));
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function forgetReturn(kind: string, name: string): void {
  forget(keptKey(kind, name));
}

// Storage can refuse (a private mode, a full quota): the seeker still signs in, just not told.
function store(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // nothing kept
  }
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function forget(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing to forget
  }
}
