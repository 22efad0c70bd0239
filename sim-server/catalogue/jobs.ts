// The jobs of one site: the hot loop of the seed. Every draw comes from the seeded PRNG and every
// small value (locations, lists, taxonomy references, salary and experience objects, repeated
// strings) is shared between jobs through the interner, so 100,000 jobs take a fraction of a
// second and little memory.
//
// The rules and numbers are in job-rules.ts, the state shared across sites in job-context.ts, the
// per-site pools in job-pools.ts and each draw in job-draws.ts.
import type { SiteCompanies } from './companies';
import type { SeedCompany } from './companies';
import type { TaxonomyItem } from './master-data';
import { at, type Rng } from './rng';
import type { SeedJob, SiteProps } from './types';
import type { JobContext } from './job-context';
import { sitePools, type SitePools } from './job-pools';
import { localise, localJobsOf } from './local-jobs';
import {
  drawExperience,
  drawJobTypes,
  drawLocations,
  drawQualifications,
  drawRole,
  drawSalary,
  drawTitle,
} from './job-draws';
import {
  APPLY_ON_REDIRECT_SHARE,
  HOSTILE_DESCRIPTION_SHARE,
  JOB_ID_BLOCK,
  POSTED_WINDOW_MINUTES,
  RECENCY_SKEW,
  SJS_SPL,
  WALK_IN_LASTS_UP_TO_DAYS,
  WALK_IN_STARTS_WITHIN_DAYS,
} from './job-rules';

export { jobContext, type JobContext } from './job-context';

/** The walk-in drive of a walk-in job: in its first city, starting within days. */
function walkInOf(
  pools: SitePools,
  firstCity: string,
  rng: Rng,
  context: JobContext,
): SeedJob['walkIn'] {
  const { floors, buildings, timings } = context.fixtures.walkins;
  const prefixes = context.fixtures.companyWords.prefixes;
  const startsInDays = rng.int(0, WALK_IN_STARTS_WITHIN_DAYS);
  return {
    city: firstCity,
    startsInDays,
    endsInDays: startsInDays + rng.int(0, WALK_IN_LASTS_UP_TO_DAYS),
    address: context.interner.text(
      `${rng.pick(floors)}, ${rng.pick(prefixes)} ${rng.pick(buildings)}, ${firstCity}`,
    ),
    timings: rng.pick(timings),
  };
}

/** Job n of the site: every draw in the order the catalogue was first seeded with. */
function generateJob(pools: SitePools, n: number, rng: Rng, context: JobContext): SeedJob {
  const { site } = pools;
  const id = JOB_ID_BLOCK * (pools.siteIndex + 1) + n + 1;
  const { companies, jobWeights } = pools.companies;
  const seed: SeedCompany = at(companies, rng.weighted(jobWeights));
  const company = seed.company;
  const role = drawRole(pools, seed, rng, context);
  const where = drawLocations(pools, n, rng);
  const exp = drawExperience(role.designation, rng, context);
  const pay = drawSalary(pools, where.locations, exp, rng);
  const types = drawJobTypes(pools, seed, rng);
  const qualifications = drawQualifications(pools, role.fn, rng);
  const industries: TaxonomyItem[] = seed.consultant
    ? rng.pick(pools.privateIndustries).list
    : seed.industries;
  const title = drawTitle(pools, role, where, rng);
  const hostile = n === 0 || rng.chance(HOSTILE_DESCRIPTION_SHARE);
  const descriptionTemplate =
    n === 0
      ? pools.firstHostile
      : rng.pick(hostile ? context.hostileTemplates : context.benignTemplates);
  const job: SeedJob = {
    id,
    jobId: String(id),
    title,
    designations: role.designation.designations,
    companyName: company.name,
    companyId: company.companyId,
    companyLogo: company.logo ?? '',
    locations: where.locations,
    exp,
    ...pay,
    functions: role.fn.list,
    industries,
    roles: role.role.list,
    jobTypes: pools.jobTypesFor(types.mask),
    qualifications,
    itSkills: role.skills.itSkills,
    skills: role.skills.skills,
    recruiter: rng.pick(seed.recruiters),
    isoCode: site.countryCode,
    channelId: site.channelId,
    channelName: site.channelName,
    employerType: seed.employerType,
    postedMinutesAgo: Math.floor(Math.pow(rng.next(), RECENCY_SKEW) * POSTED_WINDOW_MINUTES),
    descriptionTemplate,
    applyOnRedirect: rng.chance(APPLY_ON_REDIRECT_SHARE),
  };
  if (types.sjs) job.spl = SJS_SPL;
  if (types.walkIn) job.walkIn = walkInOf(pools, where.firstCity, rng, context);
  company.openJobs = (company.openJobs ?? 0) + 1;
  return job;
}

export function generateJobs(input: {
  site: SiteProps;
  siteIndex: number;
  count: number;
  rng: Rng;
  /** The stream of the local-language jobs (local-jobs.ts), apart so the others stay as seeded. */
  localRng: Rng;
  companies: SiteCompanies;
  context: JobContext;
}): SeedJob[] {
  const { site, siteIndex, count, rng, localRng, context } = input;
  const pools = sitePools(site, siteIndex, input.companies, context);
  const local = localJobsOf(site, context);
  const jobs: SeedJob[] = new Array<SeedJob>(count);
  for (let n = 0; n < count; n++) {
    const job = generateJob(pools, n, rng, context);
    localise(job, local, pools, localRng, context);
    jobs[n] = job;
  }
  return jobs;
}
