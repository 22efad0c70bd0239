// /sim-assets: images drawn from the catalogue (banners, logos, QR codes), uploaded avatars, the
// seeker's own resume files (to their session only), and the employer's own application page that
// apply-on-redirect jobs open.
import { ROUTE } from '../../openapi/vocabulary/routes';
import { parse as parseCookies } from 'cookie';
import express from 'express';
import { scenarioOf } from '../../openapi/runtime/request-context';
import { ASSETS_PREFIX, resolveAsset } from '../catalogue/assets';
import type { SimContext } from '../context';
import { avatarFile } from '../domain/uploads';
import { openEmailLink } from '../domain/otp';
import { badScenarioReply, isScenarioName } from '../scenarios/scenarios';
import { createResumeFilesRouter } from './resume-files';
import { createStandInsRouter } from './stand-ins';

const EMAIL_LINK_PAGES = {
  verified: 'Your email is verified.',
  expired: 'This verification link has expired. Ask for a new one from your profile.',
  unknown: 'This verification link is not valid.',
} as const;

const CACHE_SECONDS = 3600;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Serves the rest of the request on the state view of the scenario the browser carries, as the
 * API does (api/pipeline.ts): a resume uploaded or an email link sent in a scenario is read there.
 */
function inScenario(context: SimContext): express.RequestHandler {
  return (req, res, next) => {
    const scenario = scenarioOf(req.headers, parseCookies(req.headers.cookie ?? ''));
    if (scenario !== null && !isScenarioName(scenario)) {
      const { status, body } = badScenarioReply();
      res.status(status).json(body);
      return;
    }
    context.scenarios.within(scenario, () => next());
  };
}

export function createAssetsRouter(context: SimContext): express.Router {
  const router = express.Router();
  router.use(inScenario(context));
  router.use(createStandInsRouter(context));
  router.get('/avatars/:uploadId', (req, res) => {
    const file = avatarFile(context, String(req.params.uploadId));
    if (!file) {
      res.status(404).end();
      return;
    }
    res.type(file.contentType).sendFile(file.path);
  });
  router.use(createResumeFilesRouter(context));
  router.get('/verify-email/:token', (req, res) => {
    // The link is opened on the clock of the scenario the browser carries (inScenario read it).
    const now = context.clocks.now(context.store.scenario);
    const outcome = openEmailLink(context, String(req.params.token), now);
    res
      .status(outcome === 'verified' ? 200 : outcome === 'expired' ? 410 : 404)
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Email verification</title></head><body><h1>${EMAIL_LINK_PAGES[outcome]}</h1><p><a href="${ROUTE.dashboard}">Go to your dashboard</a></p></body></html>`,
      );
  });
  router.get('/employer-apply/:companyId/:jobId', (req, res) => {
    const company = Object.values(context.catalogue.sites)
      .flatMap((s) => s.companies)
      .find((c) => String(c.companyId) === req.params.companyId);
    res
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Apply at ${escapeHtml(company?.name ?? 'the employer')}</title></head><body><h1>${escapeHtml(company?.name ?? 'Employer')} careers</h1><p>Simulated employer application page for job ${escapeHtml(String(req.params.jobId))}.</p></body></html>`,
      );
  });
  router.get(/.*/, (req, res) => {
    const asset = resolveAsset(context.catalogue, `${ASSETS_PREFIX}${req.path.replace(/^\//, '')}`);
    if (!asset) {
      res.status(404).end();
      return;
    }
    res.setHeader('Cache-Control', `public, max-age=${CACHE_SECONDS}`);
    res.type(asset.contentType).send(asset.body);
  });
  return router;
}
