// The per-site pools the job generator draws from and shares values through: the site's cities and
// their weights, the functions and private industries offered on it, each function's
// qualifications, the caches of locations, salaries, qualification lists, titles and job-type
// lists, and the site's salary settings.
import { offeredOn } from './fixtures';
import type { SiteCompanies } from './companies';
import { NumberCache } from './intern';
import type { FunctionInfo, IndustryInfo } from './master-data';
import { at, cumulativeWeights } from './rng';
import type { SiteProps } from './types';
import type { JobContext } from './job-context';
import {
  INTERNATIONAL_SHARE,
  INTERNATIONAL_SHARE_DEFAULT,
  JOB_TYPES,
  MONTHS_PER_YEAR,
  TYPE_BIT,
  type JobLocation,
  type JobType,
  type Salary,
} from './job-rules';

export interface SitePools {
  site: SiteProps;
  /** The site's position in the catalogue: its jobs' id block. */
  siteIndex: number;
  cities: JobLocation[];
  singleCity: JobLocation[][];
  multiCity: NumberCache<JobLocation[]>;
  remoteLists: Map<JobLocation[], JobLocation[]>;
  localSalaries: Map<string, Salary>;
  salaries: NumberCache<Salary>;
  qualificationLists: NumberCache<string[]>;
  titles: Map<number, string>;
  cityWeights: Float64Array;
  functions: FunctionInfo[];
  privateIndustries: IndustryInfo[];
  qualificationsOf: Map<FunctionInfo, string[]>;
  jobTypesFor(mask: number): JobType[];
  /** Annual salary = salary × this (monthly-quoted sites). */
  annualFactor: number;
  undisclosed: Salary;
  internationalShare: number;
  /** The description template of the site's first job: a hostile one. */
  firstHostile: number;
  companies: SiteCompanies;
}

function jobTypeLists(): (mask: number) => JobType[] {
  const typeLists = new Map<number, JobType[]>();
  return (mask) => {
    let list = typeLists.get(mask);
    if (!list) {
      list = Object.freeze(JOB_TYPES.filter((type) => (mask & TYPE_BIT[type]) !== 0)) as JobType[];
      typeLists.set(mask, list);
    }
    return list;
  };
}

function offered(context: JobContext, siteContext: SiteProps['siteContext']) {
  const { taxonomy, fixtures } = context;
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
  return { functions, privateIndustries, qualificationsOf };
}

export function sitePools(
  site: SiteProps,
  siteIndex: number,
  companies: SiteCompanies,
  context: JobContext,
): SitePools {
  const cities: JobLocation[] = site.cities.map((c) => Object.freeze({ ...c }));
  const { mode } = site.salary;
  return {
    site,
    siteIndex,
    cities,
    singleCity: cities.map((c) => Object.freeze([c]) as JobLocation[]),
    multiCity: new NumberCache<JobLocation[]>(),
    remoteLists: new Map(),
    localSalaries: new Map(),
    salaries: new NumberCache<Salary>(),
    qualificationLists: new NumberCache<string[]>(),
    titles: new Map(),
    cityWeights: cumulativeWeights(cities.map((_, i) => 1 / Math.pow(i + 1, 0.8))),
    ...offered(context, site.siteContext),
    jobTypesFor: jobTypeLists(),
    annualFactor: mode === 2 ? 1 : MONTHS_PER_YEAR,
    undisclosed: Object.freeze({ currency: site.currency, mode, disclosed: false }),
    internationalShare: INTERNATIONAL_SHARE[site.countryCode] ?? INTERNATIONAL_SHARE_DEFAULT,
    firstHostile: at(context.hostileTemplates, siteIndex % context.hostileTemplates.length),
    companies,
  };
}
