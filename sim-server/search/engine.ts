// Job search over one site's catalogue: keyword relevance, every filter of the results page, and
// a facet count per filter computed for the current query with the other filters applied.
// Plain functions, no Express, so that it can be tested and benchmarked on its own.
import type { SeedJob, SiteCatalogue } from '../catalogue/types';
import {
  FACETS,
  FRESHER_EXPERIENCE_ID,
  SORT_BY_DATE,
  words,
  type Criteria,
  type Facet,
  type Range,
} from './criteria';

const MINUTES_PER_DAY = 24 * 60;
export const FRESHNESS_BUCKETS = [1, 3, 7, 15, 30] as const;
export const EXPERIENCE_BUCKETS: Range[] = [
  { min: 0, max: 1 },
  { min: 1, max: 3 },
  { min: 3, max: 5 },
  { min: 5, max: 7 },
  { min: 7, max: 10 },
  { min: 10, max: 15 },
  { min: 15, max: 50 },
];
/** Annual salary buckets for the India site, in rupees. */
export const SALARY_BUCKETS: Range[] = [
  { min: 0, max: 300_000 },
  { min: 300_000, max: 600_000 },
  { min: 600_000, max: 1_000_000 },
  { min: 1_000_000, max: 1_500_000 },
  { min: 1_500_000, max: 2_500_000 },
  { min: 2_500_000, max: 5_000_000 },
  { min: 5_000_000, max: 10_000_000 },
];

/** A job prepared for matching: every field lower-cased once. */
interface Doc {
  job: SeedJob;
  title: string[];
  designations: string[];
  skills: string[];
  company: string[];
  companyName: string;
  places: Set<string>;
  facetValues: Record<
    Exclude<Facet, 'salaryRanges' | 'jobFreshness' | 'experienceRanges'>,
    string[]
  >;
}

export interface FacetBucket {
  id: string;
  label: string;
  count: number;
}

export interface SearchOutcome {
  jobs: SeedJob[];
  total: number;
  facets: Record<Facet, FacetBucket[]>;
}

const prepared = new WeakMap<SiteCatalogue, Doc[]>();

function prepare(site: SiteCatalogue): Doc[] {
  let docs = prepared.get(site);
  if (docs) return docs;
  docs = site.jobs.map((job) => ({
    job,
    title: words(job.title),
    designations: (job.designations ?? []).map((d) => d.toLowerCase()),
    skills: [...job.skills, ...job.itSkills].map((s) => s.toLowerCase()),
    company: words(job.companyName),
    companyName: job.companyName.toLowerCase(),
    places: new Set(
      job.locations.flatMap((l) => [l.city, l.state ?? '', l.country].map((p) => p.toLowerCase())),
    ),
    facetValues: {
      industries: job.industries.map((i) => String(i.id)),
      functions: job.functions.map((f) => String(f.id)),
      roles: job.roles.map((r) => String(r.id)),
      employerTypes: [job.employerType.toLowerCase()],
      jobTypes: job.jobTypes.map((t) => t.toLowerCase()),
      companies: [String(job.companyId)],
      jobCities: job.locations.map((l) => l.city.toLowerCase()),
      qualifications: job.qualifications.map((q) => q.toLowerCase()),
      jobCountries: job.locations.map((l) => l.country.toLowerCase()),
      jobStates: job.locations.flatMap((l) => (l.state ? [l.state.toLowerCase()] : [])),
    },
  }));
  prepared.set(site, docs);
  return docs;
}

function containsWords(haystack: string[], needle: string[]): boolean {
  return needle.every((word) => haystack.some((h) => h === word || h.startsWith(word)));
}

