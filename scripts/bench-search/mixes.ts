// The seeded request mixes: results-page searches (text, filters, listing pages, deep pages),
// autocomplete prefixes, and the same searches as a browser sends them (with cookies).
import type { Schemas } from '../../openapi/client';
import { COOKIE } from '../../openapi/vocabulary/cookies';
import { SITE_HEADER } from '../../openapi/vocabulary/site-headers';
import { Rng, cumulativeWeights } from '../../sim-server/catalogue/rng';
import type { Catalogue, CountryCode, SiteCatalogue } from '../../sim-server/catalogue/types';
import { type RawCriteria } from '../../sim-server/search/criteria';
import { signedIn } from '../../tests/support/sim';
import { type AutocannonRequest } from './load';
import { PAGE_SIZE } from './settings';

// ---------------------------------------------------------------- the query mixes
/** A site drawn in proportion to its jobs, as traffic would be. */
function sitePicker(catalogue: Catalogue, rng: Rng): () => SiteCatalogue {
  const sites = Object.values(catalogue.sites);
  const weights = cumulativeWeights(sites.map((s) => s.jobs.length));
  return () => sites[rng.weighted(weights)] as SiteCatalogue;
}

function lowerWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#.]+/u)
    .filter((w) => w.length > 1);
}

/** The listing pages post their filter to jobsearch. */
type Listing = Pick<Schemas['FilterRequest'], 'filterName' | 'filterValue'>;

export interface MixedQuery {
  site: CountryCode;
  kind: string;
  raw: RawCriteria;
  /** Sent to jobsearch as a listing page; `raw` holds the same search as criteria. */
  listing?: Listing;
}

/**
 * The results-page and listing-page searches of a day, seeded: single and multi-word keywords,
 * comma-separated keywords, keyword + location + experience, heavy filters, deep pages, both
 * sorts, query entities and listing pages without keywords.
 */
export function searchMix(catalogue: Catalogue, count: number, seed: number): MixedQuery[] {
  const rng = new Rng(seed);
  const pickSite = sitePicker(catalogue, rng);
  const designations = catalogue.masterData.filter((m) => m.type === 'DESIGNATION');
  const skills = catalogue.masterData.filter((m) => m.type === 'SKILL');
  const mix: MixedQuery[] = [];
  for (let n = 0; n < count; n++) {
    const site = pickSite();
    const job = rng.pick(site.jobs);
    const city = rng.pick(site.site.cities);
    const designation = rng.pick(designations).name;
    const skill = rng.pick(skills).name;
    const oneWord = rng.pick(lowerWords(designation).concat(lowerWords(skill)));
    const raw: RawCriteria = {};
    let listing: Listing | undefined;
    const roll = rng.next();
    let kind: string;
    if (roll < 0.2) {
      kind = 'one word';
      raw.query = oneWord;
    } else if (roll < 0.38) {
      kind = 'several words';
      raw.query = designation;
    } else if (roll < 0.46) {
      kind = 'comma-separated';
      raw.query = `${skill}, ${designation}`;
    } else if (roll < 0.64) {
      kind = 'keyword + location + experience';
      raw.query = rng.chance(0.5) ? designation : skill;
      raw.locations = city.city;
      raw.experience = rng.chance(0.1) ? 51 : rng.int(0, 15);
    } else if (roll < 0.76) {
      kind = 'heavy filters';
      raw.query = oneWord;
      raw.industries = String(job.industries[0]?.id ?? 1);
      raw.functions = String(job.functions[0]?.id ?? 1);
      raw.jobFreshness = String(rng.pick([7, 15, 30]));
      raw.employerTypes = 'Company,MNC,Startup';
      raw.jobTypes = 'permanent,contract';
      raw.experienceRanges = rng.pick(['0~3', '3~7', '5~10,10~15']);
      if (site.site.flags.salaryFilters)
        raw.salaryRanges = rng.pick(['not specified,300000~600000', '600000~1500000']);
    } else if (roll < 0.84) {
      kind = 'deep page';
      raw.query = oneWord;
      raw.start = rng.pick([100, 250, 500, 1000]);
      raw.sort = 2;
    } else if (roll < 0.9) {
      kind = 'query entity';
      raw.queryEntity = [
        rng.chance(0.5)
          ? `${designation.toLowerCase()}:designation`
          : `${(job.skills[0] ?? skill).toLowerCase()}:skill`,
      ];
      raw.locations = city.city;
    } else {
      kind = 'listing page';
      const page = rng.int(0, 3);
      if (page === 0) {
        raw.companies = String(job.companyId);
        listing = { filterName: 'company', filterValue: raw.companies };
      } else if (page === 1) {
        raw.locations = city.city;
        listing = { filterName: 'location', filterValue: raw.locations };
      } else if (page === 2) {
        raw.functions = String(job.functions[0]?.id ?? 1);
        listing = { filterName: 'function', filterValue: raw.functions };
      } else {
        raw.jobTypes = 'walkin';
        listing = { filterName: 'walkin', filterValue: 'walkin' };
      }
      raw.sort = rng.chance(0.5) ? 2 : 1;
    }
    if (raw.sort === undefined && rng.chance(0.3)) raw.sort = 2;
    mix.push({ site: site.site.countryCode, kind, raw, ...(listing ? { listing } : {}) });
  }
  return mix;
}

