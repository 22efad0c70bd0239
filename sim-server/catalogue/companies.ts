// Companies and recruiters of one site. Names are built from fixtures/catalogue/companies.json
// with the site's legal forms (Pvt Ltd, LLC, Pte Ltd, PT ... Tbk, Sdn Bhd); recruiter names and
// catch phrases come from a seeded Faker, drawn into small pools so that the per-company cost
// stays tiny at 100,000 jobs.
import type { Faker } from '@faker-js/faker';
import type { Schemas } from '../../openapi/client';
import type { CatalogueFixtures } from './catalogue-fixtures';
import { offeredOn } from './fixtures';
import type { Interner } from './intern';
import type { FunctionInfo, IndustryInfo, Taxonomy, TaxonomyItem } from './master-data';
import { at, cumulativeWeights, type Rng } from './rng';
import type { SiteProps } from './types';

export type EmployerType = Schemas['EmployerTypeName'];
export type PublicCompany = Omit<Schemas['Company'], 'isFollowed'>;
export type PublicRecruiter = Omit<Schemas['Recruiter'], 'isFollowed'>;
export type RecruiterRef = Schemas['RecruiterRef'];

/** A company with what the job generator needs besides its public fields. */
export interface SeedCompany {
  company: PublicCompany;
  employerType: EmployerType;
  group: string;
  /** Shared industry list the company's jobs carry (consultants vary it per job). */
  industries: TaxonomyItem[];
  /** Functions the company mostly hires for. */
  focus: FunctionInfo[];
  recruiters: RecruiterRef[];
  consultant: boolean;
}

export interface SiteCompanies {
  companies: SeedCompany[];
  recruiters: PublicRecruiter[];
  /** Cumulative weights for drawing a job's company: a few companies post many jobs. */
  jobWeights: Float64Array;
}

/** Companies per site: about one per 18 jobs, at least enough for any carousel. */
export const JOBS_PER_COMPANY = 18;
export const MIN_COMPANIES_PER_SITE = 24;
export const MAX_COMPANIES_PER_SITE = 6000;

/** A company id is 100,000 × (site position + 1) + its number, so a site's ids never overlap. */
export const COMPANY_ID_BLOCK = 100_000;
/** A recruiter id is 1,000,000 × (site position + 1) + its number. */
export const RECRUITER_ID_BLOCK = 1_000_000;

const EMPLOYER_TYPES: readonly EmployerType[] = [
  'Company',
  'MNC',
  'Startup',
  'Consultant',
  'Government',
];
/** Weights in EMPLOYER_TYPES order; India has more public-sector employers. */
const EMPLOYER_WEIGHTS_INDIA = cumulativeWeights([46, 14, 12, 16, 12]);
const EMPLOYER_WEIGHTS = cumulativeWeights([50, 16, 12, 16, 6]);

const FOLLOWERS: Record<EmployerType, [number, number]> = {
  MNC: [5_000, 250_000],
  Company: [200, 60_000],
  Startup: [100, 20_000],
  Consultant: [50, 8_000],
  Government: [1_000, 100_000],
};

const KIND: Record<EmployerType, string> = {
  MNC: 'multinational',
  Company: 'company',
  Startup: 'start-up',
  Consultant: 'recruitment consultancy',
  Government: 'public-sector employer',
};

const NAME_POOL = 160;
const PHRASE_POOL = 60;
const NAME_ATTEMPTS = 12;

export function companyCountFor(jobs: number): number {
  return Math.min(
    MAX_COMPANIES_PER_SITE,
    Math.max(MIN_COMPANIES_PER_SITE, Math.ceil(jobs / JOBS_PER_COMPANY)),
  );
}

