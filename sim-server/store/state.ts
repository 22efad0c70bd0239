// The shape of seeker state the store keeps. Every collection is an array of records with an
// `id`, so json-server's router (mounted at /__sim/db) can list, read and edit each of them.
import type { Schemas } from '../../openapi/client';
import type { CountryCode } from '../catalogue/types';

export type UserType = Schemas['UserType'];

export interface SocialLink {
  provider: Schemas['SocialProvider'];
  /** The social account's email: the simulated credential is `{provider}:{email}`. */
  email: string;
  status: 'linked' | 'delinked';
}

/** The email preferences of a new account: everything on but the newsletters. */
export function defaultEmailPreferences(): Schemas['EmailPreferences'] {
  return {
    jobAlerts: true,
    recommendations: true,
    applicationUpdates: true,
    recruiterMessages: true,
    newsletters: false,
  };
}

export interface Account {
  id: string;
  site: CountryCode;
  userType: UserType;
  email: string;
  /** The password as a salted scrypt hash (lib/passwords.ts). */
  passwordHash: string;
  displayName: string;
  emails: Schemas['EmailEntry'][];
  mobileNumbers: Schemas['MobileEntry'][];
  avatarPath: string | null;
  socialLinks: SocialLink[];
  profile: Profile;
  covidLayoff: boolean;
  emailPreferences: Schemas['EmailPreferences'];
  seekerCards: { skipped: Schemas['SeekerCardType'][]; completed: Schemas['SeekerCardType'][] };
  createdAt: string;
}

export interface Profile {
  designation: string;
  companyName: string;
  currentLocation: string;
  experienceYears: number;
  experienceMonths: number;
  educationDetails: Schemas['EducationDetail'][];
  workExperience: Schemas['WorkExperience'][];
  itSkills: Schemas['ItSkill'][];
  preferences: Schemas['JobPreferences'];
  projects: Schemas['Project'][];
  certifications: Schemas['Certification'][];
  onlineProfiles: Schemas['OnlineProfile'][];
  awards: Schemas['Award'][];
  workPermits: string[];
  /** ISO country codes the seeker may work in without sponsorship. */
  authorisedCountries: string[];
  /** Personal details beyond the name and location, once the seeker has given them. */
  personal?: PersonalExtras;
}

export type PersonalExtras = Omit<
  Schemas['PersonalDetailsInput'],
  'displayName' | 'currentLocation'
>;

export interface SessionRecord {
  /** The MSSOCLIENT cookie value. */
  id: string;
  accountId: string;
  /** Read on the clock of this scenario (X-Sim-Scenario); none for the default clock. */
  createdAt: string;
  scenario?: string;
}

interface Owned {
  id: string;
  accountId: string;
  site: CountryCode;
}

export interface SavedJobRecord extends Owned {
  jobId: string;
  savedAt: string;
}
export interface ApplicationRecord extends Owned {
  jobId: string;
  appliedAt: string;
  viaRedirect: boolean;
}
export interface FollowRecord extends Owned {
  targetId: number;
  followedAt: string;
}
export type JobAlertRecord = Schemas['JobAlert'] & { accountId: string | null; site: CountryCode };
export type SavedSearchRecord = Schemas['SavedSearch'] & { accountId: string; site: CountryCode };
export interface UploadRecord extends Owned {
  kind: 'resume' | 'avatar';
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
  /** What the resume parser read from the file (resumes only). */
  parsed?: Schemas['ParsedResume'];
}
export interface EventRecord {
  id: string;
  channel: 'penguin' | 'middleware' | 'user-engage' | 'career';
  site: CountryCode;
  receivedAt: string;
  accountId: string | null;
  event: Record<string, unknown>;
}
export interface RecentSearchRecord {
  id: string;
  /** Account id, or `visitor:{MSUID}` for a guest. */
  owner: string;
  site: CountryCode;
  search: Schemas['RecentSearch'];
}
export interface OtpRecord {
  id: string;
  accountId: string | null;
  channel: 'mobile' | 'email';
  /** `{isd}-{number}` or the email. */
  target: string;
  code: string;
  expiresAt: string;
}
export interface CounterRecord {
  /** e.g. `jobView:{site}:{jobId}` or `sendLink:{site}:{number}`. */
  id: string;
  count: number;
  updatedAt: string;
}
export interface NotificationStateRecord {
  /** `{accountId}:{notificationId}` */
  id: string;
  read: boolean;
}

export interface StoreMeta {
  seed: number;
  jobsTotal: number;
  schemaVersion: number;
  /** The last logged transaction the state holds (the snapshot's place in the log). */
  seq?: number;
}

export interface StoreState {
  meta: StoreMeta;
  accounts: Account[];
  sessions: SessionRecord[];
  /** MOTS_REFRESH tokens of Google sign-ins (domain/social-refresh.ts). */
  socialRefreshTokens: SessionRecord[];
  savedJobs: SavedJobRecord[];
  applications: ApplicationRecord[];
  companyFollows: FollowRecord[];
  recruiterFollows: FollowRecord[];
  jobAlerts: JobAlertRecord[];
  savedSearches: SavedSearchRecord[];
  uploads: UploadRecord[];
  events: EventRecord[];
  recentSearches: RecentSearchRecord[];
  otps: OtpRecord[];
  counters: CounterRecord[];
  notificationStates: NotificationStateRecord[];
}

export type Collection = Exclude<keyof StoreState, 'meta'>;
export const STORE_SCHEMA_VERSION = 5;

/** A state with the given accounts and every other collection empty. */
export function emptyState(meta: StoreMeta, accounts: Account[] = []): StoreState {
  return {
    meta,
    accounts,
    sessions: [],
    socialRefreshTokens: [],
    savedJobs: [],
    applications: [],
    companyFollows: [],
    recruiterFollows: [],
    jobAlerts: [],
    savedSearches: [],
    uploads: [],
    events: [],
    recentSearches: [],
    otps: [],
    counters: [],
    notificationStates: [],
  };
}
