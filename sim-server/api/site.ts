// Which country site of the catalogue a request is for, by the runtime's one rule
// (openapi/runtime/request-context.ts): X-Source-Site-Context, else X-Source-Country, else the
// host `{code}.localhost`, else India.
import { siteOf, type SiteHints } from '../../openapi/runtime/request-context';
import type { Catalogue, SiteCatalogue } from '../catalogue/types';

export function resolveSite(hints: SiteHints, catalogue: Catalogue): SiteCatalogue {
  const { countryCode } = siteOf(
    hints,
    Object.values(catalogue.sites).map((site) => site.site),
  );
  return catalogue.sites[countryCode];
}
