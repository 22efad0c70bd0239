import react from '@vitejs/plugin-react';
import type { Plugin as PostcssPlugin } from 'postcss';
import postcssCustomMedia from 'postcss-custom-media';
import { defineConfig } from 'vite';
import { CUSTOM_MEDIA } from '../openapi/vocabulary/limits.ts';

/** Defines the spec's breakpoints as custom media in every stylesheet, before they are read. */
const specBreakpoints: PostcssPlugin = {
  postcssPlugin: 'spec-breakpoints',
  Once(root, { AtRule }) {
    for (const [name, query] of Object.entries(CUSTOM_MEDIA).reverse()) {
      root.prepend(new AtRule({ name: 'custom-media', params: `${name} ${query}` }));
    }
  },
};

// The web app is served by the simulator from the same origin (npm start), or through the
// simulator in development (npm run dev), so the API is always at /api.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  css: { postcss: { plugins: [specBreakpoints, postcssCustomMedia()] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The simulator's Content-Security-Policy allows no inline script: no inline polyfill.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      output: {
        // What every page loads first (the `$initial` modules) goes in two chunks, the libraries and
        // the app's shell, instead of the dozen small common chunks automatic splitting makes of
        // modules that lazy parts share with the shell: fewer requests before the first paint, and
        // less gzip overhead. The libraries' chunk changes only when a dependency does.
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
            // The app's small parts that three or more lazy parts use (a job card's actions, their
            // dialogs and failure texts) go in one chunk: a results page fetched 16 scripts and 7
            // stylesheets after the entry, and a slow phone pays a round trip for each few.
            {
              name: 'parts',
              test: /[\\/]web[\\/]src[\\/]/,
              minShareCount: 3,
              maxModuleSize: 8000,
              priority: 0,
            },
          ],
        },
      },
    },
  },
});
