// Which country site a request is for: X-Source-Site-Context, else X-Source-Country, else the
// host `{code}.localhost`, else India.
import { DEFAULT_COUNTRY } from '../../openapi/vocabulary/sites';
import type { Catalogue, CountryCode, SiteCatalogue } from '../catalogue/types';

interface SiteHints {
  siteContext?: string | undefined;
  country?: string | undefined;
  host?: string | undefined;
}

export function countryFromHost(
  host: string | undefined,
  catalogue: Catalogue,
): CountryCode | undefined {
  const hostname = (host ?? '').split(':')[0]?.toLowerCase() ?? '';
  return Object.values(catalogue.sites).find((site) => site.site.domain === hostname)?.site
    .countryCode;
}

export function resolveSite(hints: SiteHints, catalogue: Catalogue): SiteCatalogue {
  const sites = Object.values(catalogue.sites);
  const byContext = sites.find((s) => s.site.siteContext === hints.siteContext);
  const byCountry = sites.find((s) => s.site.countryCode === hints.country);
  const fromHost = countryFromHost(hints.host, catalogue);
  return byContext ?? byCountry ?? catalogue.sites[fromHost ?? DEFAULT_COUNTRY];
}
