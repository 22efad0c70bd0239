// The seeded catalogue: everything the simulator serves that is not seeker state, generated from
// fixtures/ and a seed. The same seed and size give byte-identical data (JSON.stringify equal)
// on any machine and any day: no clock, no Math.random, and every list in a fixed order.
//
// Each site and purpose draws from its own seeded stream (deriveSeed(seed, purpose, site)), so
// adding a draw to one stream does not shift the others. The catalogue is read-only: values
// shared between jobs and the fixture data are frozen, and the server copies before changing.
// Each locale from its own entry: the package's root loads and builds all of Faker's 70 locales
// (about 13 MB of heap the simulator kept for its whole life).
import type { Faker } from '@faker-js/faker';
import { faker as englishFaker } from '@faker-js/faker/locale/en';
import { faker as hongKongFaker } from '@faker-js/faker/locale/en_HK';
import { faker as indianFaker } from '@faker-js/faker/locale/en_IN';
import { faker as indonesianFaker } from '@faker-js/faker/locale/id_ID';
import { faker as vietnameseFaker } from '@faker-js/faker/locale/vi';
import { generateBanners } from './banners';
import { generateCompanies, type SeedCompany } from './companies';
import { descriptionTemplates } from './descriptions';
import type { CatalogueFixtures } from './catalogue-fixtures';
import { loadFixtures } from './fixtures';
import { COUNTRY_CODES } from './countries';
import { Interner } from './intern';
import { generateJobs, jobContext } from './jobs';
import { buildTaxonomy, companyEntries, type MasterDataEntry } from './master-data';
import { generateNotifications } from './notifications';
import { deriveSeed, Rng } from './rng';
import type { Catalogue, CountryCode, SiteCatalogue } from './types';

export { resolveAsset, bannerSvg, logoSvg, qrSvg, SVG_CONTENT_TYPE, type Asset } from './assets';
export { renderDescription, XSS_MARKER } from './descriptions';
export { loadFixtures } from './fixtures';
export { COUNTRY_CODES, SITE_CONTEXTS } from './countries';
export { FixtureError } from './fixture-reader';
export { CAROUSEL_ARROWS_HIDDEN_AT_OR_BELOW, readSites } from './site-fixtures';
export {
  APPLY_ON_REDIRECT_SHARE,
  HOSTILE_DESCRIPTION_SHARE,
  JOB_ID_BLOCK,
  POSTED_WINDOW_DAYS,
  SJS_SHARE,
  SJS_SPL,
  UNDISCLOSED_SALARY_SHARE,
  WALK_IN_SHARE,
  WALK_IN_STARTS_WITHIN_DAYS,
} from './job-rules';
export { JOB_ALERT_FREQUENCIES, SALARY_MODES } from './master-data';

/** Jobs in total across the nine sites when no size is given (a quick start for development). */
export const DEFAULT_JOBS_TOTAL = 9_000;

/**
 * Faker locales for recruiter names where Faker has a fitting one; English elsewhere. Each is the
 * locale entry's own instance (the locale, then English, then Faker's base), reseeded per site.
 */
const LOCAL_FAKERS: Partial<Record<CountryCode, Faker>> = {
  IN: indianFaker,
  HK: hongKongFaker,
  ID: indonesianFaker,
  VN: vietnameseFaker,
};

export class CatalogueOptionError extends Error {
  constructor(option: string, problem: string) {
    super(`Catalogue option ${option} ${problem}`);
    this.name = 'CatalogueOptionError';
  }
}

/**
 * Jobs per site in proportion to the sites' shares (India largest), summing exactly to the total
 * (largest remainders), with at least one job per site once there are enough to go round.
 */
