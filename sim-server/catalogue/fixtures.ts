// Reads fixtures/ and checks it at start-up: a broken fixture stops the simulator with a message
// that names the file and the field, instead of surfacing later as odd data.
import bannersJson from '../../fixtures/catalogue/banners.json' with { type: 'json' };
import companiesJson from '../../fixtures/catalogue/companies.json' with { type: 'json' };
import namesJson from '../../fixtures/catalogue/names.json' with { type: 'json' };
import descriptionsJson from '../../fixtures/catalogue/descriptions.json' with { type: 'json' };
import functionsJson from '../../fixtures/catalogue/functions.json' with { type: 'json' };
import industriesJson from '../../fixtures/catalogue/industries.json' with { type: 'json' };
import notificationsJson from '../../fixtures/catalogue/notifications.json' with { type: 'json' };
import qualificationsJson from '../../fixtures/catalogue/qualifications.json' with { type: 'json' };
import siteSeedJson from '../../fixtures/catalogue/site-seed.json' with { type: 'json' };
import walkinsJson from '../../fixtures/catalogue/walkins.json' with { type: 'json' };
import sitesJson from '../../fixtures/sites.json' with { type: 'json' };
import type { CountryCode, SiteContext, SiteFlags, SiteProps } from './types';

export const COUNTRY_CODES: readonly CountryCode[] = [
  'IN',
  'SA',
  'HK',
  'SG',
  'PH',
  'TH',
  'VN',
  'ID',
  'MY',
];
export const SITE_CONTEXTS: readonly SiteContext[] = [
  'india',
  'gulf',
  'hongkong',
  'singapore',
  'philippines',
  'thailand',
  'vietnam',
  'indonesia',
  'malaysia',
];

/** Employers-of-choice carousel arrows hide at this many companies or fewer (spec section 9). */
export const CAROUSEL_ARROWS_HIDDEN_AT_OR_BELOW = 7;
export const EMPLOYERS_OF_CHOICE_MIN = 5;
export const EMPLOYERS_OF_CHOICE_MAX = 20;

export class FixtureError extends Error {
  constructor(path: string, problem: string) {
    super(`Fixture ${path} ${problem}`);
    this.name = 'FixtureError';
  }
}

// ---------------------------------------------------------------- readers

type Read<T> = (value: unknown, path: string) => T;

function record(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new FixtureError(path, 'must be an object.');
  }
  return value as Record<string, unknown>;
}

const text: Read<string> = (value, path) => {
  if (typeof value !== 'string') throw new FixtureError(path, 'must be a string.');
  return value;
};

const nonEmptyText: Read<string> = (value, path) => {
  const s = text(value, path);
  if (s.trim() === '') throw new FixtureError(path, 'must not be blank.');
  return s;
};

const integer: Read<number> = (value, path) => {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new FixtureError(path, 'must be a whole number.');
  }
  return value;
};

const flag: Read<boolean> = (value, path) => {
  if (typeof value !== 'boolean') throw new FixtureError(path, 'must be true or false.');
  return value;
};

function list<T>(item: Read<T>, minItems = 0): Read<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) throw new FixtureError(path, 'must be a list.');
    if (value.length < minItems) {
      throw new FixtureError(path, `must have at least ${minItems} item(s).`);
    }
    return value.map((entry, i) => item(entry, `${path}[${i}]`));
  };
}

function oneOf<T extends string | number>(allowed: readonly T[]): Read<T> {
  return (value, path) => {
    const found = allowed.find((candidate) => candidate === value);
    if (found === undefined) {
      throw new FixtureError(path, `must be one of ${allowed.join(', ')}, got ${String(value)}.`);
    }
    return found;
  };
}

function optional<T>(item: Read<T>): Read<T | undefined> {
  return (value, path) => (value === undefined ? undefined : item(value, path));
}

function field<T>(from: Record<string, unknown>, key: string, path: string, read: Read<T>): T {
  return read(from[key], `${path}.${key}`);
}

const siteContexts = list(oneOf(SITE_CONTEXTS), 1);
const showHide = oneOf(['show', 'hide'] as const);

