// The shape of every stored record, as JSON Schema, for what writes to the store from outside the
// handlers (json-server's view at /__sim/db): a record that the handlers could not read would make
// the simulator fail for everyone, across restarts. The parts the contract describes (profile
// sections, alerts, saved searches) are checked by the contract's own schemas.
import type { ContractDocument } from '../../openapi/runtime/contract';
import {
  CONTRACT_SCHEMA_ID,
  schemaChecks,
  type ValueCheck,
} from '../../openapi/runtime/schema-checks';
import type { Collection } from './state';
import { socialProviderValues } from '../../openapi/generated/schema';

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({
  $ref: `${CONTRACT_SCHEMA_ID}#/components/schemas/${name}`,
});
const text = (maxLength = 500): Schema => ({ type: 'string', maxLength });
const id = text(200);
const time = { type: 'string', format: 'date-time' };
const site = ref('CountryCode');
const list = (items: Schema, maxItems = 200): Schema => ({ type: 'array', items, maxItems });

function record(properties: Record<string, Schema>, optional: string[] = []): Schema {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties).filter((key) => !optional.includes(key)),
    properties,
  };
}

const owned = { id, accountId: id, site };

const PROFILE = record(
  {
    designation: text(),
    companyName: text(),
    currentLocation: text(),
    experienceYears: { type: 'integer', minimum: 0, maximum: 50 },
    experienceMonths: { type: 'integer', minimum: 0, maximum: 11 },
    educationDetails: list(ref('EducationDetail')),
    workExperience: list(ref('WorkExperience')),
    itSkills: list(ref('ItSkill')),
    preferences: ref('JobPreferences'),
    projects: list(ref('Project')),
    certifications: list(ref('Certification')),
    onlineProfiles: list(ref('OnlineProfile')),
    awards: list(ref('Award')),
    workPermits: list(text(100)),
    authorisedCountries: list(text(10)),
    personal: record(
      {
        dateOfBirth: { type: 'string', format: 'date' },
        gender: ref('Gender'),
        maritalStatus: ref('MaritalStatus'),
        category: ref('PersonalDetailsInput/properties/category'),
        differentlyAbled: ref('DifferentlyAbled'),
      },
      ['dateOfBirth', 'gender', 'maritalStatus', 'category', 'differentlyAbled'],
    ),
  },
  ['personal'],
);

export const RECORD_SCHEMAS: Record<Collection, Schema> = {
  accounts: record({
    id,
    site,
    userType: ref('UserType'),
    email: text(254),
    passwordHash: text(300),
    displayName: text(100),
    emails: list(ref('EmailEntry'), 20),
    mobileNumbers: list(ref('MobileEntry'), 20),
    avatarPath: { type: ['string', 'null'], maxLength: 500 },
    socialLinks: list(
      record({
        provider: { enum: [...socialProviderValues] },
        email: text(254),
        status: { enum: ['linked', 'delinked'] },
      }),
      5,
    ),
    profile: PROFILE,
    covidLayoff: { type: 'boolean' },
    emailPreferences: ref('EmailPreferences'),
    seekerCards: record({
      skipped: list(ref('SeekerCardType'), 20),
      completed: list(ref('SeekerCardType'), 20),
    }),
    createdAt: time,
  }),
  sessions: record({ id, accountId: id, createdAt: time, scenario: text(200) }, ['scenario']),
  socialRefreshTokens: record({ id, accountId: id, createdAt: time, scenario: text(200) }, [
    'scenario',
  ]),
  savedJobs: record({ ...owned, jobId: id, savedAt: time }),
  applications: record({ ...owned, jobId: id, appliedAt: time, viaRedirect: { type: 'boolean' } }),
  companyFollows: record({ ...owned, targetId: { type: 'integer' }, followedAt: time }),
  recruiterFollows: record({ ...owned, targetId: { type: 'integer' }, followedAt: time }),
  jobAlerts: {
    allOf: [ref('JobAlert')],
    properties: { accountId: { type: ['string', 'null'], maxLength: 200 }, site },
    required: ['accountId', 'site'],
  },
  savedSearches: {
    allOf: [ref('SavedSearch')],
    properties: { accountId: id, site },
    required: ['accountId', 'site'],
  },
  uploads: record(
    {
      ...owned,
      kind: { enum: ['resume', 'avatar'] },
      fileName: text(255),
      contentType: text(200),
      size: { type: 'integer', minimum: 0 },
      uploadedAt: time,
      parsed: ref('ParsedResume'),
    },
    ['parsed'],
  ),
  events: record({
    id,
    channel: { enum: ['penguin', 'middleware', 'user-engage', 'career'] },
    site,
    receivedAt: time,
    accountId: { type: ['string', 'null'], maxLength: 200 },
    event: { type: 'object', maxProperties: 100 },
  }),
  recentSearches: record({ id, owner: text(300), site, search: ref('RecentSearch') }),
  otps: record({
    id,
    accountId: { type: ['string', 'null'], maxLength: 200 },
    channel: { enum: ['mobile', 'email'] },
    target: text(300),
    code: text(200),
    expiresAt: time,
  }),
  counters: record({ id: text(500), count: { type: 'integer', minimum: 0 }, updatedAt: time }),
  notificationStates: record({ id: text(500), read: { type: 'boolean' } }),
};

export type RecordCheck = (collection: string, value: unknown) => string[] | undefined;

/** A checker of records by collection: undefined for an unknown collection, else the problems. */
export function recordChecker(contract: ContractDocument): RecordCheck {
  // Compiled at the first write from outside, not at every start: most simulators never get one.
  let checks: ReadonlyMap<string, ValueCheck> | undefined;
  return (collection, value) => {
    checks ??= schemaChecks(contract, RECORD_SCHEMAS);
    const check = checks.get(collection);
    return check?.(value).map((problem) => `${collection}${problem}`);
  };
}
