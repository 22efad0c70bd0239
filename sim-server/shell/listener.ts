// The simulator's request listener, its HTTP shell: the host and origin guard, then the API
// pipeline under /api (no framework), and Express for everything else: the API docs, the control
// API's router at /__sim, assets and pages.
import type { RequestListener } from 'node:http';
import express from 'express';
import { CONTROL_CONTRACT, readContract } from '../../openapi/runtime/contract';
import { isApiRequest, serveApiRequest } from '../api/api-listener';
import type { SimContext } from '../context';
import { controlGuard } from '../control/control-guard';
import { createControlRouter } from '../control/router';
import { API_DOCS_PATH, createApiDocsRouter } from './api-docs';
import { createAssetsRouter } from './assets';
import { createPagesRouter, type DevPages } from './pages';
import { checkHost, checkOrigin, type HostPolicy } from './request-guard';

/** The simulator's request listener: the API pipeline under /api, Express for everything else. */
export function createListener(
  context: SimContext,
  port: () => number,
  dev?: DevPages,
): RequestListener {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  // The docs live under /__sim too: the control API's guard, through the same matcher.
  app.use(API_DOCS_PATH, controlGuard, createApiDocsRouter());
  app.use('/__sim', createControlRouter(context, readContract(CONTROL_CONTRACT), port));
  app.use('/sim-assets', createAssetsRouter(context));
  app.use(createPagesRouter(context, dev));
  const hosts: HostPolicy = {
    names: new Set([
      ...Object.values(context.catalogue.sites).map(({ site }) => site.domain.toLowerCase()),
      ...context.config.allowedHosts,
    ]),
  };
  return (req, res) => {
    // No answer is ever read as another type than it says (an avatar as a page, say).
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const verdict = checkHost(req.headers.host, hosts);
    // The control API's own guard runs inside its router (control/control-guard.ts).
    const refusal = verdict.ok
      ? checkOrigin(req.method ?? 'GET', req.headers.origin, req.headers.host)
      : verdict;
    if (!refusal.ok) {
      res
        .writeHead(refusal.status, { 'Content-Type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ success: false, error: refusal.reason, errorCode: 'FORBIDDEN' }));
      return;
    }
    if (!isApiRequest(req.url ?? '')) {
      app(req, res);
      return;
    }
    serveApiRequest(context, req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  };
}
