// Every web test file starts on a fresh page of the India site: fresh modules, the page at `/`,
// no cookies, empty storage, nothing left by the file before it in the worker (the dom project
// runs without isolation: vitest.config.ts). Every test leaves nothing rendered behind.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearCookies, showSite } from './site';

/** What a file before this one in the worker may have left: the page as jsdom opens it. */
function freshPage(): void {
  vi.resetModules();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  clearCookies();
  window.history.replaceState(null, '', '/');
  document.head.replaceChildren();
  document.body.replaceChildren();
  sessionStorage.clear();
  localStorage.clear();
}

freshPage();
showSite('IN');

afterEach(() => {
  cleanup();
  clearCookies();
  sessionStorage.clear();
  localStorage.clear();
});
