// Raw HTTP for tests that must send what the typed client would refuse to compile: invalid
// bodies, wrong types, missing fields. Everything else goes through openapi/client.ts.

export interface RawRequest {
  method: string;
  /** Path under /api, with path parameters filled in. */
  path: string;
  query?: Record<string, string | string[]>;
  /** A query string sent exactly as written (instead of `query`), for encoding cases. */
  rawQuery?: string;
  body?: unknown;
  /** json (default), form (URL-encoded) or multipart (FormData). */
  encoding?: 'json' | 'form' | 'multipart';
  headers?: Record<string, string>;
  cookies?: Map<string, string>;
}

export interface RawResponse {
  status: number;
  body: unknown;
  headers: Headers;
  /** The body as sent. */
  text: string;
}

export async function rawRequest(baseUrl: string, request: RawRequest): Promise<RawResponse> {
  const url = new URL(
    `${baseUrl}/api${request.path}${request.rawQuery === undefined ? '' : `?${request.rawQuery}`}`,
  );
  for (const [key, value] of Object.entries(request.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, item);
  }
  const headers = new Headers(request.headers);
  if (request.cookies && request.cookies.size > 0) {
    headers.set('Cookie', [...request.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
  }
  let body: BodyInit | undefined;
  if (request.body !== undefined) {
    if (request.encoding === 'form') {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(request.body as Record<string, string>).toString();
    } else if (request.encoding === 'multipart') {
      body = request.body as FormData;
    } else {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(request.body);
    }
  }
  const response = await fetch(url, { method: request.method.toUpperCase(), headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body: parsed, headers: response.headers, text };
}

/** A call to the simulator's control API under /__sim. */
export async function controlRequest(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<RawResponse> {
  const response = await fetch(`${baseUrl}/__sim${path}`, {
    method: method.toUpperCase(),
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
    headers: response.headers,
    text,
  };
}

/** The names of the simulator's scenarios, most recently used first (GET /__sim/scenarios). */
export async function scenarioNames(baseUrl: string): Promise<string[]> {
  const reply = await controlRequest(baseUrl, 'get', '/scenarios');
  return (reply.body as { scenarios: Array<{ name: string }> }).scenarios.map((s) => s.name);
}

/** A request under /api whose body is sent exactly as written (malformed JSON, other media types). */
export async function rawTextRequest(
  baseUrl: string,
  method: string,
  pathAndQuery: string,
  body?: { contentType: string; text: string },
): Promise<RawResponse> {
  const response = await fetch(`${baseUrl}/api${pathAndQuery}`, {
    method,
    ...(body ? { headers: { 'Content-Type': body.contentType }, body: body.text } : {}),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body: parsed, headers: response.headers, text };
}
