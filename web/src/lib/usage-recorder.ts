// What the app uses of the contract, recorded from its own traffic (issue 28): for each call, the
// parameters it sent, the body fields it sent and every answer field it READ. Off unless the page
// was given the `__noteApiUsage` binding (the end-to-end suite and the browser replay expose it with
// Playwright; see tests/support/usage-fixture.ts), so a visitor's page only pays one lookup per call.
//
// Reads are seen through a Proxy over the parsed answer: a field counts as used only when the app
// touches it (rendering it, mapping it to an event, spreading it), not because the contract sends
// it. Each new entry is noted once per page and sent in one batch per microtask.
import { replaceEqualDeep } from '@tanstack/react-query';
import type { ApiClient } from '../../../openapi/client';
import { wrapCalls } from './client-calls';

/** `METHOD path|kind|name`: kind `parameter` (`in:name`), `request` or `response` (`a.b[].c`). */
type Note = (entries: string[]) => void;

function binding(): Note | undefined {
  const candidate = (globalThis as { __noteApiUsage?: unknown }).__noteApiUsage;
  return typeof candidate === 'function' ? (candidate as Note) : undefined;
}

/** Whether this page records (the binding exists only under the test suites). */
export function isRecordingUsage(): boolean {
  return binding() !== undefined;
}

/**
 * One field path of one operation's answers (`jobs[].title`), made once and shared by every object
 * met there: its note and its children are computed once, so a read costs a map lookup and a set
 * lookup (the results page reads thousands of fields per render).
 */
class FieldPath {
  private readonly children = new Map<string, FieldPath>();
  /** The note of a read at this path (undefined for an array's items: the list itself is noted). */
  readonly entry: string | undefined;

  constructor(
    readonly operation: string,
    readonly field: string,
    noted: boolean,
  ) {
    this.entry = noted ? `${operation}|response|${field}` : undefined;
  }

  child(key: string, isItem: boolean): FieldPath {
    const name = isItem ? '[]' : key;
    let found = this.children.get(name);
    if (!found) {
      const field = isItem ? `${this.field}[]` : this.field ? `${this.field}.${key}` : key;
      found = new FieldPath(this.operation, field, !isItem);
      this.children.set(name, found);
    }
    return found;
  }
}

/** Each recording Proxy's own object, to compare answers without noting reads. */
const proxyTargets = new WeakMap<object, object>();

function targetOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? (proxyTargets.get(value) ?? value) : value;
}

/**
 * TanStack Query's structural sharing for a recording page: an answer equal to the one cached
 * keeps the cached object, as in production (so nothing re-renders for it), compared on the
 * objects under the Proxies: the default comparison reads every field through them and would note
 * reads the app never made. A changed answer is taken whole.
 */
export function keepUnchangedAnswer(oldData: unknown, newData: unknown): unknown {
  const before = targetOf(oldData);
  return oldData !== undefined && replaceEqualDeep(before, targetOf(newData)) === before
    ? oldData
    : newData;
}

class Recorder {
  private readonly noted = new Set<string>();
  private batch: string[] = [];
  private readonly roots = new Map<string, FieldPath>();
  /** One Proxy per object and path: the same read gives the same object (memo keys hold). */
  private readonly proxies = new WeakMap<object, { path: FieldPath; proxy: object }>();

  constructor(private readonly note: Note) {}

  add(entry: string): void {
    if (this.noted.has(entry)) return;
    this.noted.add(entry);
    if (this.batch.length === 0) queueMicrotask(() => this.flush());
    this.batch.push(entry);
  }

  private flush(): void {
    const entries = this.batch;
    this.batch = [];
    if (entries.length > 0) this.note(entries);
  }

  /** An answer (data or error) of an operation, seen through the recording Proxy. */
  answer(operation: string, value: unknown): unknown {
    let root = this.roots.get(operation);
    if (!root) {
      root = new FieldPath(operation, '', false);
      this.roots.set(operation, root);
    }
    return this.watch(value, root);
  }

  private watch(value: unknown, path: FieldPath): unknown {
    if (typeof value !== 'object' || value === null) return value;
    const known = this.proxies.get(value);
    if (known?.path === path) return known.proxy;
    const isList = Array.isArray(value);
    const proxy = new Proxy(value, {
      get: (target, key, receiver) => {
        const inner: unknown = Reflect.get(target, key, receiver);
        if (typeof key !== 'string' || !Object.prototype.hasOwnProperty.call(target, key))
          return inner;
        // An item's fields are `list[].field`; the list's length and the like are not fields.
        if (isList && !(key.charCodeAt(0) >= 48 && key.charCodeAt(0) <= 57)) return inner;
        const next = path.child(key, isList);
        if (next.entry !== undefined) this.add(next.entry);
        return this.watch(inner, next);
      },
    });
    this.proxies.set(value, { path, proxy });
    proxyTargets.set(proxy, value);
    return proxy;
  }

  sent(operation: string, init: unknown): void {
    if (typeof init !== 'object' || init === null) return;
    const { params, body } = init as { params?: Record<string, unknown>; body?: unknown };
    for (const [location, values] of Object.entries(params ?? {}))
      if (typeof values === 'object' && values !== null)
        for (const [name, value] of Object.entries(values))
          if (value !== undefined) this.add(`${operation}|parameter|${location}:${name}`);
    for (const field of bodyFields(body)) this.add(`${operation}|request|${field}`);
  }

  /** Headers the client's middleware adds (the site headers), from the request itself. */
  headers(operation: string, request: Request): void {
    request.headers.forEach((_value, name) => this.add(`${operation}|parameter|header:${name}`));
  }
}

function bodyFields(body: unknown, prefix = ''): string[] {
  if (typeof FormData !== 'undefined' && body instanceof FormData)
    return [...new Set([...body.keys()])];
  if (Array.isArray(body)) return body.flatMap((item) => bodyFields(item, `${prefix}[]`));
  if (typeof body !== 'object' || body === null) return [];
  return Object.entries(body).flatMap(([key, value]) => {
    const field = prefix ? `${prefix}.${key}` : key;
    return [field, ...bodyFields(value, field)];
  });
}

/**
 * The client itself when the page does not record; else one whose calls note what they send and
 * whose answers (data and error) note what the app reads.
 */
export function recordUsage(client: ApiClient): ApiClient {
  const note = binding();
  if (!note) return client;
  const recorder = new Recorder(note);
  client.use({
    onRequest({ request, schemaPath }) {
      recorder.headers(`${request.method} ${schemaPath}`, request);
      return undefined;
    },
  });
  return wrapCalls(client, (method, original) => async (path, init) => {
    const operation = `${method} ${path}`;
    recorder.sent(operation, init);
    const result = await original(path, init);
    return {
      ...result,
      data: recorder.answer(operation, result.data),
      error: recorder.answer(operation, result.error),
    };
  });
}
