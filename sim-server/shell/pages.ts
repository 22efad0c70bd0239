// Pages: the built web app with the site's properties handed to it in a JSON data block, or,
// before the web app is built, a plain page that shows the site's properties.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import express from 'express';
import type { Catalogue, SiteCatalogue } from '../catalogue/types';
import type { PageSiteProps } from '../../fixtures/site-props';
import { pageKindOf } from '../../openapi/vocabulary/page-kind';
import type { SimContext } from '../context';
import {
  MY_SUB_HOST,
  OLD_MY_PAGES,
  OLD_RESULTS_BASE,
  OLD_RESULTS_SUFFIX,
  oldResultsTarget,
} from '../../openapi/vocabulary/old-pages';
import { resolveSite } from '../api/site';
import { SITE_PROPS_ELEMENT_ID } from '../../openapi/vocabulary/sites';
import { sessionHintCookies } from './session-hint';

/** No inline script may run: data blocks are not scripts, and everything else is same-origin. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

function escapeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The site's properties and the links to every site, as the page reads them. */
export function pageSiteProps(site: SiteCatalogue, catalogue: Catalogue): PageSiteProps {
  return {
    ...site.site,
    sites: Object.values(catalogue.sites).map(({ site: other }) => ({
      countryCode: other.countryCode,
      name: other.name,
      domain: other.domain,
    })),
  };
}

export function sitePropsBlock(site: SiteCatalogue, catalogue: Catalogue): string {
  return `<script id="${SITE_PROPS_ELEMENT_ID}" type="application/json">${escapeJson(pageSiteProps(site, catalogue))}</script>`;
}

function placeholderPage(site: SiteCatalogue, context: SimContext): string {
  const s = site.site;
  const rows: Array<[string, string]> = [
    ['Country', `${s.name} (${s.countryCode})`],
    ['Currency', s.currency],
    ['Dial codes', s.dialCodes.map((d) => `+${d}`).join(', ')],
    ['Channel', `${s.channelId} / sub-channel ${s.subChannelId}`],
    ['Cities', s.cities.map((c) => c.city).join(', ')],
    ['Contact', `${s.contact.phone} · toll-free ${s.contact.tollFree} · ${s.contact.infoEmail}`],
    ['Jobs seeded', String(site.jobs.length)],
  ];
  const others = Object.values(context.catalogue.sites)
    .map(
      (o) => `<a href="//${o.site.domain}:${context.config.port}/">${escapeHtml(o.site.name)}</a>`,
    )
    .join(' · ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(s.name)} · job portal simulator</title>${sitePropsBlock(site, context.catalogue)}</head>
<body><h1>${escapeHtml(s.name)} site</h1><p>The web app is not built yet; the API is served under <code>/api</code>.</p>
<table>${rows.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
<p>Sites: ${others}</p></body></html>`;
}

/** In development the page comes from Vite's dev server, which needs inline scripts for HMR. */
export interface DevPages {
  middlewares: express.RequestHandler;
  transformIndexHtml(url: string, html: string): Promise<string>;
  indexFile: string;
}

const DEV_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace(
  "script-src 'self'",
  "script-src 'self' 'unsafe-inline'",
).replace("connect-src 'self'", "connect-src 'self' ws: wss:");

export function createPagesRouter(context: SimContext, dev?: DevPages): express.Router {
  const router = express.Router();
  const indexFile = dev?.indexFile ?? join(context.config.webDist, 'index.html');
  router.use((_req, res, next) => {
    res.setHeader(
      'Content-Security-Policy',
      dev ? DEV_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY,
    );
    next();
  });
  // Pages and their assets travel compressed, as any production front end would send them.
  router.use(compression());
  if (dev) router.use(dev.middlewares);
  else if (existsSync(indexFile)) {
    // Hashed assets never change; index.html is rendered per request below.
    router.use(
      '/assets',
      express.static(join(context.config.webDist, 'assets'), { immutable: true, maxAge: '1y' }),
    );
    router.use(express.static(context.config.webDist, { index: false, maxAge: '1h' }));
  }
  // The older site's pages (spec section 2): the old results page, reached by a form POST, and
  // the `my.` sub-host's profile pages, each sent on to the page that does its job today.
  router.post(
    new RegExp(`^${OLD_RESULTS_BASE}[^/]+\\${OLD_RESULTS_SUFFIX}$`),
    express.urlencoded({ extended: false, limit: '64kb' }),
    (req, res) => {
      const form = (req.body ?? {}) as Record<string, string | undefined>;
      res.redirect(303, oldResultsTarget(form));
    },
  );
  router.get(Object.keys(OLD_MY_PAGES), (req, res, next) => {
    const host = req.get('host') ?? '';
    const target = OLD_MY_PAGES[req.path];
    if (!host.startsWith(MY_SUB_HOST) || !target) {
      next();
      return;
    }
    res.redirect(301, `//${host.slice(MY_SUB_HOST.length)}${target}`);
  });
  router.get(/.*/, (req, res, next) => {
    const site = resolveSite({ host: req.get('host') }, context.catalogue);
    res.type('html');
    // Paths the web app does not know get its not-found page with a real 404.
    if (pageKindOf(req.path, '').kind === 'Any') res.status(404);
    const hints = sessionHintCookies(context, req.headers);
    if (hints.length > 0) res.append('Set-Cookie', hints);
    if (!existsSync(indexFile)) {
      res.send(placeholderPage(site, context));
      return;
    }
    const template = readFileSync(indexFile, 'utf8');
    const withProps = (html: string) =>
      html.replace('</head>', `${sitePropsBlock(site, context.catalogue)}</head>`);
    if (!dev) {
      res.setHeader('Cache-Control', 'no-cache');
      res.send(withProps(template));
      return;
    }
    dev
      .transformIndexHtml(req.originalUrl, template)
      .then((html) => res.send(withProps(html)), next);
  });
  return router;
}