// ---------------------------------------------------------------- sites

function readFlags(value: unknown, path: string): SiteFlags {
  const o = record(value, path);
  return {
    showBell: field(o, 'showBell', path, flag),
    showCart: field(o, 'showCart', path, flag),
    oneTapLogin: field(o, 'oneTapLogin', path, flag),
    oldAutoLogin: field(o, 'oldAutoLogin', path, flag),
    appLoginPopup: field(o, 'appLoginPopup', path, flag),
    salaryFilters: field(o, 'salaryFilters', path, flag),
    header: field(o, 'header', path, showHide),
    navigation: field(o, 'navigation', path, showHide),
    signIn: field(o, 'signIn', path, showHide),
    footer: field(o, 'footer', path, showHide),
  };
}

function readThirdPartyScripts(value: unknown, path: string): SiteProps['thirdPartyScripts'] {
  const o = record(value, path);
  const social = record(o.socialSignIn, `${path}.socialSignIn`);
  const engagement = record(o.seekerEngagement, `${path}.seekerEngagement`);
  return {
    socialSignIn: {
      scriptUrl: field(social, 'scriptUrl', `${path}.socialSignIn`, nonEmptyText),
      clientId: field(social, 'clientId', `${path}.socialSignIn`, nonEmptyText),
    },
    seekerEngagement: {
      scriptUrl: field(engagement, 'scriptUrl', `${path}.seekerEngagement`, nonEmptyText),
    },
  };
}

const EMAIL = /^[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z0-9]{2,6}$/;

