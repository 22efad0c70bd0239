// Getting back into an account (designed; issue 27): a code to the email or mobile number of a
// seeker's account, then either a new password (resetPassword) or, for a mobile number, sign-in
// with the code itself (otpLogin, after send-otp's LOGIN code). Codes are the store's OTPs, under
// the same resend wait, daily limit and lifetime as every other code (otp.ts).
import type { Schemas } from '../../openapi/client';
import type { SiteCatalogue } from '../catalogue/types';
import { notFound } from './errors';
import type { Account } from '../store/state';
import type { Store } from '../store/store';
import { updateAccountIn } from './accounts';
import {
  checkCode,
  checkMobileNumber,
  consumeCodes,
  emailTarget,
  holdersOf,
  mobileTarget,
  OTP_MESSAGES,
  sendCode,
  type OtpChannel,
} from './otp';

export const RECOVERY_MESSAGES = {
  emailNotRegistered: 'No account is registered with this email.',
  mobileNotRegistered: OTP_MESSAGES.mobileNotRegistered,
} as const;

type Lookup = Schemas['AccountContactLookup'];

/** Where a recovery code goes, and the seeker account it belongs to. */
export interface RecoveryTarget {
  account: Account;
  channel: OtpChannel;
  target: string;
  /** The email or number as the seeker typed it, for the message. */
  shown: { email: string } | { countryCode: string; mobileNumber: string };
}

function seekerAccount(accounts: Account[]): Account | undefined {
  return accounts.find((a) => a.userType === 'SEEKER');
}

/** The seeker account that holds the email or number, or a 404 (a 400 for a bad number). */
export function recoveryTarget(
  { store }: { store: Store },
  site: SiteCatalogue,
  lookup: Partial<Lookup>,
): RecoveryTarget {
  const state = store.state;
  if (lookup.email !== undefined) {
    const target = emailTarget(lookup.email);
    const account = seekerAccount(state.accounts.filter((a) => a.email === target));
    if (!account) throw notFound(RECOVERY_MESSAGES.emailNotRegistered);
    return { account, channel: 'email', target, shown: { email: lookup.email } };
  }
  const countryCode = lookup.countryCode ?? '';
  const mobileNumber = lookup.mobileNumber ?? '';
  checkMobileNumber(site, countryCode, mobileNumber);
  const account = seekerAccount(holdersOf(state, countryCode, mobileNumber));
  if (!account) throw notFound(RECOVERY_MESSAGES.mobileNotRegistered);
  return {
    account,
    channel: 'mobile',
    target: mobileTarget(countryCode, mobileNumber),
    shown: { countryCode, mobileNumber },
  };
}

/** Sends the recovery code (after the resend checks) and answers the OtpSent body. */
export function sendRecoveryCode(
  { store }: { store: Store },
  found: RecoveryTarget,
  now: Date,
): Schemas['OtpSent'] {
  const { account, channel, target, shown } = found;
  const message =
    'email' in shown
      ? OTP_MESSAGES.emailSent(shown.email)
      : OTP_MESSAGES.mobileSent(shown.countryCode, shown.mobileNumber);
  return sendCode({ store }, { accountId: account.id, channel, target, now }, message);
}

/**
 * Checks the code sent to the target (422 when wrong or expired, changing nothing) and uses up
 * the target's codes; with a password hash, the account's password becomes it in the same write.
 */
export function redeemRecoveryCode(
  { store }: { store: Store },
  found: RecoveryTarget,
  otp: string,
  now: Date,
  passwordHash?: string,
): void {
  const { account, channel, target } = found;
  checkCode(store.state, { accountId: account.id, channel, target }, otp, now);
  store.transact((tx) => {
    consumeCodes(tx, channel, target);
    if (passwordHash !== undefined) {
      updateAccountIn(tx, account, (draft) => {
        draft.passwordHash = passwordHash;
      });
    }
  });
}
