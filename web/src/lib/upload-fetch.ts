// A fetch for the typed client's per-call `fetch` option that sends through XMLHttpRequest, because
// only XMLHttpRequest reports upload progress in every browser (fetch with a streamed body needs
// HTTP/2). The client's middleware (site headers) has already run on the Request; the section 8
// messages and the deadline are kept: 'timeout of {ms}ms exceeded', 'Request aborted', 'Network
// Error'.
import { HTTP_MESSAGES } from '../../../openapi/vocabulary/messages';

export interface UploadProgress {
  loaded: number;
  total: number;
}

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** A fetch that reports the request body's progress and gives up after `timeoutMs`. */
export function uploadFetch(
  onProgress: (progress: UploadProgress) => void,
  timeoutMs: number,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const body = await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.responseType = 'blob';
      xhr.timeout = timeoutMs;
      xhr.withCredentials = true;
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      });
      xhr.addEventListener('load', () => {
        const response: unknown = xhr.response;
        resolve(
          new Response(response instanceof Blob ? response : null, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      });
      xhr.addEventListener('timeout', () =>
        reject(new DOMException(HTTP_MESSAGES.timeout(timeoutMs), 'TimeoutError')),
      );
      xhr.addEventListener('abort', () =>
        reject(new DOMException(HTTP_MESSAGES.aborted, 'AbortError')),
      );
      xhr.addEventListener('error', () => reject(new TypeError(HTTP_MESSAGES.network)));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body.size > 0 ? body : null);
    });
  };
}
