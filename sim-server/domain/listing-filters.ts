// The listing pages' filter (spec section 2: jobs-by-company, -function, -industry, -location,
// -education, -consultant, -skill, job types and walk-ins): what a filter name and value ask of a
// search, as the search's own criteria. `job-search` adds nothing: the body's fields say it all.
import type { Schemas } from '../../openapi/client';
import type { RawCriteria } from '../search/criteria';

type FilterName = NonNullable<Schemas['FilterRequest']['filterName']>;

const CRITERION_OF: Record<FilterName, (value: string) => Partial<RawCriteria>> = {
  company: (value) => ({ companies: value }),
  function: (value) => ({ functions: value }),
  industry: (value) => ({ industries: value }),
  location: (value) => ({ locations: value }),
  education: (value) => ({ qualifications: value }),
  consultant: () => ({ employerTypes: 'Consultant' }),
  skill: (value) => ({ query: value }),
  jobType: (value) => ({ jobTypes: value }),
  walkin: () => ({ jobTypes: 'walkin' }),
  'job-search': () => ({}),
};

/** The search criteria of a listing page's request: its fields, narrowed by its filter. */
export function listingCriteria(body: Schemas['FilterRequest']): RawCriteria {
  const raw: RawCriteria = { ...body, companies: body.companyIds };
  if (!body.filterName || !body.filterValue) return raw;
  return { ...raw, ...CRITERION_OF[body.filterName](body.filterValue) };
}