function readSite(value: unknown, path: string): SiteProps {
  const o = record(value, path);
  const contact = record(o.contact, `${path}.contact`);
  const social = record(contact.social, `${path}.contact.social`);
  const appLinks = record(o.appLinks, `${path}.appLinks`);
  const ads = record(o.ads, `${path}.ads`);
  const salary = record(o.salary, `${path}.salary`);
  const site: SiteProps = {
    countryCode: field(o, 'countryCode', path, oneOf(COUNTRY_CODES)),
    siteContext: field(o, 'siteContext', path, oneOf(SITE_CONTEXTS)),
    name: field(o, 'name', path, nonEmptyText),
    domain: field(o, 'domain', path, nonEmptyText),
    currency: field(o, 'currency', path, nonEmptyText),
    locale: field(o, 'locale', path, nonEmptyText),
    dialCodes: field(o, 'dialCodes', path, list(nonEmptyText, 1)),
    channelId: field(o, 'channelId', path, integer),
    subChannelId: field(o, 'subChannelId', path, integer),
    channelName: field(o, 'channelName', path, nonEmptyText),
    languageCode: field(o, 'languageCode', path, nonEmptyText),
    countries: field(o, 'countries', path, list(nonEmptyText, 1)),
    contact: {
      phone: field(contact, 'phone', `${path}.contact`, nonEmptyText),
      tollFree: field(contact, 'tollFree', `${path}.contact`, nonEmptyText),
      infoEmail: field(contact, 'infoEmail', `${path}.contact`, nonEmptyText),
      social: {
        facebook: field(social, 'facebook', `${path}.contact.social`, nonEmptyText),
        twitter: field(social, 'twitter', `${path}.contact.social`, nonEmptyText),
        linkedin: field(social, 'linkedin', `${path}.contact.social`, nonEmptyText),
        instagram: field(social, 'instagram', `${path}.contact.social`, nonEmptyText),
        youtube: field(social, 'youtube', `${path}.contact.social`, nonEmptyText),
      },
    },
    careerAdvice: field(
      o,
      'careerAdvice',
      path,
      list((entry, at) => {
        const advice = record(entry, at);
        return {
          title: field(advice, 'title', at, nonEmptyText),
          url: field(advice, 'url', at, nonEmptyText),
        };
      }, 3),
    ),
    appLinks: {
      playStore: field(appLinks, 'playStore', `${path}.appLinks`, nonEmptyText),
      appStore: field(appLinks, 'appStore', `${path}.appLinks`, nonEmptyText),
      deepLink: field(appLinks, 'deepLink', `${path}.appLinks`, nonEmptyText),
      qrImage: field(appLinks, 'qrImage', `${path}.appLinks`, nonEmptyText),
    },
    careerServicesHost: field(o, 'careerServicesHost', path, text),
    thirdPartyScripts: readThirdPartyScripts(o.thirdPartyScripts, `${path}.thirdPartyScripts`),
    flags: readFlags(o.flags, `${path}.flags`),
    ads: {
      enabled: field(ads, 'enabled', `${path}.ads`, flag),
      sizes: field(ads, 'sizes', `${path}.ads`, list(nonEmptyText)),
      offOnPages: field(ads, 'offOnPages', `${path}.ads`, list(nonEmptyText)),
    },
    salary: {
      mode: field(salary, 'mode', `${path}.salary`, oneOf([1, 2] as const)),
      min: field(salary, 'min', `${path}.salary`, integer),
      max: field(salary, 'max', `${path}.salary`, integer),
      step: field(salary, 'step', `${path}.salary`, integer),
    },
    cities: field(
      o,
      'cities',
      path,
      list((entry, at) => {
        const city = record(entry, at);
        return {
          city: field(city, 'city', at, nonEmptyText),
          state: field(city, 'state', at, nonEmptyText),
          country: field(city, 'country', at, nonEmptyText),
        };
      }, 1),
    ),
  };
  for (const [i, code] of site.dialCodes.entries()) {
    if (!/^\d{1,4}$/.test(code)) {
      throw new FixtureError(`${path}.dialCodes[${i}]`, 'must be 1 to 4 digits without +.');
    }
  }
  if (!EMAIL.test(site.contact.infoEmail)) {
    throw new FixtureError(`${path}.contact.infoEmail`, 'must be a valid email address.');
  }
  if (!/^[A-Z]{3}$/.test(site.currency)) {
    throw new FixtureError(`${path}.currency`, 'must be an ISO 4217 code.');
  }
  const { min, max, step } = site.salary;
  if (!(step > 0 && min > 0 && max > min + step)) {
    throw new FixtureError(`${path}.salary`, 'must have 0 < min, min + step < max and step > 0.');
  }
  for (const [i, city] of site.cities.entries()) {
    if (!site.countries.includes(city.country)) {
      throw new FixtureError(
        `${path}.cities[${i}].country`,
        `must be one of the site's countries.`,
      );
    }
  }
  return site;
}

/** The nine sites in contract order, checked. */
export function readSites(raw: unknown = sitesJson): SiteProps[] {
  const sites = list(readSite, 1)(raw, 'fixtures/sites.json');
  if (sites.length !== COUNTRY_CODES.length) {
    throw new FixtureError(
      'fixtures/sites.json',
      `must hold exactly ${COUNTRY_CODES.length} sites.`,
    );
  }
  COUNTRY_CODES.forEach((code, i) => {
    const site = sites[i];
    if (site?.countryCode !== code) {
      throw new FixtureError(`fixtures/sites.json[${i}]`, `must be the ${code} site.`);
    }
    if (site.siteContext !== SITE_CONTEXTS[i]) {
      throw new FixtureError(
        `fixtures/sites.json[${i}].siteContext`,
        `must be ${SITE_CONTEXTS[i]}.`,
      );
    }
  });
  return sites;
}

// ---------------------------------------------------------------- word lists

