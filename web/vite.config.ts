import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The web app is served by the simulator from the same origin (npm start), or through the
// simulator in development (npm run dev), so the API is always at /api.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The simulator's Content-Security-Policy allows no inline script: no inline polyfill.
    modulePreload: { polyfill: false },
    sourcemap: false,
  },
});
