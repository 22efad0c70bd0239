import {
  COOKIE,
  GUEST_USER_NAME,
  NOT_SEEKER_USER_TYPES,
} from '../../../openapi/vocabulary/cookies';
// document.cookie, read and written the way the spec's cookies need (days, only-if-absent).
const DAY_MS = 24 * 60 * 60 * 1000;

// The page's own cookie writes, told to whoever shows something that depends on them (the header
// repaints when the old auto-login restores the user cookies). Writes by the server arrive with a
// page load, which reads them afresh.
const listeners = new Set<() => void>();

/** Calls `onChange` after each cookie write of this page; returns the unsubscribe. */
export function subscribeToCookies(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

// Reading document.cookie is a call into the browser that writes out every cookie, and a page's
// render asks for cookies hundreds of times (useSession's snapshot, in each component that shows
// the seeker, more than once a render). So it is read once per task: the parsed cookies are kept
// until the task's microtasks run, and dropped at once by this page's own writes. The server's
// cookies arrive with a response, which is always a later task.
let jar: Map<string, string> | undefined;

function cookieJar(): Map<string, string> {
  if (jar) return jar;
  const read = new Map<string, string>();
  for (const part of document.cookie.split('; ')) {
    const at = part.indexOf('=');
    // The first of two cookies with one name is the one a request sends first (the longer path).
    if (at > 0 && !read.has(part.slice(0, at))) read.set(part.slice(0, at), part.slice(at + 1));
  }
  jar = read;
  queueMicrotask(() => {
    if (jar === read) jar = undefined;
  });
  return read;
}

function changed(): void {
  jar = undefined;
  for (const listener of listeners) listener();
}

export function readCookie(name: string): string | undefined {
  const value = cookieJar().get(encodeURIComponent(name));
  return value === undefined ? undefined : decodeURIComponent(value);
}

export interface CookieOptions {
  days?: number;
  expires?: Date;
  onlyIfAbsent?: boolean;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (options.onlyIfAbsent && readCookie(name) !== undefined) return;
  const expires =
    options.expires ??
    (options.days === undefined ? undefined : new Date(Date.now() + options.days * DAY_MS));
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    'path=/',
    'SameSite=Lax',
  ];
  if (expires) parts.push(`expires=${expires.toUTCString()}`);
  document.cookie = parts.join('; ');
  changed();
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  changed();
}

/**
 * Spec section 4's older rule: the user name and user type cookies are present, the name is not
 * Guest and the type is not B2B_AGENT or CORPORATE.
 *
 * It is the page's first guess only. The rule of record is the session cookie (MSSOCLIENT), which
 * is HttpOnly so that no script can steal the session: the page cannot read it, and the server
 * applies it instead (seeker-only operations, userMe among them, answer 401 without a live
 * session). `useSession` (web/src/api/get-current-user.ts) asks the server whenever this guess
 * says "signed in", and removes these cookies when the server says they outlived the session.
 * Buttons that act at once (follow, save) may trust the guess: the server refuses a stale one.
 */
export function isSignedIn(): boolean {
  const type = readCookie(COOKIE.userType);
  const name = readCookie(COOKIE.userName);
  return (
    type !== undefined &&
    name !== undefined &&
    name !== GUEST_USER_NAME &&
    !NOT_SEEKER_USER_TYPES.some((other) => other === type)
  );
}

/** The older sign-in cookies outlived the session (the server said 401): forget them. */
export function forgetSignIn(): void {
  for (const name of [COOKIE.userName, COOKIE.userType, COOKIE.oldLogin]) removeCookie(name);
}