/** Relevance of a job for the keyword phrases; 0 means it does not match. */
function relevance(doc: Doc, phrases: string[][]): number {
  if (phrases.length === 0) return 1;
  let score = 0;
  for (const phrase of phrases) {
    const text = phrase.join(' ');
    let phraseScore = 0;
    if (containsWords(doc.title, phrase)) phraseScore += doc.title.join(' ').includes(text) ? 6 : 4;
    if (doc.designations.some((d) => d.includes(text))) phraseScore += 3;
    if (doc.skills.some((s) => s === text)) phraseScore += 3;
    else if (doc.skills.some((s) => containsWords(words(s), phrase))) phraseScore += 2;
    if (containsWords(doc.company, phrase)) phraseScore += 1;
    score += phraseScore;
  }
  return score;
}

function matchesEntities(doc: Doc, entities: Criteria['entities']): boolean {
  return entities.every((entity) => {
    if (entity.type === 'company') return doc.companyName === entity.name;
    if (entity.type === 'skill') return doc.skills.includes(entity.name);
    return doc.designations.includes(entity.name) || doc.title.join(' ').includes(entity.name);
  });
}

function overlaps(min: number, max: number, range: Range): boolean {
  return min <= range.max && max >= range.min;
}

function matchesExperience(job: SeedJob, criteria: Criteria): boolean {
  if (criteria.experience !== undefined) {
    if (criteria.experience === FRESHER_EXPERIENCE_ID) {
      if (job.exp.min !== 0) return false;
    } else if (criteria.experience < job.exp.min || criteria.experience > job.exp.max) {
      return false;
    }
  }
  return true;
}

function matchesSalary(job: SeedJob, salary: Criteria['salaryRanges']): boolean {
  if (!salary) return true;
  const min = job.minimumSalaryFilter;
  const max = job.maximumSalaryFilter;
  if (min === null || min === undefined || max === null || max === undefined)
    return salary.notSpecified;
  return salary.ranges.some((range) => overlaps(min, max, range));
}

function freshEnough(job: SeedJob, days: number | undefined): boolean {
  return days === undefined || job.postedMinutesAgo <= days * MINUTES_PER_DAY;
}

type ListFacet = keyof Doc['facetValues'];
const LIST_FACETS = FACETS.filter(
  (f): f is ListFacet => f !== 'salaryRanges' && f !== 'jobFreshness' && f !== 'experienceRanges',
);

/** Whether the job passes every filter except `skip` (the facet being counted). */
function passesFilters(doc: Doc, criteria: Criteria, skip: Facet | null): boolean {
  for (const facet of LIST_FACETS) {
    if (facet === skip) continue;
    const wanted = criteria.filters[facet];
    if (wanted.size > 0 && !doc.facetValues[facet].some((value) => wanted.has(value))) return false;
  }
  if (skip !== 'salaryRanges' && !matchesSalary(doc.job, criteria.salaryRanges)) return false;
  if (skip !== 'jobFreshness' && !freshEnough(doc.job, criteria.freshnessDays)) return false;
  if (
    skip !== 'experienceRanges' &&
    criteria.experienceRanges.length > 0 &&
    !criteria.experienceRanges.some((range) => overlaps(doc.job.exp.min, doc.job.exp.max, range))
  ) {
    return false;
  }
  return true;
}

function labelsOf(site: SiteCatalogue): Record<ListFacet, Map<string, string>> {
  const labels = {} as Record<ListFacet, Map<string, string>>;
  for (const facet of LIST_FACETS) labels[facet] = new Map();
  for (const job of site.jobs) {
    for (const item of job.industries) labels.industries.set(String(item.id), item.name);
    for (const item of job.functions) labels.functions.set(String(item.id), item.name);
    for (const item of job.roles) labels.roles.set(String(item.id), item.name);
    labels.employerTypes.set(job.employerType.toLowerCase(), `${job.employerType} Jobs`);
    for (const type of job.jobTypes) labels.jobTypes.set(type, type);
    labels.companies.set(String(job.companyId), job.companyName);
    for (const l of job.locations) {
      labels.jobCities.set(l.city.toLowerCase(), l.city);
      labels.jobCountries.set(l.country.toLowerCase(), l.country);
      if (l.state) labels.jobStates.set(l.state.toLowerCase(), l.state);
    }
    for (const q of job.qualifications) labels.qualifications.set(q.toLowerCase(), q);
  }
  return labels;
}

