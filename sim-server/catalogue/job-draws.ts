// The draws of one job, each from the seeded PRNG in the order the generator makes them (the order
// is part of the catalogue: a change moves every later job): its role, locations, experience,
// salary, job types, qualifications and title.
import { REMOTE_CITY } from '../../fixtures/search-aliases';
import { GULF_CURRENCIES, type CountryCurrency } from '../../fixtures/gulf-currencies';
import { GULF } from '../../openapi/vocabulary/sites';
import type { SeedCompany } from './companies';
import type { DesignationInfo, FunctionInfo, RoleInfo } from './master-data';
import { at, type Rng } from './rng';
import type { JobContext, SkillVariant } from './job-context';
import type { SitePools } from './job-pools';
import {
  EXPERIENCE,
  FOCUS_FUNCTION_SHARE,
  REMOTE_EVERY,
  SALARY_TOP_AT_YEARS,
  SJS_SHARE,
  SKILL_VARIANTS_PER_DESIGNATION,
  TYPE_BIT,
  UNDISCLOSED_SALARY_SHARE,
  WALK_IN_SHARE,
  WOMEN_SHARE,
  type ExperienceSpan,
  type JobLocation,
  type Salary,
} from './job-rules';

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

export interface RoleDraw {
  fn: FunctionInfo;
  role: RoleInfo;
  designation: DesignationInfo;
  variant: number;
  skills: SkillVariant;
}

/** The job's function (the company's focus, mostly), role, designation and skill lists. */
export function drawRole(
  pools: SitePools,
  seed: SeedCompany,
  rng: Rng,
  context: JobContext,
): RoleDraw {
  const fn =
    seed.focus.length > 0 && rng.chance(FOCUS_FUNCTION_SHARE)
      ? rng.pick(seed.focus)
      : rng.pick(pools.functions);
  const role = rng.pick(fn.roles);
  const designation = rng.pick(role.designations);
  const variants = skillVariants(context, fn, designation, rng);
  const variant = rng.int(0, variants.length - 1);
  return { fn, role, designation, variant, skills: at(variants, variant) };
}

/** Mostly one city, sometimes two or three (the bigger cities more often); every REMOTE_EVERY-th job also Remote. */
export function drawLocations(
  pools: SitePools,
  n: number,
  rng: Rng,
): { first: number; firstCity: string; locations: JobLocation[] } {
  const { cities, cityWeights } = pools;
  const first = rng.weighted(cityWeights);
  const firstCity = at(cities, first).city;
  let locations = at(pools.singleCity, first);
  const extra = rng.next();
  if (extra > 0.75 && cities.length > 1) {
    const picked = new Set([first]);
    const want = extra > 0.93 ? 3 : 2;
    while (picked.size < Math.min(want, cities.length)) picked.add(rng.weighted(cityWeights));
    const indices = [...picked].sort((a, b) => a - b);
    const key = indices.reduce((k, i) => k * 64 + i + 1, 0);
    locations = pools.multiCity.get(key, () => indices.map((i) => at(cities, i)));
  }
  // Drawn from the job's number, not the rng, so that the rest of the catalogue is unchanged.
  if (n % REMOTE_EVERY === REMOTE_EVERY - 1 && locations.length < 3) {
    const office = locations;
    locations = pools.remoteLists.get(office) ?? [...office, remoteOf(at(office, 0))];
    pools.remoteLists.set(office, locations);
  }
  return { first, firstCity, locations };
}

/** Experience by seniority. */
export function drawExperience(
  designation: DesignationInfo,
  rng: Rng,
  context: JobContext,
): ExperienceSpan {
  const [minLo, minHi, spanLo, spanHi] = EXPERIENCE[designation.level];
  const expMin = rng.int(minLo, minHi);
  const expMax = Math.min(50, expMin + rng.int(spanLo, spanHi));
  return context.experience.get(expMin * 64 + expMax, () => ({ min: expMin, max: expMax }));
}

export interface SalaryDraw {
  salary: Salary;
  minimumSalaryFilter: number | null;
  maximumSalaryFilter: number | null;
}

/**
 * Salary in the site's currency and mode, higher with experience. The Gulf quotes the currency of
 * the job's country (fixtures/gulf-currencies.ts).
 */
