import {
  COOKIE,
  GUEST_USER_NAME,
  NOT_SEEKER_USER_TYPES,
} from '../../../openapi/vocabulary/cookies';
// document.cookie, read and written the way the spec's cookies need (days, only-if-absent).
const DAY_MS = 24 * 60 * 60 * 1000;

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
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
}

export function removeCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** The session marker cookie is HttpOnly; the older user-type cookie tells the page a seeker is in. */
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
