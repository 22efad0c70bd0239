// What the journal and the stored events keep of a body: secrets replaced by their presence and
// length (passwords, one-time codes, captcha and social tokens, uploaded files, session cookies,
// authorisation), and nothing past a bound, so that neither holds what a leak could use nor grows
// with what a client sends.

/** Keys whose values are secrets, matched case-insensitively. */
const SECRET_KEYS = new Set([
  'password',
  'newpassword',
  'oldpassword',
  'currentpassword',
  'otp',
  'code',
  'grecaptcharesponse',
  'socialaccesstoken',
  'access_token',
  'token',
  'filecontent',
  'authorization',
  'cookie',
  'mssoclient',
  'mots_auth',
  'mots_refresh',
]);

/** A kept body is at most this many characters of JSON; a larger one is described instead. */
export const KEPT_BODY_CHARS = 4096;

function redacted(value: unknown): string {
  const length = typeof value === 'string' ? value.length : JSON.stringify(value ?? null).length;
  return `[redacted, ${length} characters]`;
}

/** A copy with every secret replaced; depth is bounded by the caller's bound on size. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEYS.has(key.toLowerCase()) ? redacted(inner) : redact(inner, depth + 1),
    ]),
  );
}

/** What the journal keeps of a request body: redacted, and only up to KEPT_BODY_CHARS. */
export function keptBody(body: unknown): unknown {
  const safe = redact(body);
  const text = JSON.stringify(safe ?? null);
  return text.length <= KEPT_BODY_CHARS ? safe : `[body of ${text.length} characters, not kept]`;
}

/** An object's fields with every secret replaced. */
export function redactRecord(value: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEYS.has(key.toLowerCase()) ? redacted(inner) : redact(inner, 1),
    ]),
  );
}
