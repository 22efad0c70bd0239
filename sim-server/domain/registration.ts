// Registering a seeker (registerPersonal) and telling whether an email or a mobile number is
// already registered (checkExistence, and send-otp for REGISTRATION): one rule, so what the
// check calls registered, registration refuses. A number is registered only with its dial code:
// 9123 4567 is one phone in Singapore, another in Hong Kong.
import { randomUUID } from 'node:crypto';
import type { operations } from '../../openapi/generated/schema';
import { SOCIAL_VALIDATION } from '../../openapi/vocabulary/calls';
import type { SiteCatalogue } from '../catalogue/types';
import { hashPassword } from '../lib/passwords';
import type { Store } from '../store/store';
import { defaultEmailPreferences, type Account, type StoreState } from '../store/state';
import { conflict, ruleBroken } from './errors';
import { checkMobileNumber, holdersOf, OTP_MESSAGES } from './otp';
import {
  SOCIAL_PROVIDER_NAME,
  socialCredential,
  validateSocial,
  type SocialProvider,
} from './social-validation';
import { personName } from './text-rules';

export const REGISTRATION_MESSAGES = {
  emailExists: 'An account with this email already exists.',
  mobileExists: OTP_MESSAGES.mobileRegistered,
  credentialNeeded: 'Give a password or sign up with Google.',
  socialTaken: (provider: SocialProvider) =>
    `This ${SOCIAL_PROVIDER_NAME[provider]} account is already used by an account. Sign in with it instead.`,
} as const;

/** Whether an account holds the email (emails are kept in lower case). */
export function emailRegistered(state: StoreState, email: string): boolean {
  const wanted = email.toLowerCase();
  return state.accounts.some((a) => a.email === wanted);
}

/** Whether an account, verified or not, holds the number under this dial code. */
export function mobileRegistered(
  state: StoreState,
  countryCode: string,
  mobileNumber: string,
): boolean {
  return holdersOf(state, countryCode, mobileNumber).length > 0;
}

export type Registration =
  operations['registerPersonal']['requestBody']['content']['application/json'];

function newSeeker(
  input: Registration,
  site: SiteCatalogue,
  email: string,
  passwordHash: string,
  social: ReturnType<typeof socialCredential>,
  now: Date,
): Account {
  return {
    id: `acc-${randomUUID()}`,
    site: site.site.countryCode,
    userType: 'SEEKER',
    email,
    passwordHash,
    displayName: input.name,
    emails: [{ email, status: social?.email === email ? 1 : 0 }],
    mobileNumbers: [
      { countryCode: input.countryCode, mobileNumber: input.mobileNumber, status: 0 },
    ],
    avatarPath: null,
    socialLinks: social ? [{ ...social, status: 'linked' }] : [],
    profile: {
      designation: '',
      companyName: '',
      currentLocation: input.currentLocation,
      experienceYears: input.experienceYears,
      experienceMonths: input.experienceMonths,
      educationDetails: [],
      workExperience: [],
      itSkills: [],
      preferences: {},
      projects: [],
      certifications: [],
      onlineProfiles: [],
      awards: [],
      workPermits: [],
      authorisedCountries: [],
    },
    covidLayoff: false,
    emailPreferences: defaultEmailPreferences(),
    seekerCards: { skipped: [], completed: ['LOCATION', 'EXPERIENCE'] },
    createdAt: now.toISOString(),
  };
}

/**
 * A new seeker account, stored: a 422 for a number the site's dial codes or rules refuse, a name
 * section 5 refuses or no credential, a 409 for a registered email or number.
 */
export async function register(
  store: Store,
  input: Registration,
  site: SiteCatalogue,
  socialToken: string | undefined,
  now: Date,
): Promise<Account> {
  // The same dial codes and number rule as the OTP calls, so the number can be verified later.
  checkMobileNumber(site, input.countryCode, input.mobileNumber);
  const name = personName('name', input.name);
  const email = input.email.toLowerCase();
  const social = socialToken ? socialCredential(socialToken) : undefined;
  if (input.password === undefined && !social)
    throw ruleBroken('password', REGISTRATION_MESSAGES.credentialNeeded, 'CREDENTIAL_REQUIRED');
  // Hashed before the checks: from the checks to the insert nothing may wait, or two
  // registrations of one email could both pass.
  const passwordHash = await hashPassword(input.password ?? randomUUID());
  if (emailRegistered(store.state, email))
    throw conflict(REGISTRATION_MESSAGES.emailExists, 'EMAIL_EXISTS');
  if (mobileRegistered(store.state, input.countryCode, input.mobileNumber)) {
    throw conflict(REGISTRATION_MESSAGES.mobileExists, 'MOBILE_EXISTS');
  }
  // A social account registers only when socialValidate calls it new (USER_NOT_EXISTS): one a
  // seeker signs in with, or that is linked or was unlinked elsewhere, is refused with its status.
  if (social) {
    const { status } = validateSocial(store.state.accounts, social.email, social.provider);
    if (status !== SOCIAL_VALIDATION.userNotExists)
      throw conflict(REGISTRATION_MESSAGES.socialTaken(social.provider), status);
  }
  const account = newSeeker({ ...input, name }, site, email, passwordHash, social, now);
  store.transact((tx) => tx.insert('accounts', account));
  return account;
}

/**
 * checkExistence: whether the email, and whether the number, is registered, by registration's own
 * rule: a number with its dial code. Without one, the site's dial codes are meant (registration on
 * this site takes no other). A lookup that names neither is answered, both false: OpenAPI has no
 * schema for "one of two query parameters", so the contract keeps no rule a generator cannot see
 * (openapi/README.md).
 */
export function existence(
  state: StoreState,
  site: SiteCatalogue,
  lookup: { email?: string; mobileNumber?: string; countryCode?: string },
): { emailExists: boolean; mobileExists: boolean } {
  const { email, mobileNumber, countryCode } = lookup;
  const dialCodes = countryCode === undefined ? site.site.dialCodes : [countryCode];
  return {
    emailExists: email !== undefined && emailRegistered(state, email),
    mobileExists:
      mobileNumber !== undefined &&
      dialCodes.some((code) => mobileRegistered(state, code, mobileNumber)),
  };
}
