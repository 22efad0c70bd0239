// Who may be sent a code, and verifying an email by its code: getMobileOtp (the seeker's own
// unverified number, or one nobody holds), send-otp (LOGIN: a seeker holds the number;
// REGISTRATION: nobody does), an email's code or link (an unverified email of the profile), and
// the captcha the v2 calls carry.
import type { Schemas } from '../../openapi/client';
import type { SiteCatalogue } from '../catalogue/types';
import type { Store } from '../store/store';
import type { Account } from '../store/state';
import { recoveryTarget, sendRecoveryCode } from './account-recovery';
import { updateAccountIn } from './accounts';
import { CAPTCHA_MESSAGE, captchaPasses } from './captcha';
import { conflict, notFound, unprocessable } from './errors';
import {
  OTP_MESSAGES,
  checkCode,
  checkMobileNumber,
  consumeCodes,
  emailEntry,
  emailTarget,
  mobileTarget,
  refuseNumberToVerify,
  sendCode,
} from './otp';
import { mobileRegistered } from './registration';

type MobileNumber = { countryCode: string; mobileNumber: string };

/** A v2 call's captcha token, or a 422. */
export function requireCaptcha(token: string): void {
  if (!captchaPasses(token)) throw unprocessable(CAPTCHA_MESSAGE, 'CAPTCHA_FAILED');
}

/** getMobileOtp: a code to the seeker's own unverified number, or to a number nobody holds. */
export function sendMobileOtp(
  store: Store,
  site: SiteCatalogue,
  account: Account,
  number: MobileNumber,
  now: Date,
): Schemas['OtpSent'] {
  const { countryCode, mobileNumber } = number;
  checkMobileNumber(site, countryCode, mobileNumber);
  refuseNumberToVerify(store.state, account, countryCode, mobileNumber);
  const sending = {
    accountId: account.id,
    channel: 'mobile' as const,
    target: mobileTarget(countryCode, mobileNumber),
    now,
  };
  return sendCode({ store }, sending, OTP_MESSAGES.mobileSent(countryCode, mobileNumber));
}

/**
 * send-otp: LOGIN sends the sign-in code otpLogin redeems, to a number a seeker holds (the rule
 * is account recovery's, the one otpLogin reads); REGISTRATION sends to a number registration
 * would take (the rule is registration's).
 */
export function sendSignInOtp(
  store: Store,
  site: SiteCatalogue,
  request: MobileNumber & { purpose: Schemas['SendOtpRequest']['purpose'] },
  now: Date,
): Schemas['OtpSent'] {
  const { countryCode, mobileNumber, purpose } = request;
  if (purpose === 'LOGIN') {
    return sendRecoveryCode({ store }, recoveryTarget({ store }, site, request), now);
  }
  checkMobileNumber(site, countryCode, mobileNumber);
  if (mobileRegistered(store.state, countryCode, mobileNumber)) {
    throw conflict(OTP_MESSAGES.mobileRegistered, 'MOBILE_REGISTERED');
  }
  const sending = {
    accountId: null,
    channel: 'mobile' as const,
    target: mobileTarget(countryCode, mobileNumber),
    now,
  };
  return sendCode({ store }, sending, OTP_MESSAGES.mobileSent(countryCode, mobileNumber));
}

/** The seeker's unverified email, or 404 (not on the profile) or 409 (verified already). */
export function unverifiedEmail(account: Account, email: string): Schemas['EmailEntry'] {
  const entry = emailEntry(account, email);
  if (!entry) throw notFound(OTP_MESSAGES.emailNotOnProfile);
  if (entry.status === 1) throw conflict(OTP_MESSAGES.emailAlreadyVerified, 'EMAIL_VERIFIED');
  return entry;
}

/** verifyEmailOtp: the code sent to the profile's unverified email checked, and the email verified. */
export function verifyEmailCode(
  store: Store,
  account: Account,
  input: { email: string; otp: string },
  now: Date,
): Schemas['EmailEntry'] & { status: 1 } {
  // What getEmailOtp refuses, verifying refuses too: an email not on the profile, or verified.
  const entry = unverifiedEmail(account, input.email);
  const target = emailTarget(entry.email);
  checkCode(store.state, { accountId: account.id, channel: 'email', target }, input.otp, now);
  store.transact((tx) => {
    consumeCodes(tx, 'email', target);
    updateAccountIn(tx, account, (draft) => {
      const stored = emailEntry(draft, input.email);
      if (stored) stored.status = 1;
    });
  });
  return { email: entry.email, status: 1 };
}
