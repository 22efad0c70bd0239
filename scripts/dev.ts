// npm run dev: the simulator with the web app served by Vite's dev server (hot reload), on the
// same origin as npm start (http://localhost:4000 and the {code}.localhost sites).
import { join } from 'node:path';
import { createServer } from 'vite';
import { DEFAULT_JOBS_TOTAL } from '../sim-server/catalogue';
import { readConfig } from '../sim-server/config';
import { start } from '../sim-server/server';

const vite = await createServer({
  configFile: join(import.meta.dirname, '../web/vite.config.ts'),
  server: { middlewareMode: true },
  appType: 'custom',
});
const simulator = await start({
  config: readConfig(process.env, DEFAULT_JOBS_TOTAL),
  dev: {
    middlewares: vite.middlewares,
    transformIndexHtml: (url, html) => vite.transformIndexHtml(url, html),
    indexFile: join(import.meta.dirname, '../web/index.html'),
  },
});
console.log(
  `Development server with hot reload: ${simulator.url}/ (sites at http://{code}.localhost:${simulator.port}/)`,
);
