// The jobs of one site: the hot loop of the seed. Every draw comes from the seeded PRNG and every
// small value (locations, lists, taxonomy references, salary and experience objects, repeated
// strings) is shared between jobs through the interner, so 100,000 jobs take a fraction of a
// second and little memory.
import type { Schemas } from '../../openapi/client';
import type { SeedCompany, SiteCompanies } from './companies';
import type { CatalogueFixtures } from './catalogue-fixtures';
import { offeredOn } from './fixtures';
import { NumberCache, type Interner } from './intern';
import type { DesignationInfo, FunctionInfo, Level, Taxonomy, TaxonomyItem } from './master-data';
import { at, cumulativeWeights, type Rng } from './rng';
import type { SeedJob, SiteProps } from './types';
import { REMOTE_CITY } from '../../fixtures/search-aliases';
import { DEFAULT_SPL } from '../../openapi/vocabulary/routes';
import { GULF } from '../../openapi/vocabulary/sites';
import { GULF_CURRENCIES, type CountryCurrency } from '../../fixtures/gulf-currencies';

type JobLocation = Schemas['JobLocation'];
type JobType = Schemas['JobType'];
type Salary = Schemas['Salary'];
type ExperienceSpan = Schemas['ExperienceSpan'];

/** A job id is 10,000,000 × (site position + 1) + its number; the public jobId is its digits. */
export const JOB_ID_BLOCK = 10_000_000;
/** Jobs are posted over the last 60 days (the freshness filter goes up to 30). */
export const POSTED_WINDOW_DAYS = 60;
const POSTED_WINDOW_MINUTES = POSTED_WINDOW_DAYS * 24 * 60;
/** Skews posting times toward the recent past, as on a live board. */
const RECENCY_SKEW = 1.6;

export const WALK_IN_SHARE = 0.08;
/** Walk-in drives start within this many days from today. */
export const WALK_IN_STARTS_WITHIN_DAYS = 20;
const WALK_IN_LASTS_UP_TO_DAYS = 4;
export const SJS_SHARE = 0.05;
/** The spl value an SJS job adds to its detail URL (spec section 2's default). */
export const SJS_SPL = DEFAULT_SPL;
export const APPLY_ON_REDIRECT_SHARE = 0.1;
export const UNDISCLOSED_SALARY_SHARE = 0.15;
/** Share of jobs with a hostile description; the first job of every site has one as well. */
export const HOSTILE_DESCRIPTION_SHARE = 0.01;
const WOMEN_SHARE = 0.05;
/** One job in this many can be done from home: it is listed in Remote too (fixtures/search-aliases.ts). */
export const REMOTE_EVERY = 12;
const INTERNATIONAL_SHARE: Partial<Record<SiteProps['countryCode'], number>> = { SA: 0.12 };
const INTERNATIONAL_SHARE_DEFAULT = 0.03;
/** A job names its company's main function this often; otherwise any function of the site. */
const FOCUS_FUNCTION_SHARE = 0.7;
const SKILL_VARIANTS_PER_DESIGNATION = 5;
const MONTHS_PER_YEAR = 12;

/** Experience bands by seniority: [lowest min, highest min, shortest span, longest span]. */
const EXPERIENCE: Record<Level, [number, number, number, number]> = {
  0: [0, 2, 1, 3],
  1: [1, 6, 2, 5],
  2: [5, 12, 3, 6],
  3: [12, 20, 4, 8],
};
/** Years of experience at which the salary reaches the top of the site's range. */
const SALARY_TOP_AT_YEARS = 25;

/** JobType codes in contract order; a job's list keeps this order. */
const JOB_TYPES: readonly JobType[] = [
  'permanent',
  'contract',
  'payroll',
  'walkin',
  'sjs',
  'women',
  'international',
  'govt',
];
const TYPE_BIT = Object.fromEntries(JOB_TYPES.map((type, i) => [type, 1 << i])) as Record<
  JobType,
  number
>;

interface SkillVariant {
  itSkills: string[];
  skills: string[];
}

/** State shared by all sites of one catalogue (skill lists are the same on every site). */
export interface JobContext {
  fixtures: CatalogueFixtures;
  taxonomy: Taxonomy;
  interner: Interner;
  benignTemplates: number[];
  hostileTemplates: number[];
  skillVariants: Map<DesignationInfo, SkillVariant[]>;
  /** Experience spans by min × 64 + max, shared by all sites. */
  experience: NumberCache<ExperienceSpan>;
}

