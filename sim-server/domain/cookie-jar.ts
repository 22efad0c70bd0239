// The cookies a use case sets on its answer (a session's, a social token's), without knowing how
// the pipeline writes them: the request hands each use case its jar.

export interface CookieOptions {
  maxAgeMs?: number;
  httpOnly?: boolean;
}

export interface CookieJar {
  /** The request's cookies, as sent. */
  cookies: Record<string, string>;
  setCookie(name: string, value: string, options?: CookieOptions): void;
  clearCookie(name: string): void;
}