const labelCache = new WeakMap<SiteCatalogue, Record<ListFacet, Map<string, string>>>();

function sortedBuckets(counts: Map<string, number>, labels: Map<string, string>): FacetBucket[] {
  return [...counts.entries()]
    .map(([id, count]) => ({ id, label: labels.get(id) ?? id, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

function rangeId(range: Range): string {
  return `${range.min}~${range.max}`;
}

/** Runs a search; `salaryFacet` is on for the India site only. */
export function search(
  site: SiteCatalogue,
  criteria: Criteria,
  salaryFacet: boolean,
): SearchOutcome {
  const docs = prepare(site);
  let labels = labelCache.get(site);
  if (!labels) {
    labels = labelsOf(site);
    labelCache.set(site, labels);
  }
  // Jobs that match the query (keywords, entities, locations, experience) before any filter.
  const base: Array<{ doc: Doc; score: number }> = [];
  for (const doc of docs) {
    const score = relevance(doc, criteria.phrases);
    if (score === 0) continue;
    if (!matchesEntities(doc, criteria.entities)) continue;
    if (criteria.locations.length > 0 && !criteria.locations.some((l) => doc.places.has(l)))
      continue;
    if (!matchesExperience(doc.job, criteria)) continue;
    base.push({ doc, score });
  }

  const facets = {} as Record<Facet, FacetBucket[]>;
  for (const facet of LIST_FACETS) {
    const counts = new Map<string, number>();
    for (const { doc } of base) {
      if (!passesFilters(doc, criteria, facet)) continue;
      for (const value of new Set(doc.facetValues[facet]))
        counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    facets[facet] = sortedBuckets(counts, labels[facet]);
  }
  const countWhere = (facet: Facet, test: (job: SeedJob) => boolean) =>
    base.reduce(
      (n, { doc }) => n + (passesFilters(doc, criteria, facet) && test(doc.job) ? 1 : 0),
      0,
    );
  facets.jobFreshness = FRESHNESS_BUCKETS.map((days) => ({
    id: String(days),
    label: `Last ${days} days`,
    count: countWhere('jobFreshness', (job) => freshEnough(job, days)),
  }));
  facets.experienceRanges = EXPERIENCE_BUCKETS.map((range) => ({
    id: rangeId(range),
    label: `${range.min}-${range.max} Yrs`,
    count: countWhere('experienceRanges', (job) => overlaps(job.exp.min, job.exp.max, range)),
  }));
  facets.salaryRanges = salaryFacet
    ? [
        ...SALARY_BUCKETS.map((range) => ({
          id: rangeId(range),
          label: `${range.min / 100_000}-${range.max / 100_000} Lakhs`,
          count: countWhere('salaryRanges', (job) =>
            matchesSalary(job, { notSpecified: false, ranges: [range] }),
          ),
        })),
        {
          id: 'not specified',
          label: 'Not specified',
          count: countWhere('salaryRanges', (job) =>
            matchesSalary(job, { notSpecified: true, ranges: [] }),
          ),
        },
      ]
    : [];

  const matched = base.filter(({ doc }) => passesFilters(doc, criteria, null));
  matched.sort((a, b) =>
    criteria.sort === SORT_BY_DATE
      ? a.doc.job.postedMinutesAgo - b.doc.job.postedMinutesAgo
      : b.score - a.score || a.doc.job.postedMinutesAgo - b.doc.job.postedMinutesAgo,
  );
  return {
    jobs: matched.slice(criteria.start, criteria.start + criteria.limit).map(({ doc }) => doc.job),
    total: matched.length,
    facets,
  };
}
