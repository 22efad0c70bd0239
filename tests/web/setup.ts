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

// jsdom has <dialog> but not its modal methods; these do what the browser's do to `open`.
// The browser's close also fires `close` (the suggested keywords' dialog listens for it).
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

afterEach(() => {
  cleanup();
  clearCookies();
  sessionStorage.clear();
  localStorage.clear();
});