/** A fresh context for one catalogue. */
export function jobContext(
  fixtures: CatalogueFixtures,
  taxonomy: Taxonomy,
  interner: Interner,
  templates: { benign: number[]; hostile: number[] },
): JobContext {
  return {
    fixtures,
    taxonomy,
    interner,
    benignTemplates: templates.benign,
    hostileTemplates: templates.hostile,
    skillVariants: new Map(),
    experience: new NumberCache(),
  };
}

/** Title decorations, packed with the designation index into a title-cache key. */
const TITLE_CITY = 0; // + city index (below 64)
const TITLE_SKILL = 64; // + skill variant index
const TITLE_URGENT = 96;
const TITLE_IMMEDIATE = 97;
const TITLE_KEY_SPAN = 128;

function skillVariants(
  context: JobContext,
  fn: FunctionInfo,
  designation: DesignationInfo,
  rng: Rng,
): SkillVariant[] {
  let variants = context.skillVariants.get(designation);
  if (variants) return variants;
  const { itSkills, skills } = fn.fixture;
  variants = [];
  for (let v = 0; v < SKILL_VARIANTS_PER_DESIGNATION; v++) {
    const drawnIt = fn.it
      ? rng.sample(itSkills, rng.int(3, 6))
      : rng.sample(itSkills, rng.int(0, 2));
    const it = [...new Set([...designation.titleSkills, ...drawnIt])];
    const other = fn.it ? rng.sample(skills, rng.int(1, 3)) : rng.sample(skills, rng.int(3, 5));
    variants.push(
      Object.freeze({
        itSkills: context.interner.get(`it:${it.join('|')}`, () => it),
        skills: context.interner.get(`sk:${other.join('|')}`, () => other),
      }),
    );
  }
  context.skillVariants.set(designation, variants);
  return variants;
}

/** A Gulf salary drawn in dirhams, in the job's country's currency. */
function localSalary(local: CountryCurrency, mode: Salary['mode'], lo: number, hi: number): Salary {
  const convert = (amount: number) =>
    Math.max(local.roundTo, Math.round((amount * local.perDirham) / local.roundTo) * local.roundTo);
  return Object.freeze({
    currency: local.currency,
    mode,
    min: convert(lo),
    max: Math.max(convert(hi), convert(lo) + local.roundTo),
    disclosed: true,
  });
}

/** Remote, in the country of the job's office. */
function remoteOf(office: JobLocation): JobLocation {
  return Object.freeze({ city: REMOTE_CITY, country: office.country });
}

function roundToStep(value: number, min: number, step: number): number {
  return min + Math.round((value - min) / step) * step;
}