export function drawSalary(
  pools: SitePools,
  locations: JobLocation[],
  exp: ExperienceSpan,
  rng: Rng,
): SalaryDraw {
  const { site, localSalaries } = pools;
  const { mode, min: salaryMin, max: salaryMax, step } = site.salary;
  const local = site.countryCode === GULF ? GULF_CURRENCIES[at(locations, 0).country] : undefined;
  const foreign = local !== undefined && local.currency !== site.currency;
  let salary =
    local && foreign
      ? (localSalaries.get(local.currency) ??
        Object.freeze({ currency: local.currency, mode, disclosed: false }))
      : pools.undisclosed;
  if (local) localSalaries.set(local.currency, salary);
  if (rng.chance(UNDISCLOSED_SALARY_SHARE))
    return { salary, minimumSalaryFilter: null, maximumSalaryFilter: null };
  const years = Math.min(1, (exp.min + exp.max) / 2 / SALARY_TOP_AT_YEARS);
  const raw =
    salaryMin + (salaryMax - salaryMin) * Math.pow(years, 1.35) * (0.6 + 0.4 * rng.next());
  const lo = Math.min(salaryMax - step, Math.max(salaryMin, roundToStep(raw, salaryMin, step)));
  const hi = Math.min(
    salaryMax,
    Math.max(lo + step, roundToStep(lo * (1.12 + 0.45 * rng.next()), salaryMin, step)),
  );
  const key = ((lo - salaryMin) / step) * 1_000_000 + (hi - salaryMin) / step;
  salary =
    local && foreign
      ? (localSalaries.get(`${local.currency}:${key}`) ?? localSalary(local, mode, lo, hi))
      : pools.salaries.get(key, () => ({
          currency: site.currency,
          mode,
          min: lo,
          max: hi,
          disclosed: true,
        }));
  if (local) localSalaries.set(`${local.currency}:${key}`, salary);
  return {
    salary,
    minimumSalaryFilter: lo * pools.annualFactor,
    maximumSalaryFilter: hi * pools.annualFactor,
  };
}

/** The job's type bits, and whether it is a walk-in and an SJS job. */
export function drawJobTypes(
  pools: SitePools,
  seed: SeedCompany,
  rng: Rng,
): { mask: number; walkIn: boolean; sjs: boolean } {
  const kind = rng.next();
  let mask = kind < 0.62 ? TYPE_BIT.permanent : kind < 0.8 ? TYPE_BIT.contract : TYPE_BIT.payroll;
  if (seed.employerType === 'Government') mask |= TYPE_BIT.govt;
  if (rng.chance(WOMEN_SHARE)) mask |= TYPE_BIT.women;
  if (rng.chance(pools.internationalShare)) mask |= TYPE_BIT.international;
  const walkIn = rng.chance(WALK_IN_SHARE);
  if (walkIn) mask |= TYPE_BIT.walkin;
  const sjs = rng.chance(SJS_SHARE);
  if (sjs) mask |= TYPE_BIT.sjs;
  return { mask, walkIn, sjs };
}

/** Qualifications: one, or two of the function's. */
export function drawQualifications(pools: SitePools, fn: FunctionInfo, rng: Rng): string[] {
  const allowed = pools.qualificationsOf.get(fn) ?? ['Any Graduate'];
  const q1 = rng.int(0, allowed.length - 1);
  const q2 =
    allowed.length > 1 && rng.chance(0.4)
      ? (q1 + rng.int(1, allowed.length - 1)) % allowed.length
      : q1;
  const [qa, qb] = q1 <= q2 ? [q1, q2] : [q2, q1];
  return pools.qualificationLists.get((fn.item.id * 64 + qa) * 64 + qb, () =>
    qa === qb ? [at(allowed, qa)] : [at(allowed, qa), at(allowed, qb)],
  );
}

/** Title: mostly the designation itself, sometimes decorated as employers do. */
export function drawTitle(
  pools: SitePools,
  role: RoleDraw,
  where: { first: number; firstCity: string },
  rng: Rng,
): string {
  const look = rng.next();
  const { designation, skills, fn, variant } = role;
  const name = designation.name;
  if (look < 0.72) return name;
  const decoration =
    look < 0.8
      ? TITLE_CITY + where.first
      : look < 0.87
        ? TITLE_SKILL + variant
        : look < 0.93
          ? TITLE_URGENT
          : TITLE_IMMEDIATE;
  const key = designation.index * TITLE_KEY_SPAN + decoration;
  let decorated = pools.titles.get(key);
  if (decorated === undefined) {
    decorated =
      decoration === TITLE_URGENT
        ? `Urgent Opening for ${name}`
        : decoration === TITLE_IMMEDIATE
          ? `${name} - Immediate Joiner`
          : decoration >= TITLE_SKILL
            ? `${name} (${skills.itSkills[0] ?? skills.skills[0] ?? fn.item.name})`
            : `${name} - ${where.firstCity}`;
    pools.titles.set(key, decorated);
  }
  return decorated;
}