export function splitJobs(
  total: number,
  fixtures: CatalogueFixtures = loadFixtures(),
): Record<CountryCode, number> {
  const shares = COUNTRY_CODES.map((code) => fixtures.siteSeed[code].jobShare);
  const sum = shares.reduce((a, b) => a + b, 0);
  const exact = shares.map((share) => (total * share) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => ({ i, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
    left--;
  }
  if (total >= COUNTRY_CODES.length) {
    counts.forEach((count, i) => {
      if (count > 0) return;
      const largest = counts.indexOf(Math.max(...counts));
      counts[largest] = (counts[largest] ?? 0) - 1;
      counts[i] = 1;
    });
  }
  const out: Partial<Record<CountryCode, number>> = {};
  COUNTRY_CODES.forEach((code, i) => (out[code] = counts[i] ?? 0));
  return out as Record<CountryCode, number>;
}

/**
 * The site's Faker, seeded for it. Sites share an instance (English), so each is used only while
 * its site's companies are generated (synchronously): its draws depend on the seed alone.
 */
function fakerFor(code: CountryCode, seed: number): Faker {
  const faker = LOCAL_FAKERS[code] ?? englishFaker;
  faker.seed(deriveSeed(seed, 'faker', code));
  return faker;
}

/** The companies with the most open jobs (ties: lower id first), for the home carousel. */
function employersOfChoice(companies: SeedCompany[], count: number): SeedCompany[] {
  return [...companies]
    .sort(
      (a, b) =>
        (b.company.openJobs ?? 0) - (a.company.openJobs ?? 0) ||
        a.company.companyId - b.company.companyId,
    )
    .slice(0, count);
}

function checkOptions(seed: number, jobsTotal: number): void {
  if (!Number.isSafeInteger(seed))
    throw new CatalogueOptionError('seed', `must be a whole number, got ${seed}.`);
  if (!Number.isSafeInteger(jobsTotal) || jobsTotal < 0) {
    throw new CatalogueOptionError(
      'jobsTotal',
      `must be a whole number of 0 or more, got ${jobsTotal}.`,
    );
  }
}

export function generateCatalogue(options: { seed: number; jobsTotal: number }): Catalogue {
  const { seed, jobsTotal } = options;
  checkOptions(seed, jobsTotal);

  const fixtures = loadFixtures();
  const taxonomy = buildTaxonomy(fixtures);
  const templates = descriptionTemplates(fixtures);
  const interner = new Interner();
  const context = jobContext(fixtures, taxonomy, interner, templates);
  const perSite = splitJobs(jobsTotal, fixtures);
  const sites: Partial<Record<CountryCode, SiteCatalogue>> = {};
  const companyMaster: MasterDataEntry[] = [];

  fixtures.sites.forEach((site, siteIndex) => {
    const code = site.countryCode;
    const rng = (purpose: string) => new Rng(deriveSeed(seed, purpose, code));
    const generated = generateCompanies({
      site,
      siteIndex,
      jobs: perSite[code],
      rng: rng('companies'),
      faker: fakerFor(code, seed),
      fixtures,
      taxonomy,
      interner,
    });
    const jobs = generateJobs({
      site,
      siteIndex,
      count: perSite[code],
      rng: rng('jobs'),
      localRng: rng('local-words'),
      companies: generated,
      context,
    });
    const choice = employersOfChoice(
      generated.companies,
      fixtures.siteSeed[code].employersOfChoice,
    );
    sites[code] = {
      site,
      jobs,
      companies: generated.companies.map((c) => c.company),
      recruiters: generated.recruiters,
      employersOfChoice: choice.map((c) => c.company.companyId),
      banners: generateBanners({
        site,
        rng: rng('banners'),
        fixtures,
        companies: generated.companies,
        employersOfChoice: choice,
        jobs,
      }),
      notifications: generateNotifications({
        site,
        rng: rng('notifications'),
        fixtures,
        companies: generated.companies,
        jobs,
      }),
    };
    companyMaster.push(
      ...companyEntries(
        generated.companies.map((c) => c.company),
        site.siteContext,
        companyMaster.length + 1,
      ),
    );
  });

  return {
    seed,
    jobsTotal,
    sites: sites as Record<CountryCode, SiteCatalogue>,
    masterData: [...taxonomy.entries, ...companyMaster],
    descriptions: templates.descriptions,
    hostileDescriptions: templates.hostile,
  };
}
