// A title per page (issue 19): what the page shows first, then the site, so that tabs of several
// jobs or searches can be told apart and every tab says which country's site it is.
import { useEffect } from 'react';
import { site } from './site';

export const SITE_TITLE = `jobportal ${site.name}`;

export function pageTitle(what: string | undefined): string {
  return what ? `${what} | ${SITE_TITLE}` : SITE_TITLE;
}

/** Sets the document title while the page shows; `undefined` leaves the page kind's default. */
export function useDocumentTitle(what: string | undefined): void {
  useEffect(() => {
    if (what !== undefined) document.title = pageTitle(what);
  }, [what]);
}
