// The facet tables of a site's index: each facet's values and which keys count towards each.
import {
  EXPERIENCE_BUCKETS,
  FRESHNESS_DAYS,
  NOT_SPECIFIED_SALARY_LABEL,
  SALARY_BUCKETS,
  experienceLabel,
  overlaps,
  rangeId,
  salaryLabel,
} from './criteria';
import {
  NOT_SPECIFIED_SALARY,
  employerTypeLabel,
  freshnessLabel,
  type Facet,
} from '../../openapi/vocabulary/search';
import { fixedFacet, listFacet } from './facet-tables';
import type { FacetTable } from './key-fields';
import { UNDISCLOSED, type JobKeys } from './job-keys';

function rangeFacets(
  keys: JobKeys,
): Pick<Record<Facet, FacetTable>, 'salaryRanges' | 'jobFreshness' | 'experienceRanges'> {
  const days = Array.from({ length: keys.maxDays + 1 }, (_, d) => d);
  return {
    salaryRanges: fixedFacet(
      'salaryRanges',
      [
        ...SALARY_BUCKETS.map((range) => ({ id: rangeId(range), label: salaryLabel(range) })),
        { id: NOT_SPECIFIED_SALARY, label: NOT_SPECIFIED_SALARY_LABEL },
      ],
      keys.tables.salary.items,
      ([min, max], bucket) => {
        const range = SALARY_BUCKETS[bucket];
        return range ? min !== UNDISCLOSED && overlaps(min, max, range) : min === UNDISCLOSED;
      },
    ),
    jobFreshness: fixedFacet(
      'jobFreshness',
      FRESHNESS_DAYS.map((d) => ({ id: String(d), label: freshnessLabel(d) })),
      days,
      (day, bucket) => day <= (FRESHNESS_DAYS[bucket] ?? 0),
    ),
    experienceRanges: fixedFacet(
      'experienceRanges',
      EXPERIENCE_BUCKETS.map((range) => ({ id: rangeId(range), label: experienceLabel(range) })),
      keys.tables.experience.items,
      ([min, max], bucket) => {
        const range = EXPERIENCE_BUCKETS[bucket];
        return range !== undefined && overlaps(min, max, range);
      },
    ),
  };
}

export function siteFacets(keys: JobKeys): Record<Facet, FacetTable> {
  const { tables, companyNameOfId } = keys;
  const { salaryRanges, jobFreshness, experienceRanges } = rangeFacets(keys);
  return {
    industries: listFacet('industries', tables.industries.items, (list, b) =>
      list.map((item) => b.ordinal(String(item.id), item.name)),
    ),
    functions: listFacet('functions', tables.functions.items, (list, b) =>
      list.map((item) => b.ordinal(String(item.id), item.name)),
    ),
    roles: listFacet('roles', tables.roles.items, (list, b) =>
      list.map((item) => b.ordinal(String(item.id), item.name)),
    ),
    salaryRanges,
    jobFreshness,
    employerTypes: listFacet('employerTypes', tables.employerType.items, (type, b) => [
      b.ordinal(type.toLowerCase(), employerTypeLabel(type)),
    ]),
    jobTypes: listFacet('jobTypes', tables.jobTypes.items, (list, b) =>
      list.map((type) => b.ordinal(type.toLowerCase(), type)),
    ),
    companies: listFacet('companies', tables.company.items, (id, b) => [
      b.ordinal(String(id), companyNameOfId.get(id) ?? String(id)),
    ]),
    jobCities: listFacet('jobCities', tables.location.items, (list, b) =>
      list.map((l) => b.ordinal(l.city.toLowerCase(), l.city)),
    ),
    qualifications: listFacet('qualifications', tables.qualifications.items, (list, b) =>
      list.map((q) => b.ordinal(q.toLowerCase(), q)),
    ),
    jobCountries: listFacet('jobCountries', tables.location.items, (list, b) =>
      list.map((l) => b.ordinal(l.country.toLowerCase(), l.country)),
    ),
    jobStates: listFacet('jobStates', tables.location.items, (list, b) =>
      list.flatMap((l) => (l.state ? [b.ordinal(l.state.toLowerCase(), l.state)] : [])),
    ),
    experienceRanges,
  };
}
