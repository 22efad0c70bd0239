// What json-server's view of the store (/__sim/db) may do: answer JSON only (never JSONP, which
// would let any page read the store with a script tag), and write only records the simulator can
// read back: known collections, JSON bodies, each record checked against its schema; the store's
// meta (its seed and shape) is read-only.
import { randomUUID } from 'node:crypto';
import type express from 'express';
import type { SimContext } from '../context';
import type { RecordCheck } from '../store/record-schemas';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LIKE_SUFFIX = '_like';

/**
 * json-server 0.17 compiles every `…_like` query value into a regular expression and runs it on
 * the event loop: `id_like=(.*.*)*!` froze the simulator for a minute (audit 2026-11-26, C2). The
 * values are escaped first, so `_like` matches its text literally, case-insensitively, in time
 * linear in the field. Answers the URL to hand on, or the same one when it has no such key.
 */
export function literalLikeFilters(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  if (![...params.keys()].some((key) => key.endsWith(LIKE_SUFFIX))) return url;
  const literal = new URLSearchParams();
  for (const [key, value] of params)
    literal.append(
      key,
      key.endsWith(LIKE_SUFFIX) ? value.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&') : value,
    );
  return `${url.slice(0, at)}?${literal.toString()}`;
}

function refuse(res: express.Response, status: number, msg: string): void {
  res.status(status).json({ status: 1, errors: { errs: [{ msg }] } });
}

export function dbGuard(context: SimContext, check: RecordCheck): express.RequestHandler {
  return (req, res, next) => {
    res.jsonp = res.json;
    if (!WRITES.has(req.method)) {
      req.url = literalLikeFilters(req.url);
      next();
      return;
    }
    const [collection = '', id, ...rest] = req.path.split('/').filter(Boolean);
    if (collection === 'meta') {
      refuse(
        res,
        400,
        'meta is read-only: it records the seed and the shape the state was made with.',
      );
      return;
    }
    if (rest.length > 0 || check(collection, {}) === undefined) {
      refuse(res, 404, `No collection '${collection}' to write.`);
      return;
    }
    if (req.method === 'DELETE') {
      next();
      return;
    }
    if (!req.is('application/json') || typeof req.body !== 'object' || req.body === null) {
      refuse(res, 415, 'Records are written as a JSON object (Content-Type: application/json).');
      return;
    }
    const body = req.body as Record<string, unknown>;
    const records = context.store.state[collection as keyof typeof context.store.state];
    const existing = Array.isArray(records)
      ? (records as Array<{ id: string }>).find((r) => r.id === id)
      : undefined;
    if (req.method === 'POST' && body.id === undefined) body.id = randomUUID();
    // json-server (lodash-id) throws on a duplicate id, which Express answered 500 with a stack
    // trace (audit 2026-11-26, L3).
    if (
      req.method === 'POST' &&
      Array.isArray(records) &&
      (records as Array<{ id: unknown }>).some((r) => r.id === body.id)
    ) {
      refuse(res, 409, `A record with id '${String(body.id)}' is already in ${collection}.`);
      return;
    }
    const record =
      req.method === 'PATCH'
        ? { ...existing, ...body, id }
        : req.method === 'PUT'
          ? { ...body, id }
          : body;
    const problems = check(collection, record) ?? [];
    if (problems.length > 0) {
      refuse(res, 400, `The record does not fit the store: ${problems.slice(0, 5).join('; ')}`);
      return;
    }
    next();
  };
}