export function generateJobs(input: {
  site: SiteProps;
  siteIndex: number;
  count: number;
  rng: Rng;
  companies: SiteCompanies;
  context: JobContext;
}): SeedJob[] {
  const { site, siteIndex, count, rng, context } = input;
  const { interner, taxonomy, fixtures } = context;
  const { companies, jobWeights } = input.companies;
  const siteContext = site.siteContext;

  // ---- per-site pools
  const cities: JobLocation[] = site.cities.map((c) => Object.freeze({ ...c }));
  const singleCity = cities.map((c) => Object.freeze([c]) as JobLocation[]);
  const multiCity = new NumberCache<JobLocation[]>();
  const remoteLists = new Map<JobLocation[], JobLocation[]>();
  const localSalaries = new Map<string, Salary>();
  const salaries = new NumberCache<Salary>();
  const qualificationLists = new NumberCache<string[]>();
  const titles = new Map<number, string>();
  const cityWeights = cumulativeWeights(cities.map((_, i) => 1 / Math.pow(i + 1, 0.8)));
  const functions = taxonomy.functions.filter((f) => offeredOn(f.fixture.siteContext, siteContext));
  const privateIndustries = taxonomy.industries.filter(
    (i) =>
      i.fixture.enabled &&
      offeredOn(i.fixture.siteContext, siteContext) &&
      i.fixture.groupName !== 'Public Sector',
  );
  const allowedQualifications = new Set(
    fixtures.qualifications.filter((q) => offeredOn(q.siteContext, siteContext)).map((q) => q.name),
  );
  const qualificationsOf = new Map<FunctionInfo, string[]>(
    functions.map((f) => {
      const allowed = f.fixture.qualifications.filter((q) => allowedQualifications.has(q));
      return [f, allowed.length > 0 ? allowed : ['Any Graduate']];
    }),
  );
  const typeLists = new Map<number, JobType[]>();
  const jobTypesFor = (mask: number): JobType[] => {
    let list = typeLists.get(mask);
    if (!list) {
      list = Object.freeze(JOB_TYPES.filter((type) => (mask & TYPE_BIT[type]) !== 0)) as JobType[];
      typeLists.set(mask, list);
    }
    return list;
  };
  const { mode, min: salaryMin, max: salaryMax, step } = site.salary;
  const annualFactor = mode === 2 ? 1 : MONTHS_PER_YEAR;
  const undisclosed: Salary = Object.freeze({ currency: site.currency, mode, disclosed: false });
  const internationalShare = INTERNATIONAL_SHARE[site.countryCode] ?? INTERNATIONAL_SHARE_DEFAULT;
  const { floors, buildings, timings } = fixtures.walkins;
  const prefixes = fixtures.companyWords.prefixes;
  const firstHostile = at(context.hostileTemplates, siteIndex % context.hostileTemplates.length);

  const jobs: SeedJob[] = new Array<SeedJob>(count);
  for (let n = 0; n < count; n++) {
    const id = JOB_ID_BLOCK * (siteIndex + 1) + n + 1;
    const seed: SeedCompany = at(companies, rng.weighted(jobWeights));
    const company = seed.company;

    const fn =
      seed.focus.length > 0 && rng.chance(FOCUS_FUNCTION_SHARE)
        ? rng.pick(seed.focus)
        : rng.pick(functions);
    const role = rng.pick(fn.roles);
    const designation = rng.pick(role.designations);
    const variants = skillVariants(context, fn, designation, rng);
    const variant = rng.int(0, variants.length - 1);
    const skills = at(variants, variant);

    // Locations: mostly one city, sometimes two or three (the bigger cities more often).
    const first = rng.weighted(cityWeights);
    const firstCity = at(cities, first).city;
    let locations = at(singleCity, first);
    const extra = rng.next();
    if (extra > 0.75 && cities.length > 1) {
      const picked = new Set([first]);
      const want = extra > 0.93 ? 3 : 2;
      while (picked.size < Math.min(want, cities.length)) picked.add(rng.weighted(cityWeights));
      const indices = [...picked].sort((a, b) => a - b);
      const key = indices.reduce((k, i) => k * 64 + i + 1, 0);
      locations = multiCity.get(key, () => indices.map((i) => at(cities, i)));
    }
    // Drawn from the job's number, not the rng, so that the rest of the catalogue is unchanged.
    if (n % REMOTE_EVERY === REMOTE_EVERY - 1 && locations.length < 3) {
      const office = locations;
      locations = remoteLists.get(office) ?? [...office, remoteOf(at(office, 0))];
      remoteLists.set(office, locations);
    }

    // Experience by seniority.
    const [minLo, minHi, spanLo, spanHi] = EXPERIENCE[designation.level];
    const expMin = rng.int(minLo, minHi);
    const expMax = Math.min(50, expMin + rng.int(spanLo, spanHi));
    const exp = context.experience.get(expMin * 64 + expMax, () => ({
      min: expMin,
      max: expMax,
    }));

    // Salary in the site's currency and mode, higher with experience.
    // The Gulf quotes the currency of the job's country (fixtures/gulf-currencies.ts).
    const local = site.countryCode === GULF ? GULF_CURRENCIES[at(locations, 0).country] : undefined;
    let salary =
      local && local.currency !== site.currency
        ? (localSalaries.get(local.currency) ??
          Object.freeze({ currency: local.currency, mode, disclosed: false }))
        : undisclosed;
    if (local) localSalaries.set(local.currency, salary);
    let minimumSalaryFilter: number | null = null;
    let maximumSalaryFilter: number | null = null;
    if (!rng.chance(UNDISCLOSED_SALARY_SHARE)) {
      const years = Math.min(1, (expMin + expMax) / 2 / SALARY_TOP_AT_YEARS);
      const raw =
        salaryMin + (salaryMax - salaryMin) * Math.pow(years, 1.35) * (0.6 + 0.4 * rng.next());
      const lo = Math.min(salaryMax - step, Math.max(salaryMin, roundToStep(raw, salaryMin, step)));
      const hi = Math.min(
        salaryMax,
        Math.max(lo + step, roundToStep(lo * (1.12 + 0.45 * rng.next()), salaryMin, step)),
      );
      const key = ((lo - salaryMin) / step) * 1_000_000 + (hi - salaryMin) / step;
      salary =
        local && local.currency !== site.currency
          ? (localSalaries.get(`${local.currency}:${key}`) ?? localSalary(local, mode, lo, hi))
          : salaries.get(key, () => ({
              currency: site.currency,
              mode,
              min: lo,
              max: hi,
              disclosed: true,
            }));
      if (local) localSalaries.set(`${local.currency}:${key}`, salary);
      minimumSalaryFilter = lo * annualFactor;
      maximumSalaryFilter = hi * annualFactor;
    }

    // Job types.
    const kind = rng.next();
    let mask = kind < 0.62 ? TYPE_BIT.permanent : kind < 0.8 ? TYPE_BIT.contract : TYPE_BIT.payroll;
    if (seed.employerType === 'Government') mask |= TYPE_BIT.govt;
    if (rng.chance(WOMEN_SHARE)) mask |= TYPE_BIT.women;
    if (rng.chance(internationalShare)) mask |= TYPE_BIT.international;
    const walkIn = rng.chance(WALK_IN_SHARE);
    if (walkIn) mask |= TYPE_BIT.walkin;
    const sjs = rng.chance(SJS_SHARE);
    if (sjs) mask |= TYPE_BIT.sjs;

    // Qualifications: one, or two of the function's.
    const allowed = qualificationsOf.get(fn) ?? ['Any Graduate'];
    const q1 = rng.int(0, allowed.length - 1);
    const q2 =
      allowed.length > 1 && rng.chance(0.4)
        ? (q1 + rng.int(1, allowed.length - 1)) % allowed.length
        : q1;
    const [qa, qb] = q1 <= q2 ? [q1, q2] : [q2, q1];
    const qualifications = qualificationLists.get((fn.item.id * 64 + qa) * 64 + qb, () =>
      qa === qb ? [at(allowed, qa)] : [at(allowed, qa), at(allowed, qb)],
    );

    const industries: TaxonomyItem[] = seed.consultant
      ? rng.pick(privateIndustries).list
      : seed.industries;

    // Title: mostly the designation itself, sometimes decorated as employers do.
    const look = rng.next();
    const name = designation.name;
    let title = name;
    if (look >= 0.72) {
      const decoration =
        look < 0.8
          ? TITLE_CITY + first
          : look < 0.87
            ? TITLE_SKILL + variant
            : look < 0.93
              ? TITLE_URGENT
              : TITLE_IMMEDIATE;
      const key = designation.index * TITLE_KEY_SPAN + decoration;
      let decorated = titles.get(key);
      if (decorated === undefined) {
        decorated =
          decoration === TITLE_URGENT
            ? `Urgent Opening for ${name}`
            : decoration === TITLE_IMMEDIATE
              ? `${name} - Immediate Joiner`
              : decoration >= TITLE_SKILL
                ? `${name} (${skills.itSkills[0] ?? skills.skills[0] ?? fn.item.name})`
                : `${name} - ${firstCity}`;
        titles.set(key, decorated);
      }
      title = decorated;
    }

    const hostile = n === 0 || rng.chance(HOSTILE_DESCRIPTION_SHARE);
    const descriptionTemplate =
      n === 0
        ? firstHostile
        : rng.pick(hostile ? context.hostileTemplates : context.benignTemplates);

    const job: SeedJob = {
      id,
      jobId: String(id),
      title,
      designations: designation.designations,
      companyName: company.name,
      companyId: company.companyId,
      companyLogo: company.logo ?? '',
      locations,
      exp,
      salary,
      minimumSalaryFilter,
      maximumSalaryFilter,
      functions: fn.list,
      industries,
      roles: role.list,
      jobTypes: jobTypesFor(mask),
      qualifications,
      itSkills: skills.itSkills,
      skills: skills.skills,
      recruiter: rng.pick(seed.recruiters),
      isoCode: site.countryCode,
      channelId: site.channelId,
      channelName: site.channelName,
      employerType: seed.employerType,
      postedMinutesAgo: Math.floor(Math.pow(rng.next(), RECENCY_SKEW) * POSTED_WINDOW_MINUTES),
      descriptionTemplate,
      applyOnRedirect: rng.chance(APPLY_ON_REDIRECT_SHARE),
    };
    if (sjs) job.spl = SJS_SPL;
    if (walkIn) {
      const startsInDays = rng.int(0, WALK_IN_STARTS_WITHIN_DAYS);
      job.walkIn = {
        city: firstCity,
        startsInDays,
        endsInDays: startsInDays + rng.int(0, WALK_IN_LASTS_UP_TO_DAYS),
        address: interner.text(
          `${rng.pick(floors)}, ${rng.pick(prefixes)} ${rng.pick(buildings)}, ${firstCity}`,
        ),
        timings: rng.pick(timings),
      };
    }
    company.openJobs = (company.openJobs ?? 0) + 1;
    jobs[n] = job;
  }
  return jobs;
}
