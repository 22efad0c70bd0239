// The site's properties, handed to the page by the server in a JSON data block before any
// script runs. A country switch loads another host, so they are fixed for the page's life.
import type { PageSiteProps } from '../../../fixtures/site-props';
import { SITE_PROPS_ELEMENT_ID } from '../../../openapi/vocabulary/sites';

export type SiteProps = PageSiteProps;

function readSiteProps(): PageSiteProps {
  const element = document.getElementById(SITE_PROPS_ELEMENT_ID);
  if (!element?.textContent) {
    throw new Error(
      `The page has no #${SITE_PROPS_ELEMENT_ID} block: serve it through the simulator (npm start or npm run dev).`,
    );
  }
  return JSON.parse(element.textContent) as PageSiteProps;
}

export const site: PageSiteProps = readSiteProps();

/** Regions English names with "the" inside a sentence ("in the Gulf", "in the Philippines"). */
const WITH_ARTICLE: readonly string[] = ['Gulf', 'Philippines'];

/** The site's name inside a sentence: "Find your next job in the Gulf" (the UX walk's N15). */
export const siteInSentence = WITH_ARTICLE.includes(site.name) ? `the ${site.name}` : site.name;

/** Spec section 1: header, navigation, sign-in and footer show unless set to 'hide'. */
export function shows(value: string | undefined): boolean {
  return value !== 'hide';
}

/** The URL of another country's site, on the same port and protocol. */
export function siteUrl(domain: string, path = '/'): string {
  const { protocol, port } = window.location;
  return `${protocol}//${domain}${port ? `:${port}` : ''}${path}`;
}
