// The resume upload's fetch (web/src/lib/upload-fetch.ts): it sends through XMLHttpRequest so that
// the page sees upload progress, and keeps section 8's client messages and the resume update's
// 120 s deadline. A scripted XMLHttpRequest stands in for the browser's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RESUME_UPDATE_TIMEOUT_MS } from '../../openapi/vocabulary/timing';
import { uploadFetch, type UploadProgress } from '../../web/src/lib/upload-fetch';

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

class ScriptedXhr {
  static last: ScriptedXhr | undefined;
  method = '';
  url = '';
  timeout = 0;
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  response: unknown = null;
  headers: Record<string, string> = {};
  sent: unknown;
  aborted = false;
  private listeners = new Map<string, Array<() => void>>();
  private uploadListeners: Listener[] = [];
  upload = {
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'progress') this.uploadListeners.push(listener);
    },
  };

  constructor() {
    ScriptedXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.fire('abort');
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-extra: 1\r\n';
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    for (const listener of this.uploadListeners) listener({ lengthComputable, loaded, total });
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

const original = Reflect.get(globalThis, 'XMLHttpRequest');
beforeEach(() => {
  Reflect.set(globalThis, 'XMLHttpRequest', ScriptedXhr);
});
afterEach(() => {
  Reflect.set(globalThis, 'XMLHttpRequest', original);
});

function post(signal?: AbortSignal) {
  return new Request('http://in.localhost/api/middleware/resume/update', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Source-Country': 'IN' },
    body: 'fileName=cv.txt&fileContent=QQ%3D%3D',
    ...(signal ? { signal } : {}),
  });
}

/** The scripted request, once the fetch has read the body and sent it. */
async function sentXhr(): Promise<ScriptedXhr> {
  await expect.poll(() => ScriptedXhr.last?.sent).toBeDefined();
  const xhr = ScriptedXhr.last;
  if (!xhr) throw new Error('No request was sent');
  return xhr;
}

describe('uploadFetch', () => {
  beforeEach(() => {
    ScriptedXhr.last = undefined;
  });

  it('When the body goes up, then progress is reported and the answer becomes a Response', async () => {
    const seen: UploadProgress[] = [];
    const pending = uploadFetch((p) => seen.push(p), RESUME_UPDATE_TIMEOUT_MS)(post());
    const xhr = await sentXhr();

    xhr.progress(10, 40);
    xhr.progress(20, 0, false);
    xhr.progress(40, 40);
    xhr.status = 200;
    xhr.response = new Blob(['{"resume":{}}']);
    xhr.fire('load');
    const response = await pending;

    expect(seen).toEqual([
      { loaded: 10, total: 40 },
      { loaded: 40, total: 40 },
    ]);
    expect(xhr).toMatchObject({
      method: 'POST',
      timeout: 120_000,
      withCredentials: true,
      responseType: 'blob',
    });
    const sent = xhr.sent;
    if (!(sent instanceof Blob)) throw new Error('the body was not sent');
    expect(await sent.text()).toBe('fileName=cv.txt&fileContent=QQ%3D%3D');
    expect(xhr.headers['x-source-country']).toBe('IN');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-extra')).toBe('1');
    expect(await response.json()).toEqual({ resume: {} });
  });

  it('When the deadline passes, then it fails with the client message of section 8', async () => {
    const pending = uploadFetch(() => undefined, RESUME_UPDATE_TIMEOUT_MS)(post());
    (await sentXhr()).fire('timeout');

    await expect(pending).rejects.toThrow('timeout of 120000ms exceeded');
    // The client tells a timeout by its name (web/src/lib/call-failure.ts, isTimeout).
    await expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('When the request has no body, then nothing is sent with it', async () => {
    const pending = uploadFetch(
      () => undefined,
      RESUME_UPDATE_TIMEOUT_MS,
    )(new Request('http://in.localhost/api/middleware/resume', { method: 'DELETE' }));
    const xhr = await sentXhr();
    expect(xhr.sent).toBeNull();
    xhr.status = 200;
    xhr.fire('load');
    expect((await pending).status).toBe(200);
  });

  it('When the connection fails or the call is cancelled, then Network Error or Request aborted', async () => {
    const failing = uploadFetch(() => undefined, RESUME_UPDATE_TIMEOUT_MS)(post());
    (await sentXhr()).fire('error');
    await expect(failing).rejects.toThrow('Network Error');

    ScriptedXhr.last = undefined;
    const controller = new AbortController();
    const cancelled = uploadFetch(
      () => undefined,
      RESUME_UPDATE_TIMEOUT_MS,
    )(post(controller.signal));
    const xhr = await sentXhr();
    controller.abort();
    await expect(cancelled).rejects.toThrow('Request aborted');
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });
});
