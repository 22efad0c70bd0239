// HTTP exactly as written, for requests fetch will not send: a foreign Host header, a forged
// Origin, broken multipart bodies, bytes a client library would fix.
import { request } from 'node:http';

export interface RawHttpResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export function rawHttp(
  baseUrl: string,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  },
): Promise<RawHttpResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: {
          ...(options.body === undefined
            ? {}
            : { 'Content-Length': Buffer.byteLength(options.body) }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
