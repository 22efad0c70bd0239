// The control API (`/__sim`) answers only its developer's own tools and pages, for reads as well
// as writes: a request a page of another origin made (an `<img>`, a `fetch` in no-cors mode, a
// form) is refused before anything runs. The guard is the control router's first step, so it sees
// every request the router serves, whatever letter case or encoding of the path reached it: a
// check on the raw URL let `/__SIM/…` through, while Express routed it case-insensitively (audit
// 2026-11-28, M1). Tools send none of the headers below; a page of the simulator's own origin, or
// an address typed into the browser, says `same-origin` or `none`.
import type express from 'express';

/** `Sec-Fetch-Site` values of requests a page of another origin made (ports count as origins). */
const FOREIGN_FETCH_SITES = new Set(['cross-site', 'same-site']);

function sameHost(url: string, host: string | undefined): boolean {
  try {
    return new URL(url).host === (host ?? '').toLowerCase();
  } catch {
    return false;
  }
}

/** The page of another origin a request came from, or undefined when it came from none. */
export function foreignPage(headers: {
  origin?: string;
  referer?: string;
  host?: string;
  'sec-fetch-site'?: string;
}): string | undefined {
  const site = headers['sec-fetch-site']?.toLowerCase();
  const foreign =
    (site !== undefined && FOREIGN_FETCH_SITES.has(site)) ||
    (headers.origin !== undefined && !sameHost(headers.origin, headers.host)) ||
    (headers.referer !== undefined && !sameHost(headers.referer, headers.host));
  return foreign ? (headers.origin ?? headers.referer ?? 'another site') : undefined;
}

/** Refuses, with 403, every request of any method a page of another origin made. */
export const controlGuard: express.RequestHandler = (req, res, next) => {
  const page = foreignPage(req.headers);
  if (page === undefined) {
    next();
    return;
  }
  res.status(403).json({
    success: false,
    error: `Blocked request: the control API answers only the simulator's own pages and tools, not a page of ${page}.`,
    errorCode: 'FORBIDDEN',
  });
};