export interface RoleFixture {
  name: string;
  designations: string[];
}
export interface FunctionFixture {
  name: string;
  groups: string[];
  siteContext: SiteContext[] | undefined;
  qualifications: string[];
  itSkills: string[];
  skills: string[];
  roles: RoleFixture[];
}
export interface IndustryFixture {
  name: string;
  groupName: string;
  /** Words a company in this industry may carry in its name (Foods, Hospitals, Logistics). */
  nameWords: string[];
  siteContext: SiteContext[] | undefined;
  enabled: boolean;
}
export interface QualificationFixture {
  name: string;
  siteContext: SiteContext[] | undefined;
}
export interface CompanyWordsFixture {
  prefixes: string[];
  consultantCores: string[];
  startupRoots: string[];
  startupEndings: string[];
  multinationals: Array<{ name: string; groupName: string }>;
  legalForms: Record<CountryCode, { prefix: string; suffixes: string[]; mncSuffixes: string[] }>;
  government: Record<CountryCode, Array<{ name: string; industry: string }>>;
  recruiterDesignations: string[];
  descriptions: string[];
}
export interface BannerText {
  headline: string;
  text: string;
  link: string | undefined;
}
export interface BannersFixture {
  brandMaximizer: BannerText[];
  brandBooster: BannerText[];
  walkin: BannerText[];
}
export interface NotificationFixture {
  title: string;
  message: string;
  link: string;
  minutesAgo: number;
}
export interface DescriptionFixture {
  html: string;
  hostile: boolean;
}
export interface SiteSeedFixture {
  /** Relative share of the jobs this site gets. */
  jobShare: number;
  employersOfChoice: number;
  banners: { brandMaximizer: number; brandBooster: number; walkin: number };
}
export interface WalkinsFixture {
  floors: string[];
  buildings: string[];
  timings: string[];
}

/** Latin-script person names for the sites Faker has no fitting locale for. */
export type PersonNamesFixture = Partial<Record<CountryCode, { first: string[]; last: string[] }>>;

export interface CatalogueFixtures {
  sites: SiteProps[];
  functions: FunctionFixture[];
  industries: IndustryFixture[];
  qualifications: QualificationFixture[];
  companyWords: CompanyWordsFixture;
  banners: BannersFixture;
  notifications: NotificationFixture[];
  descriptions: DescriptionFixture[];
  siteSeed: Record<CountryCode, SiteSeedFixture>;
  walkins: WalkinsFixture;
  personNames: PersonNamesFixture;
}

const names = list(nonEmptyText, 1);

function perSite<T>(read: Read<T>): Read<Record<CountryCode, T>> {
  return (value, path) => {
    const o = record(value, path);
    const out: Partial<Record<CountryCode, T>> = {};
    for (const code of COUNTRY_CODES) out[code] = field(o, code, path, read);
    return out as Record<CountryCode, T>;
  };
}

function readFunctions(value: unknown): FunctionFixture[] {
  return list((entry, path) => {
    const o = record(entry, path);
    return {
      name: field(o, 'name', path, nonEmptyText),
      groups: field(o, 'groups', path, names),
      siteContext: field(o, 'siteContext', path, optional(siteContexts)),
      qualifications: field(o, 'qualifications', path, names),
      itSkills: field(o, 'itSkills', path, list(nonEmptyText)),
      skills: field(o, 'skills', path, names),
      roles: field(
        o,
        'roles',
        path,
        list((role, at) => {
          const r = record(role, at);
          return {
            name: field(r, 'name', at, nonEmptyText),
            designations: field(r, 'designations', at, names),
          };
        }, 1),
      ),
    };
  }, 1)(value, 'fixtures/catalogue/functions.json');
}

function readIndustries(value: unknown): IndustryFixture[] {
  return list((entry, path) => {
    const o = record(entry, path);
    return {
      name: field(o, 'name', path, nonEmptyText),
      groupName: field(o, 'groupName', path, nonEmptyText),
      nameWords: field(o, 'nameWords', path, names),
      siteContext: field(o, 'siteContext', path, optional(siteContexts)),
      enabled: field(o, 'enabled', path, optional(flag)) ?? true,
    };
  }, 1)(value, 'fixtures/catalogue/industries.json');
}

function readQualifications(value: unknown): QualificationFixture[] {
  return list((entry, path) => {
    const o = record(entry, path);
    return {
      name: field(o, 'name', path, nonEmptyText),
      siteContext: field(o, 'siteContext', path, optional(siteContexts)),
    };
  }, 1)(value, 'fixtures/catalogue/qualifications.json');
}

