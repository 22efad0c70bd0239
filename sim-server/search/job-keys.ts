// The one pass over a site's jobs that reduces every field of a job to a key: the ordinal of its
// distinct value (site-index.ts explains why). Each field's distinct values stay in its Keys table.
import type { SeedJob } from '../catalogue/types';
import { MINUTES_PER_DAY } from './criteria';
import { type KeyFieldName, Keys, PairKeys } from './key-fields';

/** The salary key's range of a job that does not disclose its salary. */
export const UNDISCLOSED = -1;
const NO_DESIGNATIONS: readonly string[] = Object.freeze([]);
export const SEPARATOR = '\u0001';

/** Skill sets: the pair (skills, itSkills), keyed by the two lists' identities, then content. */
export class SkillSetKeys {
  readonly items: Array<[readonly string[], readonly string[]]> = [];
  private readonly byRef = new Map<readonly string[], Map<readonly string[], number>>();
  private readonly byContent = new Map<string, number>();

  keyOf(skills: readonly string[], it: readonly string[]): number {
    let inner = this.byRef.get(skills);
    if (!inner) {
      inner = new Map();
      this.byRef.set(skills, inner);
    }
    let key = inner.get(it);
    if (key !== undefined) return key;
    const content = `${skills.join(SEPARATOR)}\n${it.join(SEPARATOR)}`;
    key = this.byContent.get(content);
    if (key === undefined) {
      key = this.items.length;
      this.items.push([skills, it]);
      this.byContent.set(content, key);
    }
    inner.set(it, key);
    return key;
  }
}

const taxonomy = <T extends { id: number }>() =>
  new Keys<readonly T[]>((list) => list.map((item) => item.id).join(','));

/** The distinct values of each field, in key order. */
function keyTables() {
  return {
    title: new Keys<string>((t) => t),
    designation: new Keys<readonly string[]>((d) => d.join(SEPARATOR)),
    skillSet: new SkillSetKeys(),
    companyName: new Keys<string>((n) => n),
    industries: taxonomy<SeedJob['industries'][number]>(),
    functions: taxonomy<SeedJob['functions'][number]>(),
    roles: taxonomy<SeedJob['roles'][number]>(),
    salary: new PairKeys(),
    employerType: new Keys<string>((e) => e),
    jobTypes: new Keys<readonly string[]>((list) => list.join(',')),
    company: new Keys<number>(String),
    location: new Keys<SeedJob['locations']>((list) =>
      list.map((l) => [l.city, l.state ?? '', l.country].join(SEPARATOR)).join('\n'),
    ),
    qualifications: new Keys<readonly string[]>((list) => list.join(SEPARATOR)),
    experience: new PairKeys(),
  };
}

export type KeyTables = ReturnType<typeof keyTables>;

export interface JobKeys {
  tables: KeyTables;
  /** Per job: the key of its title, designations, skill set and company name. */
  title: Uint32Array;
  designation: Uint32Array;
  skillSet: Uint32Array;
  companyName: Uint32Array;
  /** Per job and filterable field: its key (the freshness key is the day count). */
  fieldKeys: Record<KeyFieldName, Uint32Array>;
  keyCounts: Record<KeyFieldName, number>;
  /** Minutes since each job was posted. */
  posted: Uint32Array;
  maxDays: number;
  companyNameOfId: ReadonlyMap<number, string>;
}

function perJobArrays(size: number) {
  const perJob = () => new Uint32Array(size);
  const fieldKeys: Record<KeyFieldName, Uint32Array> = {
    industries: perJob(),
    functions: perJob(),
    roles: perJob(),
    salary: perJob(),
    freshness: perJob(),
    employerType: perJob(),
    jobTypes: perJob(),
    company: perJob(),
    location: perJob(),
    qualifications: perJob(),
    experience: perJob(),
  };
  return {
    title: perJob(),
    designation: perJob(),
    skillSet: perJob(),
    companyName: perJob(),
    fieldKeys,
    posted: perJob(),
  };
}

function salaryKey(tables: KeyTables, job: SeedJob): number {
  const min = job.minimumSalaryFilter;
  const max = job.maximumSalaryFilter;
  return min === null || min === undefined || max === null || max === undefined
    ? tables.salary.keyOf(UNDISCLOSED, UNDISCLOSED)
    : tables.salary.keyOf(min, max);
}

/** Every job's keys, in one pass over the jobs. */
export function readJobKeys(jobs: readonly SeedJob[]): JobKeys {
  const size = jobs.length;
  const tables = keyTables();
  const arrays = perJobArrays(size);
  const { fieldKeys, posted } = arrays;
  const companyNameOfId = new Map<number, string>();
  let maxDays = 0;
  for (let j = 0; j < size; j++) {
    const job = jobs[j] as SeedJob;
    arrays.title[j] = tables.title.keyOf(job.title);
    arrays.designation[j] = tables.designation.keyOf(job.designations ?? NO_DESIGNATIONS);
    arrays.skillSet[j] = tables.skillSet.keyOf(job.skills, job.itSkills);
    arrays.companyName[j] = tables.companyName.keyOf(job.companyName);
    fieldKeys.industries[j] = tables.industries.keyOf(job.industries);
    fieldKeys.functions[j] = tables.functions.keyOf(job.functions);
    fieldKeys.roles[j] = tables.roles.keyOf(job.roles);
    fieldKeys.salary[j] = salaryKey(tables, job);
    const days = Math.ceil(job.postedMinutesAgo / MINUTES_PER_DAY);
    fieldKeys.freshness[j] = days;
    if (days > maxDays) maxDays = days;
    posted[j] = job.postedMinutesAgo;
    fieldKeys.employerType[j] = tables.employerType.keyOf(job.employerType);
    fieldKeys.jobTypes[j] = tables.jobTypes.keyOf(job.jobTypes);
    fieldKeys.company[j] = tables.company.keyOf(job.companyId);
    if (!companyNameOfId.has(job.companyId)) companyNameOfId.set(job.companyId, job.companyName);
    fieldKeys.location[j] = tables.location.keyOf(job.locations);
    fieldKeys.qualifications[j] = tables.qualifications.keyOf(job.qualifications);
    fieldKeys.experience[j] = tables.experience.keyOf(job.exp.min, job.exp.max);
  }
  const keyCounts: Record<KeyFieldName, number> = {
    industries: tables.industries.items.length,
    functions: tables.functions.items.length,
    roles: tables.roles.items.length,
    salary: tables.salary.items.length,
    freshness: maxDays + 1,
    employerType: tables.employerType.items.length,
    jobTypes: tables.jobTypes.items.length,
    company: tables.company.items.length,
    location: tables.location.items.length,
    qualifications: tables.qualifications.items.length,
    experience: tables.experience.items.length,
  };
  return { tables, ...arrays, keyCounts, maxDays, companyNameOfId };
}
