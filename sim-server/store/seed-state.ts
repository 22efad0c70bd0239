// The seeded seeker state: the test accounts of fixtures/accounts.ts on every site, and empty
// collections. Reset returns here; it depends only on the catalogue, so it is the same every run.
import { ACCOUNT_FIXTURES, accountEmail, type AccountFixture } from '../../fixtures/accounts';
import type { Catalogue, SiteCatalogue } from '../catalogue/types';
import { MARKET_MOBILES } from '../../openapi/vocabulary/validation';
import { seededPasswordHash } from '../lib/passwords';
import {
  defaultEmailPreferences,
  emptyState,
  STORE_SCHEMA_VERSION,
  type Account,
  type Profile,
  type StoreState,
} from './state';

/** Seed accounts are dated at a fixed instant so that the seeded state is identical every run. */
const SEEDED_AT = '2026-01-05T09:00:00.000Z';

export function accountId(countryCode: string, local: string): string {
  return `acc-${countryCode.toLowerCase()}-${local}`;
}

function seekerProfile(site: SiteCatalogue, index: number): Profile {
  const city = site.site.cities[index % site.site.cities.length]?.city ?? '';
  const company = site.companies[index % Math.max(site.companies.length, 1)]?.name ?? 'Acme';
  return {
    designation: 'Software Engineer',
    companyName: company,
    currentLocation: city,
    experienceYears: 5,
    experienceMonths: 4,
    educationDetails: [
      {
        id: 'edu-1',
        highestQualification: 'B.Tech/B.E.',
        specialization: 'Computer Science',
        college: 'National Institute of Technology',
        yearOfPassing: 2019,
        educationType: 'Full Time',
      },
    ],
    workExperience: [
      {
        id: 'emp-1',
        years: 5,
        months: 4,
        designation: 'Software Engineer',
        organisation: company,
        description: 'Builds and runs the payments APIs.',
        current: true,
      },
    ],
    itSkills: [
      { skill: 'Java', version: '17', lastUsed: 2026, experienceYears: 5, experienceMonths: 0 },
      { skill: 'React', version: '19', lastUsed: 2026, experienceYears: 3, experienceMonths: 6 },
      { skill: 'SQL', lastUsed: 2026, experienceYears: 5, experienceMonths: 0 },
    ],
    preferences: {
      preferredLocations: [city],
      jobType: 'Permanent',
      employmentType: 'Full Time',
      preferredShift: 'Day',
      noticePeriod: '30 days',
    },
    projects: [
      {
        title: 'Payments gateway',
        client: company,
        location: city,
        status: 'Finished',
        startMonth: 1,
        startYear: 2023,
        endMonth: 6,
        endYear: 2024,
        description: 'Moved card payments to a new gateway.',
      },
    ],
    certifications: [{ name: 'AWS Certified Developer', issuer: 'Amazon', year: 2024 }],
    onlineProfiles: [{ name: 'GitHub', url: 'https://github.com/example' }],
    awards: [],
    workPermits: [],
    authorisedCountries: [],
  };
}

/**
 * A seeded seeker's mobile: India's 98765 00000, 98765 01111, ... by index; elsewhere the same run
 * of digits fitted to the market's mobile plan (its example's first digit and length), so that the
 * seeded numbers pass the rule a seeker's own number is held to.
 */
function seededMobile(dialCode: string, index: number): string {
  const digits = String(876_500_000 + index * 1_111).padStart(9, '0');
  const plan = MARKET_MOBILES[dialCode];
  if (!plan) return `9${digits}`;
  const first = plan.example.slice(0, 1);
  return `${first}${digits.slice(-(plan.example.length - 1)).padStart(plan.example.length - 1, '0')}`;
}

function account(site: SiteCatalogue, fixture: AccountFixture, index: number): Account {
  const code = site.site.countryCode;
  const email = accountEmail(fixture.local, code);
  const status = fixture.verified ? 1 : 0;
  const dialCode = site.site.dialCodes[0] ?? '91';
  const mobile = seededMobile(dialCode, index);
  return {
    id: accountId(code, fixture.local),
    site: code,
    userType: fixture.userType,
    email,
    passwordHash: seededPasswordHash(),
    displayName: fixture.displayName,
    emails: [{ email, status }],
    mobileNumbers: [{ countryCode: dialCode, mobileNumber: mobile, status }],
    avatarPath: null,
    socialLinks: fixture.google
      ? [
          {
            provider: 'google',
            email: accountEmail(fixture.google.local, code),
            status: fixture.google.status,
          },
        ]
      : [],
    profile: seekerProfile(site, index),
    covidLayoff: false,
    emailPreferences: defaultEmailPreferences(),
    seekerCards: { skipped: [], completed: ['LOCATION', 'EXPERIENCE', 'DESIGNATION'] },
    createdAt: SEEDED_AT,
  };
}

export function seededState(catalogue: Catalogue): StoreState {
  return emptyState(
    { seed: catalogue.seed, jobsTotal: catalogue.jobsTotal, schemaVersion: STORE_SCHEMA_VERSION },
    Object.values(catalogue.sites).flatMap((site) =>
      ACCOUNT_FIXTURES.map((fixture, index) => account(site, fixture, index)),
    ),
  );
}
