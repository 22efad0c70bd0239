// The search indexes of a whole catalogue: one per site plus the cross-site company list. Built
// once at start-up (server.ts) and kept with the catalogue they were built from.
import type { Catalogue, CountryCode, SiteCatalogue } from '../catalogue/types';
import { CompanyList } from './autocomplete';
import { prepareSearch } from './scratch';
import { buildSiteIndex, type SiteSearchIndex } from './site-index';

export interface SearchIndexes {
  sites: Record<CountryCode, SiteSearchIndex>;
  companies: CompanyList;
  /** How long building took, in milliseconds. */
  buildMs: number;
}

const built = new WeakMap<Catalogue, SearchIndexes>();

/** Builds the indexes of a catalogue, once; later calls answer the same indexes. */
export function buildSearchIndexes(catalogue: Catalogue): SearchIndexes {
  const existing = built.get(catalogue);
  if (existing) return existing;
  const startedAt = performance.now();
  const sites = {} as Record<CountryCode, SiteSearchIndex>;
  for (const [code, site] of Object.entries(catalogue.sites) as Array<
    [CountryCode, SiteCatalogue]
  >) {
    const index = buildSiteIndex(catalogue, site);
    prepareSearch(index);
    sites[code] = index;
  }
  const indexes: SearchIndexes = {
    sites,
    companies: new CompanyList(catalogue),
    buildMs: performance.now() - startedAt,
  };
  built.set(catalogue, indexes);
  return indexes;
}

/** The index of one site of a catalogue whose indexes were built. */
export function siteIndex(indexes: SearchIndexes, site: SiteCatalogue): SiteSearchIndex {
  return indexes.sites[site.site.countryCode];
}
