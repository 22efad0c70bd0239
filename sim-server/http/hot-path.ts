// The lean path of the results page's search (GET /api/middleware/search/results), the
// simulator's hot path. Through Express, routing, the middleware chain and the response helpers
// cost more CPU per search than the search itself; this path serves the request from the raw
// Node request with the same steps, and the same code for each (api-request.ts): cookies, site,
// session and scenario, the compiled contract check, the handler, the response check, the JSON
// text and the journal.
//
// It takes only what it answers exactly as Express would: a GET of that exact path, without a
// body or a fault (a one-call fault header, or a registered fault the call would meet), whose
// query the compiled check accepts. Everything else goes to Express untouched.
// tests/sim/hot-validation.test.ts sends the same requests through both and compares status,
// headers, body and journal.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import cookieParser from 'cookie-parser';
import type express from 'express';
import {
  checkedReply,
  errorReply,
  recordRequest,
  requestState,
  runOperation,
  scenarioOf,
  cookieWriter,
  type Cookies,
  type RequestState,
} from './api-request';
import { SEARCH_JSON_DEPTH } from './api-router';
import { operationsOf, type ContractOperation } from './contract';
import type { HotOperation } from './hot-validation';
import type { Handler, OperationId } from './operation';
import { FAULT_HEADER } from '../control/faults';
import type { SimContext } from '../context';
import { jsonText } from '../domain/json-text';

/** The contract path this path serves, and where the API is mounted. */
export const LEAN_PATH = '/middleware/search/results';
const API_PREFIX = '/api';

type Next = () => void;
type CookieMiddleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;
// cookie-parser reads only headers.cookie and writes req.cookies, as on the Express path.
const parseCookies = cookieParser() as unknown as CookieMiddleware;

export interface LeanPathOptions {
  /** The compiled check of LEAN_PATH. */
  check: HotOperation;
  /** The Express app of /api: a handler that sets a cookie gets its response helpers. */
  api: express.Express;
  /** Serves every request this path does not take. */
  fallback: RequestListener;
}

export function leanSearchPath(context: SimContext, options: LeanPathOptions): RequestListener {
  const { check, api, fallback } = options;
  const operation = leanOperation(context, check);
  const handler = context.handlers[operation.operationId as OperationId] as
    Handler<OperationId> | undefined;
  const fullPath = API_PREFIX + LEAN_PATH;

  /** The answer as res.json would send it on the Express path (hot-path res.json included). */
  function answer(
    res: ServerResponse,
    url: string,
    query: unknown,
    state: RequestState,
    reply: { status: number; body: unknown },
  ): void {
    const { status, body } = checkedReply(context, check, state, { method: 'GET', url }, reply);
    const text = jsonText(body, SEARCH_JSON_DEPTH);
    if (text === undefined) {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end();
    } else {
      res.writeHead(status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(text),
      });
      res.end(text);
    }
    const answered = { method: 'GET', url, query, requestBody: null, status: res.statusCode };
    recordRequest(context, { ...answered, operationId: operation.operationId }, state);
  }

  async function serve(
    req: IncomingMessage,
    res: ServerResponse,
    url: string,
    query: Record<string, unknown>,
    cookies: Cookies,
  ): Promise<void> {
    const state = requestState(context, req.headers, cookies);
    let reply: { status: number; body: unknown };
    try {
      reply = await runOperation(context, operation, handler, {
        query,
        params: {},
        body: undefined,
        files: [],
        cookies,
        state,
        cookieWriter: cookieWriter(asExpress(api, req, res)),
      });
    } catch (error) {
      reply = errorReply(error, state, 'GET', url);
    }
    answer(res, url, query, state, reply);
  }

  return (req, res) => {
    const url = req.url ?? '';
    const pathEnd = url.indexOf('?');
    const path = pathEnd < 0 ? url : url.slice(0, pathEnd);
    const headers = req.headers;
    if (
      req.method !== 'GET' ||
      path !== fullPath ||
      headers['content-length'] !== undefined ||
      headers['transfer-encoding'] !== undefined ||
      headers[FAULT_HEADER] !== undefined
    ) {
      fallback(req, res);
      return;
    }
    parseCookies(req, res, () => undefined);
    const cookies = (req as IncomingMessage & { cookies?: Cookies }).cookies ?? {};
    if (context.faults.has(check.operationId, scenarioOf(headers, cookies))) {
      fallback(req, res);
      return;
    }
    const query = check.check({
      method: 'GET',
      url,
      // Express 5's query parser ('simple') is node:querystring.
      query: parseQuery(pathEnd < 0 ? '' : url.slice(pathEnd + 1)),
      headers,
      body: undefined,
      json: false,
    });
    if (!query) {
      fallback(req, res);
      return;
    }
    serve(req, res, url, query, cookies).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end();
    });
  };
}

function leanOperation(context: SimContext, check: HotOperation): ContractOperation {
  const operation = operationsOf(context.contract).find(
    (op) => op.path === LEAN_PATH && op.method === 'get',
  );
  if (!operation || operation.operationId !== check.operationId)
    throw new Error(`The contract has no GET ${LEAN_PATH} for the lean path.`);
  return operation;
}

/**
 * The response as Express's, made on first use as app.handle would make it, for a handler that
 * sets a cookie (the search handler sets none today): cookies go through Express's res.cookie.
 */
function asExpress(
  api: express.Express,
  req: IncomingMessage,
  res: ServerResponse,
): () => express.Response {
  let response: express.Response | undefined;
  return () => {
    if (!response) {
      Object.assign(req, { res });
      Object.assign(res, { req, locals: Object.create(null) as Record<string, unknown> });
      Object.setPrototypeOf(req, api.request);
      Object.setPrototypeOf(res, api.response);
      response = res as unknown as express.Response;
    }
    return response;
  };
}
