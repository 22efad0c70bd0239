// The education order is a rule of the data, not of the contract's schema (spec sections 3-5): the
// simulator refuses a school certificate passed after the seeker's degree with a 422, its reason
// code and the sentence the profile form shows, in each market's own names for the two, for any
// caller and not only the web form (tests/e2e/profile.spec.ts shows the form refusing it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '../../openapi/client';
import { startSimulator, visitor, type TestSimulator, type Visitor } from '../support/sim';
import { expectReply } from './helpers';

let sim: TestSimulator;

beforeAll(async () => {
  sim = await startSimulator();
});

afterAll(async () => {
  await sim.dispose();
});

/** Each market's school-leaving certificate and degree, as its form offers them, and the dial
 * code and a mobile number of a seeker who registers there. */
const RUNS: ReadonlyArray<{
  code: CountryCode;
  dial: string;
  mobile: string;
  school: string;
  degree: string;
}> = [
  { code: 'IN', dial: '91', mobile: '9810000071', school: '12th', degree: 'B.Tech/B.E.' },
  {
    code: 'VN',
    dial: '84',
    mobile: '912300071',
    school: 'High School',
    degree: "Bachelor's Degree",
  },
];

/** A seeker who has just registered on `code`: no education yet. */
async function newSeeker({ code, dial, mobile }: (typeof RUNS)[number]): Promise<Visitor> {
  const fresh = visitor(sim, code);
  const registered = await fresh.api.POST('/middleware/registerPersonal', {
    body: {
      name: 'Meera Nair',
      email: `meera.education.${code.toLowerCase()}@example.com`,
      password: 'secret12',
      countryCode: dial,
      mobileNumber: mobile,
      currentLocation: 'Pune',
      experienceYears: 3,
      experienceMonths: 0,
    },
  });
  expectReply('registerPersonal', registered, 201);
  return fresh;
}

describe('The order of educations', () => {
  it.each(RUNS)(
    'When a seeker on $code adds a school certificate passed after their degree, then educational refuses it with 422 EDUCATION_ORDER and the form’s sentence',
    async (run) => {
      const { school, degree } = run;
      const seeker = await newSeeker(run);
      const first = await seeker.api.POST('/middleware/educational', {
        body: { highestQualification: degree, yearOfPassing: 2019, educationType: 'Full Time' },
      });
      expectReply('educational', first, 201);

      const refused = await seeker.api.POST('/middleware/educational', {
        body: { highestQualification: school, yearOfPassing: 2029, educationType: 'Full Time' },
      });

      expect(expectReply('educational', refused, 422)).toMatchObject({
        errorCode: 'EDUCATION_ORDER',
        // The field it is about, then the sentence the form shows beside it.
        error: `yearOfPassing: ${school} (2029) cannot come after ${degree} (2019). Please check the years of passing.`,
      });
    },
  );
});