function readCompanyWords(value: unknown): CompanyWordsFixture {
  const path = 'fixtures/catalogue/companies.json';
  const o = record(value, path);
  return {
    prefixes: field(o, 'prefixes', path, names),
    consultantCores: field(o, 'consultantCores', path, names),
    startupRoots: field(o, 'startupRoots', path, names),
    startupEndings: field(o, 'startupEndings', path, list(text, 1)),
    multinationals: field(
      o,
      'multinationals',
      path,
      list((entry, at) => {
        const m = record(entry, at);
        return {
          name: field(m, 'name', at, nonEmptyText),
          groupName: field(m, 'groupName', at, nonEmptyText),
        };
      }, 1),
    ),
    legalForms: field(
      o,
      'legalForms',
      path,
      perSite((entry, at) => {
        const f = record(entry, at);
        return {
          prefix: field(f, 'prefix', at, text),
          suffixes: field(f, 'suffixes', at, list(text, 1)),
          mncSuffixes: field(f, 'mncSuffixes', at, names),
        };
      }),
    ),
    government: field(
      o,
      'government',
      path,
      perSite(
        list((entry, at) => {
          const g = record(entry, at);
          return {
            name: field(g, 'name', at, nonEmptyText),
            industry: field(g, 'industry', at, nonEmptyText),
          };
        }, 1),
      ),
    ),
    recruiterDesignations: field(o, 'recruiterDesignations', path, names),
    descriptions: field(o, 'descriptions', path, names),
  };
}

function readBannerTexts(value: unknown, path: string): BannerText[] {
  return list((entry, at) => {
    const b = record(entry, at);
    return {
      headline: field(b, 'headline', at, nonEmptyText),
      text: field(b, 'text', at, nonEmptyText),
      link: field(b, 'link', at, optional(nonEmptyText)),
    };
  }, 1)(value, path);
}

function readBanners(value: unknown): BannersFixture {
  const path = 'fixtures/catalogue/banners.json';
  const o = record(value, path);
  return {
    brandMaximizer: readBannerTexts(o.brandMaximizer, `${path}.brandMaximizer`),
    brandBooster: readBannerTexts(o.brandBooster, `${path}.brandBooster`),
    walkin: readBannerTexts(o.walkin, `${path}.walkin`),
  };
}

function readNotifications(value: unknown): NotificationFixture[] {
  return list((entry, path) => {
    const o = record(entry, path);
    return {
      title: field(o, 'title', path, nonEmptyText),
      message: field(o, 'message', path, nonEmptyText),
      link: field(o, 'link', path, nonEmptyText),
      minutesAgo: field(o, 'minutesAgo', path, integer),
    };
  }, 1)(value, 'fixtures/catalogue/notifications.json');
}

function readDescriptions(value: unknown): DescriptionFixture[] {
  return list((entry, path) => {
    const o = record(entry, path);
    return {
      html: field(o, 'html', path, nonEmptyText),
      hostile: field(o, 'hostile', path, optional(flag)) ?? false,
    };
  }, 2)(value, 'fixtures/catalogue/descriptions.json');
}

function readSiteSeed(value: unknown): Record<CountryCode, SiteSeedFixture> {
  return perSite((entry, path) => {
    const o = record(entry, path);
    const banners = record(o.banners, `${path}.banners`);
    const employersOfChoice = field(o, 'employersOfChoice', path, integer);
    if (
      employersOfChoice < EMPLOYERS_OF_CHOICE_MIN ||
      employersOfChoice > EMPLOYERS_OF_CHOICE_MAX
    ) {
      throw new FixtureError(
        `${path}.employersOfChoice`,
        `must be between ${EMPLOYERS_OF_CHOICE_MIN} and ${EMPLOYERS_OF_CHOICE_MAX}.`,
      );
    }
    const jobShare = field(o, 'jobShare', path, integer);
    if (jobShare <= 0) throw new FixtureError(`${path}.jobShare`, 'must be above 0.');
    return {
      jobShare,
      employersOfChoice,
      banners: {
        brandMaximizer: field(banners, 'brandMaximizer', `${path}.banners`, integer),
        brandBooster: field(banners, 'brandBooster', `${path}.banners`, integer),
        walkin: field(banners, 'walkin', `${path}.banners`, integer),
      },
    };
  })(value, 'fixtures/catalogue/site-seed.json');
}