function logUniform(rng: Rng, [lo, hi]: [number, number]): number {
  return Math.round(Math.exp(Math.log(lo) + rng.next() * (Math.log(hi) - Math.log(lo))));
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface CompaniesInput {
  site: SiteProps;
  siteIndex: number;
  jobs: number;
  rng: Rng;
  faker: Faker;
  fixtures: CatalogueFixtures;
  taxonomy: Taxonomy;
  interner: Interner;
}

/** What one site's companies are drawn from, and the names taken so far. */
interface Drawing {
  input: CompaniesInput;
  words: CatalogueFixtures['companyWords'];
  legal: CatalogueFixtures['companyWords']['legalForms'][SiteProps['countryCode']];
  privateIndustries: IndustryInfo[];
  byName: Map<string, IndustryInfo>;
  byGroup: Map<string, IndustryInfo[]>;
  functions: FunctionInfo[];
  staffing: IndustryInfo;
  firstNames: readonly string[];
  lastNames: readonly string[];
  phrases: string[];
  multinationals: CatalogueFixtures['companyWords']['multinationals'];
  nextMultinational: number;
  taken: Set<string>;
}

export function generateCompanies(input: CompaniesInput): SiteCompanies {
  const { site, siteIndex, rng } = input;
  const drawing = drawingFor(input);
  const count = companyCountFor(input.jobs);
  const companies: SeedCompany[] = [];
  const recruiters: PublicRecruiter[] = [];

  for (let n = 0; n < count; n++) {
    const companyId = COMPANY_ID_BLOCK * (siteIndex + 1) + n + 1;
    const drawnType = at(
      EMPLOYER_TYPES,
      rng.weighted(site.countryCode === 'IN' ? EMPLOYER_WEIGHTS_INDIA : EMPLOYER_WEIGHTS),
    );
    const city = rng.pick(site.cities);
    const { name, industry, employerType } = nameCompany(drawing, drawnType);
    const main = industry ?? rng.pick(drawing.privateIndustries);
    const group = main.fixture.groupName;
    const industryList = industriesOf(drawing, main, employerType);

    const matching = drawing.functions.filter((f) => f.fixture.groups.includes(group));
    const focus = rng.sample(matching.length > 0 ? matching : drawing.functions, rng.int(2, 4));

    const companyRecruiters: RecruiterRef[] = [];
    const recruiterCount = employerType === 'Government' ? 1 : rng.int(1, 3);
    for (let r = 0; r < recruiterCount; r++) {
      const id = RECRUITER_ID_BLOCK * (siteIndex + 1) + recruiters.length + 1;
      const recruiterName = `${rng.pick(drawing.firstNames)} ${rng.pick(drawing.lastNames)}`;
      recruiters.push({
        id,
        name: recruiterName,
        designation: rng.pick(drawing.words.recruiterDesignations),
        companyId,
        companyName: name,
        followerCount: rng.int(0, 3_000),
      });
      companyRecruiters.push(Object.freeze({ id, name: recruiterName }));
    }

    const description = fill(rng.pick(drawing.words.descriptions), {
      name,
      kind: KIND[employerType],
      industry: main.fixture.name,
      city: city.city,
      catchPhrase: rng.pick(drawing.phrases),
    });

    companies.push({
      company: {
        id: companyId,
        companyId,
        name,
        logo: logoPath(companyId),
        employerType,
        followerCount: logUniform(rng, FOLLOWERS[employerType]),
        openJobs: 0,
        description,
      },
      employerType,
      group,
      industries: industryList,
      focus,
      recruiters: companyRecruiters,
      consultant: employerType === 'Consultant',
    });
  }

  // Job volume by rank, with ranks dealt out at random so that size does not follow the id.
  const ranks = rng.shuffle(companies.map((_, i) => i));
  const weights = new Array<number>(companies.length).fill(0);
  ranks.forEach((companyIndex, rank) => {
    weights[companyIndex] = 1 / Math.pow(rank + 2, 0.85);
  });

  return { companies, recruiters, jobWeights: cumulativeWeights(weights) };
}

/** The site's industries and functions, the name pools (Faker draws), the multinationals' order. */
function drawingFor(input: CompaniesInput): Drawing {
  const { site, rng, faker, fixtures, taxonomy } = input;
  const words = fixtures.companyWords;
  const context = site.siteContext;
  const industries = taxonomy.industries.filter(
    (i) => i.fixture.enabled && offeredOn(i.fixture.siteContext, context),
  );
  const privateIndustries = industries.filter((i) => i.fixture.groupName !== 'Public Sector');
  const byName = new Map(industries.map((i) => [i.fixture.name, i]));
  const byGroup = new Map<string, IndustryInfo[]>();
  for (const industry of industries) {
    const group = byGroup.get(industry.fixture.groupName) ?? [];
    group.push(industry);
    byGroup.set(industry.fixture.groupName, group);
  }
  const local = fixtures.personNames[site.countryCode];
  const firstNames =
    local?.first ?? Array.from({ length: NAME_POOL }, () => faker.person.firstName());
  const lastNames = local?.last ?? Array.from({ length: NAME_POOL }, () => faker.person.lastName());
  const phrases = Array.from({ length: PHRASE_POOL }, () =>
    capitalise(faker.company.catchPhrase()),
  );
  return {
    input,
    words,
    legal: words.legalForms[site.countryCode],
    privateIndustries,
    byName,
    byGroup,
    functions: taxonomy.functions.filter((f) => offeredOn(f.fixture.siteContext, context)),
    staffing: byName.get('Recruitment / Staffing') ?? at(privateIndustries, 0),
    firstNames,
    lastNames,
    phrases,
    multinationals: rng.shuffle(words.multinationals),
    nextMultinational: 0,
    taken: new Set<string>(),
  };
}

function legalName(drawing: Drawing, base: string, suffixes: readonly string[]): string {
  const suffix = drawing.input.rng.pick(suffixes);
  return [drawing.legal.prefix, base, suffix].filter((part) => part !== '').join(' ');
}

/**
 * A name not taken yet, with the company's industry: a multinational of the fixtures (a company
 * once they run out), a public body of the site's templates (a company when none is free), or a
 * name built from the fixture words for the type; numbered when every attempt was taken.
 */
function nameCompany(
  drawing: Drawing,
  drawnType: EmployerType,
): { name: string; industry: IndustryInfo | undefined; employerType: EmployerType } {
  const { words, legal, taken, privateIndustries, byGroup, byName } = drawing;
  const { site, rng } = drawing.input;
  let employerType = drawnType;
  let name = '';
  let industry: IndustryInfo | undefined;
  if (employerType === 'MNC') {
    const mnc = drawing.multinationals[drawing.nextMultinational++];
    if (mnc) {
      name = legalName(drawing, mnc.name, legal.mncSuffixes);
      industry = rng.pick(byGroup.get(mnc.groupName) ?? privateIndustries);
    } else {
      employerType = 'Company';
    }
  }
  if (employerType === 'Government') {
    for (let attempt = 0; attempt < NAME_ATTEMPTS && (name === '' || taken.has(name)); attempt++) {
      const template = rng.pick(words.government[site.countryCode]);
      const place = rng.pick(site.cities);
      name = fill(template.name, {
        city: place.city,
        state: place.state,
        country: place.country,
      });
      industry = byName.get(template.industry);
    }
    if (taken.has(name) || industry === undefined) {
      employerType = 'Company';
      name = '';
    }
  }
  for (let attempt = 0; name === '' || (taken.has(name) && attempt < NAME_ATTEMPTS); attempt++) {
    if (employerType === 'Consultant') {
      industry = drawing.staffing;
      name = legalName(
        drawing,
        `${rng.pick(words.prefixes)} ${rng.pick(words.consultantCores)}`,
        legal.suffixes,
      );
    } else if (employerType === 'Startup') {
      industry = rng.chance(0.5)
        ? rng.pick(byGroup.get('Technology') ?? privateIndustries)
        : rng.pick(privateIndustries);
      const base = `${rng.pick(words.startupRoots)} ${rng.pick(words.startupEndings)}`.trim();
      name = legalName(drawing, base, legal.suffixes);
    } else {
      industry = rng.pick(privateIndustries);
      const core = rng.pick(industry.fixture.nameWords);
      name = legalName(drawing, `${rng.pick(words.prefixes)} ${core}`, legal.suffixes);
    }
  }
  for (let k = 2; taken.has(name); k++) name = `${name.replace(/ \(\d+\)$/, '')} (${k})`;
  taken.add(name);
  return { name, industry, employerType };
}

/** The company's industry list: its own, or one in five with a second of the same group. */
function industriesOf(
  drawing: Drawing,
  main: IndustryInfo,
  employerType: EmployerType,
): TaxonomyItem[] {
  const { rng, interner } = drawing.input;
  if (employerType === 'Consultant' || !rng.chance(0.2)) return main.list;
  const second = rng.pick(drawing.byGroup.get(main.fixture.groupName) ?? drawing.privateIndustries);
  if (second === main) return main.list;
  const pair = [main, second].sort((a, b) => a.item.id - b.item.id);
  return interner.get(`industries:${pair.map((i) => i.item.id).join(',')}`, () =>
    pair.map((i) => i.item),
  );
}

/** Where the simulator serves a company's logo (assets.ts draws it). */
export function logoPath(companyId: number): string {
  return `/sim-assets/logos/${companyId}.svg`;
}
