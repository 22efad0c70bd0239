/**
 * Flags Debian's Chromium needs here: no sandbox as root, no GPU, no calls to Google's hosts;
 * software compositing without SwiftShader's emulated GPU (about a tenth less CPU per test).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-gpu-compositing',
  '--disable-software-rasterizer',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The test runs' Chromium (the end-to-end suite, the browser replay): V8's lite mode, its
 * interpreter and baseline code without the optimizing compilers. A test's pages live seconds, so
 * optimizing their code costs more CPU than it saves (bench/results/browser-stage.md). Lighthouse
 * and screenshots keep the browser as seekers have it.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--lite-mode'];