function readPersonNames(value: unknown): PersonNamesFixture {
  const path = 'fixtures/catalogue/names.json';
  const o = record(value, path);
  const out: PersonNamesFixture = {};
  for (const key of Object.keys(o)) {
    const code = oneOf(COUNTRY_CODES)(key, `${path} key`);
    const entry = record(o[key], `${path}.${key}`);
    out[code] = {
      first: field(entry, 'first', `${path}.${key}`, names),
      last: field(entry, 'last', `${path}.${key}`, names),
    };
  }
  return out;
}

function readWalkins(value: unknown): WalkinsFixture {
  const path = 'fixtures/catalogue/walkins.json';
  const o = record(value, path);
  return {
    floors: field(o, 'floors', path, names),
    buildings: field(o, 'buildings', path, names),
    timings: field(o, 'timings', path, names),
  };
}

/** Cross-file checks: names referred to from one file exist in the other. */
function checkReferences(f: CatalogueFixtures): void {
  const qualifications = new Set(f.qualifications.map((q) => q.name));
  const groups = new Set(f.industries.map((i) => i.groupName));
  const industries = new Set(f.industries.map((i) => i.name));
  f.functions.forEach((fn, i) => {
    const path = `fixtures/catalogue/functions.json[${i}]`;
    for (const q of fn.qualifications) {
      if (!qualifications.has(q)) {
        throw new FixtureError(
          `${path}.qualifications`,
          `names '${q}', which qualifications.json lacks.`,
        );
      }
    }
    for (const g of fn.groups) {
      if (!groups.has(g)) {
        throw new FixtureError(`${path}.groups`, `names '${g}', no industry's groupName.`);
      }
    }
  });
  f.companyWords.multinationals.forEach((m, i) => {
    if (!groups.has(m.groupName)) {
      throw new FixtureError(
        `fixtures/catalogue/companies.json.multinationals[${i}].groupName`,
        `'${m.groupName}' is no industry's groupName.`,
      );
    }
  });
  for (const code of COUNTRY_CODES) {
    f.companyWords.government[code].forEach((g, i) => {
      if (!industries.has(g.industry)) {
        throw new FixtureError(
          `fixtures/catalogue/companies.json.government.${code}[${i}].industry`,
          `'${g.industry}' is not in industries.json.`,
        );
      }
    });
  }
  if (!f.descriptions.some((d) => d.hostile) || f.descriptions.every((d) => d.hostile)) {
    throw new FixtureError(
      'fixtures/catalogue/descriptions.json',
      'must hold both hostile and ordinary templates.',
    );
  }
}

let cached: CatalogueFixtures | undefined;

/** Every fixture the seed draws from, read and checked once per process. */
export function loadFixtures(): CatalogueFixtures {
  if (cached) return cached;
  const fixtures: CatalogueFixtures = {
    sites: readSites(),
    functions: readFunctions(functionsJson),
    industries: readIndustries(industriesJson),
    qualifications: readQualifications(qualificationsJson),
    companyWords: readCompanyWords(companiesJson),
    banners: readBanners(bannersJson),
    notifications: readNotifications(notificationsJson),
    descriptions: readDescriptions(descriptionsJson),
    siteSeed: readSiteSeed(siteSeedJson),
    walkins: readWalkins(walkinsJson),
    personNames: readPersonNames(namesJson),
  };
  checkReferences(fixtures);
  cached = deepFreeze(fixtures);
  return fixtures;
}

/** Freezes a tree of plain objects and arrays, so that shared data cannot be changed by accident. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** Whether an entry restricted to some sites (or to none) is offered on this one. */
export function offeredOn(
  siteContext: readonly SiteContext[] | undefined,
  site: SiteContext,
): boolean {
  return siteContext === undefined || siteContext.includes(site);
}
