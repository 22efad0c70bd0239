// fixtures/catalogue/*.json read and checked: taxonomies, companies, banners, notifications,
// descriptions, per-site seed data, names and walk-ins, and the references between them.
import type { CountryCode, SiteContext, SiteProps } from './types';
import {
  FixtureError,
  type Read,
  field,
  flag,
  integer,
  list,
  nonEmptyText,
  oneOf,
  optional,
  record,
  text,
} from './fixture-reader';
import { COUNTRY_CODES } from './countries';
import { EMPLOYERS_OF_CHOICE_MAX, EMPLOYERS_OF_CHOICE_MIN, siteContexts } from './site-fixtures';

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

export function readFunctions(value: unknown): FunctionFixture[] {
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

export function readIndustries(value: unknown): IndustryFixture[] {
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

export function readQualifications(value: unknown): QualificationFixture[] {
  return list((entry, path) => {
    const o = record(entry, path);
    return {
      name: field(o, 'name', path, nonEmptyText),
      siteContext: field(o, 'siteContext', path, optional(siteContexts)),
    };
  }, 1)(value, 'fixtures/catalogue/qualifications.json');
}

export function readCompanyWords(value: unknown): CompanyWordsFixture {
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

export function readBanners(value: unknown): BannersFixture {
  const path = 'fixtures/catalogue/banners.json';
  const o = record(value, path);
  return {
    brandMaximizer: readBannerTexts(o.brandMaximizer, `${path}.brandMaximizer`),
    brandBooster: readBannerTexts(o.brandBooster, `${path}.brandBooster`),
    walkin: readBannerTexts(o.walkin, `${path}.walkin`),
  };
}

export function readNotifications(value: unknown): NotificationFixture[] {
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

export function readDescriptions(value: unknown): DescriptionFixture[] {
  return list((entry, path) => {
    const o = record(entry, path);
    return {
      html: field(o, 'html', path, nonEmptyText),
      hostile: field(o, 'hostile', path, optional(flag)) ?? false,
    };
  }, 2)(value, 'fixtures/catalogue/descriptions.json');
}

export function readSiteSeed(value: unknown): Record<CountryCode, SiteSeedFixture> {
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

export function readPersonNames(value: unknown): PersonNamesFixture {
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

export function readWalkins(value: unknown): WalkinsFixture {
  const path = 'fixtures/catalogue/walkins.json';
  const o = record(value, path);
  return {
    floors: field(o, 'floors', path, names),
    buildings: field(o, 'buildings', path, names),
    timings: field(o, 'timings', path, names),
  };
}

/** Cross-file checks: names referred to from one file exist in the other. */
export function checkReferences(f: CatalogueFixtures): void {
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
