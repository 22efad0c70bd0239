// Interactive docs of the bundled contract at /__sim/docs/: Swagger UI from the swagger-ui-dist
// package (served from node_modules, nothing from a CDN), its try-it calls going to this
// simulator's /api. The page and its start-up script are files of this origin, so the pages' CSP
// (script-src 'self') holds; the validator badge, which would call out, is off.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express from 'express';
import { CONTENT_SECURITY_POLICY } from './pages';

export const API_DOCS_PATH = '/__sim/docs';
const CONTRACT_FILE = 'openapi/dist/openapi.json';
const SWAGGER_UI = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Job portal API — contract</title>
    <link rel="stylesheet" href="./swagger-ui.css" />
    <link rel="icon" type="image/png" href="./favicon-32x32.png" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="./swagger-ui-bundle.js"></script>
    <script src="./swagger-ui-standalone-preset.js"></script>
    <script src="./start.js"></script>
  </body>
</html>
`;

// Try-it sends the page's cookies (sign in on the site first for seeker-only calls).
const START = `window.ui = SwaggerUIBundle({
  url: './openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  tryItOutEnabled: true,
  withCredentials: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});
`;

const FILES = new Set([
  'swagger-ui.css',
  'swagger-ui-bundle.js',
  'swagger-ui-standalone-preset.js',
  'favicon-32x32.png',
  'favicon-16x16.png',
]);

export function createApiDocsRouter(): express.Router {
  const router = express.Router();
  const contract = readFileSync(CONTRACT_FILE, 'utf8');
  router.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    next();
  });
  router.get('/', (req, res) => {
    // Relative asset URLs need the trailing slash.
    if (!req.originalUrl.split('?')[0]?.endsWith('/')) {
      res.redirect(301, `${API_DOCS_PATH}/`);
      return;
    }
    res.type('html').send(PAGE);
  });
  router.get('/start.js', (_req, res) => res.type('application/javascript').send(START));
  router.get('/openapi.json', (_req, res) => res.type('application/json').send(contract));
  router.get('/:file', (req, res, next) => {
    const file = req.params.file;
    if (!FILES.has(file)) {
      next();
      return;
    }
    res.sendFile(join(SWAGGER_UI, file), { maxAge: '1h' });
  });
  return router;
}