export interface MixedPrefix {
  site: CountryCode;
  kind: 'keywords' | 'suggestions' | 'locations';
  query: string;
  exclude: string[];
}

/** What people type into the keyword and location boxes: 2 to 8 characters, some with a typo. */
export function autocompleteMix(catalogue: Catalogue, count: number, seed: number): MixedPrefix[] {
  const rng = new Rng(seed);
  const pickSite = sitePicker(catalogue, rng);
  const names = catalogue.masterData
    .filter((m) => m.type === 'DESIGNATION' || m.type === 'SKILL')
    .map((m) => m.name.toLowerCase());
  const mix: MixedPrefix[] = [];
  for (let n = 0; n < count; n++) {
    const site = pickSite();
    const roll = rng.next();
    const kind = roll < 0.6 ? 'keywords' : roll < 0.8 ? 'suggestions' : 'locations';
    const source =
      kind === 'locations'
        ? rng.pick(site.site.cities).city.toLowerCase()
        : rng.chance(0.2)
          ? rng.pick(site.companies).name.toLowerCase()
          : rng.pick(names);
    let query = source.slice(0, rng.int(2, Math.max(2, Math.min(8, source.length))));
    if (query.length >= 4 && rng.chance(0.2)) {
      // One typo: two neighbours swapped.
      const at = rng.int(1, query.length - 2);
      query = query.slice(0, at) + query[at + 1] + query[at] + query.slice(at + 2);
    }
    const exclude = kind === 'suggestions' ? [rng.pick(names), rng.pick(names)] : [];
    mix.push({ site: site.site.countryCode, kind, query, exclude });
  }
  return mix;
}

export function toRequest(query: MixedQuery): AutocannonRequest {
  if (query.listing) {
    const body: Schemas['FilterRequest'] = {
      ...query.listing,
      sort: query.raw.sort === 2 ? 2 : 1,
      start: 0,
      limit: PAGE_SIZE,
    };
    return {
      method: 'POST',
      path: '/api/middleware/jobsearch',
      headers: { [SITE_HEADER.country]: query.site, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    };
  }
  // Percent-encoded as the typed client sends them.
  const params: string[] = [];
  for (const [name, value] of Object.entries(query.raw)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values)
      if (item !== undefined) params.push(`${name}=${encodeURIComponent(String(item))}`);
  }
  return {
    method: 'GET',
    path: `/api/middleware/search/results?${params.join('&')}`,
    headers: { [SITE_HEADER.country]: query.site },
  };
}

/** Visitors of the browser-like mix: each keeps its own MSUID, as a browser does. */
const BROWSER_VISITORS = 20;
/** Every this-many browser-like requests comes from the signed-in seeker. */
const SEEKER_SHARE = 4;

/**
 * The same requests as a browser sends them: with the visitor's MSUID cookie, or the signed-in
 * seeker's session cookies. Each such search records a recent search, a write to the store.
 */
export function browserLike(
  requests: AutocannonRequest[],
  seekerCookie: string,
): AutocannonRequest[] {
  return requests.map((request, i) => ({
    ...request,
    headers: {
      ...request.headers,
      Cookie:
        i % SEEKER_SHARE === 0
          ? seekerCookie
          : `${COOKIE.visitorId}=bench-visitor-${i % BROWSER_VISITORS}`,
    },
  }));
}

/** The session cookies of a seeker signed in to the simulator at `port`. */
export async function seekerCookie(port: number): Promise<string> {
  const seeker = await signedIn({ url: `http://localhost:${port}` }, 'seeker', 'IN');
  return [...seeker.cookies]
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
}

/** The keywords of the mix, for the references that only search text. */
export function keywordOf(query: MixedQuery): string {
  return (query.raw.query ?? query.raw.locations ?? 'developer').split(',')[0]?.trim() ?? '';
}
