// The site a web test's page belongs to: the props block the simulator writes into every page
// (sim-server/shell/pages.ts), made from the same fixtures, so that web/src/lib/site.ts reads a
// real site's properties when it loads.
import { vi } from 'vitest';
import type { PageSiteProps } from '../../fixtures/site-props';
import { readSites } from '../../sim-server/catalogue/site-fixtures';
import { SITE_PROPS_ELEMENT_ID } from '../../openapi/vocabulary/sites';

export type SiteCode = PageSiteProps['countryCode'];

const SITES = readSites();

export function pageSiteProps(code: SiteCode): PageSiteProps {
  const site = SITES.find((s) => s.countryCode === code);
  if (!site) throw new Error(`No site ${code} in fixtures/sites.json`);
  return {
    ...site,
    sites: SITES.map(({ countryCode, name, domain }) => ({ countryCode, name, domain })),
  };
}

/** Writes the site's props block into the page, as the simulator serves it (`change` edits it). */
export function showSite(
  code: SiteCode,
  change: (props: PageSiteProps) => void = () => undefined,
): PageSiteProps {
  const props = pageSiteProps(code);
  change(props);
  document.getElementById(SITE_PROPS_ELEMENT_ID)?.remove();
  const block = document.createElement('script');
  block.id = SITE_PROPS_ELEMENT_ID;
  block.type = 'application/json';
  block.textContent = JSON.stringify(props);
  document.head.append(block);
  return props;
}

/**
 * Loads modules as a page of another site would: fresh module instances (the site is read when
 * web/src/lib/site.ts loads) after that site's props block is in the page.
 */
export async function onSite<T>(
  code: SiteCode,
  load: () => Promise<T>,
  change?: (props: PageSiteProps) => void,
): Promise<T> {
  vi.resetModules();
  showSite(code, change);
  return load();
}

/** `/`, `/seeker`, `/seeker/profile` for the page at /seeker/profile: where its cookies may live. */
function pathsAbove(pathname: string): string[] {
  const parts = pathname.split('/').filter(Boolean);
  return ['/', ...parts.map((_, index) => `/${parts.slice(0, index + 1).join('/')}`)];
}

/**
 * Removes every cookie the page can see, those written without a path included (they live at the
 * page's own path, which `path=/` does not reach).
 */
export function clearCookies(): void {
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    const name = pair.slice(0, pair.indexOf('='));
    for (const path of pathsAbove(window.location.pathname))
      document.cookie = `${name}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/** What the page writes to document.cookie while `act` runs, each write as it was written. */
export function cookiesWritten(act: () => void): string[] {
  const written: string[] = [];
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookie?.get?.call(document) as string,
    set: (value: string) => {
      written.push(value);
      cookie?.set?.call(document, value);
    },
  });
  try {
    act();
  } finally {
    Reflect.deleteProperty(document, 'cookie');
  }
  return written;
}
