// The seeker's own resume files under /sim-assets/resumes (domain/uploads.ts keeps them): served to
// the session of the seeker who uploaded them only, inline for View, as an attachment with
// `?download=1`. Never cached.
import { parse as parseCookies } from 'cookie';
import express from 'express';
import { sessionOf } from '../api/request-state';
import type { SimContext } from '../context';
import { RESUME_URL_PATH, resumeFileOf } from '../domain/uploads';
import { ASSETS_PREFIX } from '../catalogue/assets';

/** The path under the assets router: RESUME_URL_PATH without its `/sim-assets/` prefix. */
const ROUTE_PATH = `/${RESUME_URL_PATH.slice(ASSETS_PREFIX.length)}/:uploadId`;

export function createResumeFilesRouter(context: SimContext): express.Router {
  const router = express.Router();
  router.get(ROUTE_PATH, (req, res) => {
    const cookies: Record<string, string> = {};
    for (const [name, value] of Object.entries(parseCookies(req.headers.cookie ?? ''))) {
      if (value !== undefined) cookies[name] = value;
    }
    const session = sessionOf(context, cookies);
    const file = session && resumeFileOf(context, String(req.params.uploadId), session.accountId);
    if (!file) {
      res.status(404).end();
      return;
    }
    res.setHeader('Cache-Control', 'private, no-store');
    res.attachment(file.fileName);
    if (req.query.download !== '1') {
      res.setHeader(
        'Content-Disposition',
        `inline; filename="${encodeURIComponent(file.fileName)}"`,
      );
    }
    res.type(file.contentType).sendFile(file.path);
  });
  return router;
}
