// Every web test starts on the India site's page with no cookies and empty storage, and leaves
// nothing rendered behind.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearCookies, showSite } from './site';

showSite('IN');

afterEach(() => {
  cleanup();
  clearCookies();
  sessionStorage.clear();
  localStorage.clear();
});
