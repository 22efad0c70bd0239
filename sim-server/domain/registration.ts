// Registering a seeker (registerPersonal) and telling whether an email or a mobile number is
// already registered (checkExistence). A number is registered only with its dial code: 9123 4567
// is one phone in Singapore, another in Hong Kong.
import { randomUUID } from 'node:crypto';
import type { operations } from '../../openapi/generated/schema';
import type { SiteCatalogue } from '../catalogue/types';
import { hashPassword } from '../lib/passwords';
import type { Store } from '../store/store';
import { defaultEmailPreferences, type Account } from '../store/state';
import { conflict, ruleBroken } from './errors';
import { checkMobileNumber, holdersOf } from './otp';
import { socialCredential } from './social-validation';
import { tidyPersonName } from '../../openapi/vocabulary/validation';

export const REGISTRATION_MESSAGES = {
  emailExists: 'An account with this email already exists.',
  mobileExists: 'An account with this mobile number already exists.',
  credentialNeeded: 'Give a password or sign up with Google.',
} as const;

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
    displayName: tidyPersonName(input.name),
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
 * A new seeker account, stored: a 400 for a number the site's dial codes or rules refuse or for
 * no credential, a 409 for a registered email or number.
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
  const email = input.email.toLowerCase();
  const social = socialToken ? socialCredential(socialToken) : undefined;
  if (input.password === undefined && !social)
    throw ruleBroken('password', REGISTRATION_MESSAGES.credentialNeeded, 'CREDENTIAL_REQUIRED');
  // Hashed before the checks: from the checks to the insert nothing may wait, or two
  // registrations of one email could both pass.
  const passwordHash = await hashPassword(input.password ?? randomUUID());
  if (store.state.accounts.some((a) => a.email === email))
    throw conflict(REGISTRATION_MESSAGES.emailExists, 'EMAIL_EXISTS');
  if (holdersOf(store.state, input.countryCode, input.mobileNumber).length > 0) {
    throw conflict(REGISTRATION_MESSAGES.mobileExists, 'MOBILE_EXISTS');
  }
  const account = newSeeker(input, site, email, passwordHash, social, now);
  store.transact((tx) => tx.insert('accounts', account));
  return account;
}

/** checkExistence: whether an email, and whether a mobile number, is registered. */
export function existence(
  store: Store,
  lookup: { email?: string; mobileNumber?: string; countryCode?: string },
): { emailExists: boolean; mobileExists: boolean } {
  // A lookup that names neither is answered, both false: OpenAPI has no schema for "one of two
  // query parameters", so the contract keeps no rule a generator cannot see (openapi/README.md).
  const { email, mobileNumber, countryCode } = lookup;
  const accounts = store.state.accounts;
  return {
    emailExists: email !== undefined && accounts.some((a) => a.email === email.toLowerCase()),
    mobileExists:
      mobileNumber !== undefined &&
      accounts.some((a) =>
        a.mobileNumbers.some(
          (m) =>
            m.mobileNumber === mobileNumber &&
            (countryCode === undefined || m.countryCode === countryCode),
        ),
      ),
  };
}
