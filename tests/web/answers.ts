// The API's answers as the contract types them, for the stub API and for props: a test passes as
// `change` what it looks at, so that each test still spells the values it asserts.
import type { Schemas } from '../../openapi/client';

/** An India job with one of everything plain; `change` sets what a test looks at. */
export function job(
  jobId: string,
  title: string,
  change: Partial<Schemas['Job']> = {},
): Schemas['Job'] {
  return {
    id: Number(jobId),
    jobId,
    title,
    companyName: 'Novastar',
    companyId: 7,
    description: '<p>Builds the services.</p>',
    locations: [{ city: 'Bengaluru', country: 'India' }],
    exp: { min: 2, max: 5 },
    salary: { currency: 'INR', mode: 1, disclosed: false },
    functions: [],
    industries: [],
    roles: [],
    jobTypes: ['permanent'],
    qualifications: [],
    itSkills: [],
    skills: [],
    isoCode: 'IN',
    channelId: 1,
    channelName: 'India',
    employerType: 'Company',
    postedAt: '2026-11-27T09:00:00.000Z',
    isApplied: false,
    ...change,
  };
}

/** A search's facets with no values; a test spreads in the ones it filters by. */
export const NO_FACETS: Schemas['SearchFacets'] = {
  industries: [],
  functions: [],
  roles: [],
  jobFreshness: [],
  employerTypes: [],
  jobTypes: [],
  companies: [],
  jobCities: [],
  qualifications: [],
  jobCountries: [],
  jobStates: [],
  experienceRanges: [],
};

/** The first page of a search's answer with these jobs, all of them. */
export function searchAnswer(
  jobs: Schemas['Job'][],
  change: Partial<Schemas['SearchResults']> = {},
): Schemas['SearchResults'] {
  return {
    jobs,
    total: jobs.length,
    start: 0,
    limit: 25,
    sort: 1,
    searchId: 's1',
    facets: NO_FACETS,
    ...change,
  };
}

/** Meera Nair, signed in with a verified email and no mobile, her profile at `profileScore`. */
export function seeker(
  profileScore: number,
  profileGaps: Schemas['ProfileGap'][],
): Schemas['ProfileData'] {
  const email = { email: 'meera.nair@example.com', status: 1 } satisfies Schemas['EmailEntry'];
  return {
    uuid: 'seeker-1',
    displayName: 'Meera Nair',
    emails: [email],
    mobileNumbers: [],
    primaryEmail: email,
    primaryMobileNumber: null,
    profileScore,
    profileGaps,
  };
}
