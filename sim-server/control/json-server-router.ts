// json-server's router over some data, its package loaded on the first /__sim/db request: the
// package and its own Express 4 held about 6 MB of heap in every simulator, most of which never
// serve /db.
import type express from 'express';
import type * as JsonServerModule from 'json-server';

type JsonServer = typeof JsonServerModule;

let loading: Promise<JsonServer> | undefined;

function jsonServer(): Promise<JsonServer> {
  loading ??= import('json-server').then((module) => module.default);
  return loading;
}

/**
 * A handler that serves json-server's router over `data`, made on its first request. Express 5
 * hands a failed load to the error handlers.
 */
export function lazyJsonServerRouter(data: object): express.RequestHandler {
  let router: express.RequestHandler | undefined;
  return async (req, res, next) => {
    router ??= (await jsonServer()).router(data) as express.RequestHandler;
    router(req, res, next);
  };
}
