// Set-Cookie lines for a handler's cookies, as the spec's pages expect them: path /, SameSite=Lax,
// a lifetime as both Max-Age and Expires (what Express's res.cookie writes).
import { serialize } from 'cookie';
import type { CookieOptions } from '../domain/cookie-jar';

export function setCookieLine(name: string, value: string, options: CookieOptions, now: number) {
  return serialize(name, value, {
    path: '/',
    sameSite: 'lax',
    httpOnly: options.httpOnly ?? false,
    ...(options.maxAgeMs === undefined
      ? {}
      : {
          maxAge: Math.floor(options.maxAgeMs / 1000),
          expires: new Date(now + options.maxAgeMs),
        }),
  });
}

export function clearCookieLine(name: string): string {
  return serialize(name, '', { path: '/', expires: new Date(0) });
}
