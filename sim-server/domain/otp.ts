// One-time passwords and email verification links. The simulator sends nothing: every code it
// "sends" is DEV_OTP (fixtures/accounts.ts), and an email link is a path on the simulator that
// QA opens by hand. Codes live in the store's `otps`; the resend wait and the daily limit are
// kept in `counters` (`otp:{channel}:{target}`, updatedAt = the last send).
import { INDIA } from '../../openapi/vocabulary/sites';
import { isSeekerMobile } from '../../openapi/vocabulary/validation';
import { randomUUID } from 'node:crypto';
import type { Schemas } from '../../openapi/client';
import { DEV_OTP } from '../../fixtures/accounts';
import { INVALID_MOBILE_MESSAGE } from '../../openapi/vocabulary/messages';
import type { SiteCatalogue } from '../catalogue/types';
import { conflict, failure, ruleBroken, unprocessable } from './errors';
import type { Account, OtpRecord, StoreState } from '../store/state';
import type { Store } from '../store/store';
import type { Transaction } from '../store/transaction';
import { updateAccountIn } from './accounts';
import { recordById } from '../store/record-index';

export const OTP_LENGTH = DEV_OTP.length;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_RESEND_AFTER_SECONDS = 30;
/** Codes (or links) one number or email may be sent per UTC day (designed). */
export const OTP_DAILY_LIMIT = 10;
export const EMAIL_LINK_TTL_SECONDS = 24 * 60 * 60;
/** Where an emailed verification link points; the token follows (`{path}/{token}`). */
export const EMAIL_LINK_PATH = '/sim-assets/verify-email';
const LINK_PREFIX = 'link:';
const SECOND_MS = 1000;

export const OTP_MESSAGES = {
  mobileSent: (isd: string, number: string) =>
    `OTP sent to +${isd} ${number}. (Simulator: the OTP is always ${DEV_OTP}.)`,
  emailSent: (email: string) => `OTP sent to ${email}. (Simulator: the OTP is always ${DEV_OTP}.)`,
  linkSent: (email: string, link: string) =>
    `A verification link has been sent to ${email}. (Simulator: open ${link} to verify.)`,
  tooSoon: 'Please wait before requesting another OTP.',
  dailyLimit: 'Too many OTPs were requested today. Please try again tomorrow.',
  invalidOtp: 'Invalid OTP. Please try again.',
  expiredOtp: 'This OTP has expired. Please request a new one.',
  mobileVerified: 'Mobile number verified successfully.',
  emailVerified: 'Email verified successfully.',
  mobileAlreadyVerified: 'This mobile number is already verified.',
  mobileTaken: 'This mobile number is registered with another account.',
  mobileNotRegistered: 'No account is registered with this mobile number.',
  mobileRegistered: 'An account with this mobile number already exists.',
  emailNotOnProfile: 'This email is not on your profile.',
  emailAlreadyVerified: 'This email is already verified.',
  invalidNumber: INVALID_MOBILE_MESSAGE,
  dialCode: (codes: string[]) => `must be one of this site's dial codes (${codes.join(', ')})`,
} as const;

export type OtpChannel = OtpRecord['channel'];

export function mobileTarget(countryCode: string, mobileNumber: string): string {
  return `${countryCode}-${mobileNumber}`;
}

export function emailTarget(email: string): string {
  return email.trim().toLowerCase();
}

/** Spec section 5: the site's dial codes only, and a seeker's mobile by the site's rule. */
export function checkMobileNumber(
  site: SiteCatalogue,
  countryCode: string,
  mobileNumber: string,
): void {
  const codes = site.site.dialCodes;
  if (!codes.includes(countryCode))
    throw ruleBroken('countryCode', OTP_MESSAGES.dialCode(codes), 'DIAL_CODE_NOT_OF_SITE');
  if (!isSeekerMobile(site.site.countryCode === INDIA, countryCode, mobileNumber)) {
    throw ruleBroken('mobileNumber', OTP_MESSAGES.invalidNumber, 'MOBILE_NUMBER_INVALID');
  }
}

/** Accounts other than `except` that hold the number, verified or not. */
export function holdersOf(
  state: StoreState,
  countryCode: string,
  mobileNumber: string,
  except?: string,
): Account[] {
  return state.accounts.filter(
    (a) =>
      a.id !== except &&
      a.mobileNumbers.some((m) => m.countryCode === countryCode && m.mobileNumber === mobileNumber),
  );
}

export function emailEntry(account: Account, email: string): Schemas['EmailEntry'] | undefined {
  const wanted = emailTarget(email);
  return account.emails.find((e) => e.email.toLowerCase() === wanted);
}

function counterId(channel: OtpChannel, target: string): string {
  return `otp:${channel}:${target}`;
}

const utcDay = (iso: string) => iso.slice(0, 10);

/** Throws 429 when the target was sent something too recently, or too often today. */
export function assertCanSend(
  state: StoreState,
  channel: OtpChannel,
  target: string,
  now: Date,
): void {
  const counter = state.counters.find((c) => c.id === counterId(channel, target));
  if (!counter) return;
  const sinceMs = now.getTime() - new Date(counter.updatedAt).getTime();
  if (sinceMs < OTP_RESEND_AFTER_SECONDS * SECOND_MS) {
    throw failure(429, OTP_MESSAGES.tooSoon, 'OTP_RATE_LIMITED');
  }
  if (utcDay(counter.updatedAt) === utcDay(now.toISOString()) && counter.count >= OTP_DAILY_LIMIT) {
    throw failure(429, OTP_MESSAGES.dailyLimit, 'OTP_DAILY_LIMIT');
  }
}

interface Sending {
  accountId: string | null;
  channel: OtpChannel;
  target: string;
  now: Date;
}

const isLink = (record: OtpRecord) => record.code.startsWith(LINK_PREFIX);

/** Stores a code (or a link token), replacing the earlier one of its kind. */
function recordSent(tx: Transaction, sending: Sending, code: string, ttlSeconds: number): void {
  const { accountId, channel, target, now } = sending;
  const nowIso = now.toISOString();
  const link = code.startsWith(LINK_PREFIX);
  tx.removeWhere(
    'otps',
    (o) =>
      o.expiresAt <= nowIso ||
      (o.accountId === accountId &&
        o.channel === channel &&
        o.target === target &&
        isLink(o) === link),
  );
  tx.insert('otps', {
    id: `otp-${randomUUID()}`,
    accountId,
    channel,
    target,
    code,
    expiresAt: new Date(now.getTime() + ttlSeconds * SECOND_MS).toISOString(),
  });
  const id = counterId(channel, target);
  const counter = tx.state.counters.find((c) => c.id === id);
  const sameDay = counter !== undefined && utcDay(counter.updatedAt) === utcDay(nowIso);
  tx.put('counters', { id, count: sameDay ? counter.count + 1 : 1, updatedAt: nowIso });
}

/** Sends DEV_OTP to the target (after the resend checks) and answers the OtpSent body. */
export function sendCode(
  { store }: { store: Store },
  sending: Sending,
  message: string,
): Schemas['OtpSent'] {
  assertCanSend(store.state, sending.channel, sending.target, sending.now);
  store.transact((tx) => recordSent(tx, sending, DEV_OTP, OTP_TTL_SECONDS));
  return {
    success: true,
    message,
    otpLength: OTP_LENGTH,
    expiresInSeconds: OTP_TTL_SECONDS,
    resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
  };
}

/** Sends an email verification link and answers its path. */
export function sendEmailLink({ store }: { store: Store }, sending: Sending): string {
  assertCanSend(store.state, sending.channel, sending.target, sending.now);
  const token = randomUUID();
  store.transact((tx) => recordSent(tx, sending, `${LINK_PREFIX}${token}`, EMAIL_LINK_TTL_SECONDS));
  return `${EMAIL_LINK_PATH}/${token}`;
}

/**
 * The code record that `otp` matches, or a 422: never sent, wrong, or expired. Reads only; the
 * caller consumes the record with `consumeCodes` in its update.
 */
export function checkCode(
  state: StoreState,
  key: { accountId: string | null; channel: OtpChannel; target: string },
  otp: string,
  now: Date,
): OtpRecord {
  const sent = state.otps.filter(
    (o) =>
      o.accountId === key.accountId &&
      o.channel === key.channel &&
      o.target === key.target &&
      !isLink(o),
  );
  const match = sent.find((o) => o.code === otp);
  if (!match) throw unprocessable(OTP_MESSAGES.invalidOtp, 'OTP_INVALID');
  if (match.expiresAt <= now.toISOString())
    throw unprocessable(OTP_MESSAGES.expiredOtp, 'OTP_EXPIRED');
  return match;
}

/** Removes the codes (not links) sent to the target. */
export function consumeCodes(tx: Transaction, channel: OtpChannel, target: string): void {
  tx.removeWhere('otps', (o) => o.channel === channel && o.target === target && !isLink(o));
}

/**
 * The number getMobileOtp sends a code to, and verifying takes: not verified on the seeker's
 * profile already (409 MOBILE_VERIFIED), held by no other account (409 MOBILE_TAKEN).
 */
export function refuseNumberToVerify(
  state: StoreState,
  account: Account,
  countryCode: string,
  mobileNumber: string,
): void {
  const own = account.mobileNumbers.find(
    (m) => m.countryCode === countryCode && m.mobileNumber === mobileNumber,
  );
  if (own?.status === 1) throw conflict(OTP_MESSAGES.mobileAlreadyVerified, 'MOBILE_VERIFIED');
  if (holdersOf(state, countryCode, mobileNumber, account.id).length > 0) {
    throw conflict(OTP_MESSAGES.mobileTaken, 'MOBILE_TAKEN');
  }
}

export interface MobileCode {
  countryCode: string;
  mobileNumber: string;
  otp: string;
}

/**
 * Checks a code getMobileOtp sent to the seeker and marks the number verified, adding it to the
 * profile when it is not there yet; refuses what getMobileOtp refuses (`refuseNumberToVerify`).
 * Shared by verifyMobileOtp and the MOBILE_OTP seeker card.
 */
export function verifyMobile(
  { store }: { store: Store },
  account: Account,
  input: MobileCode,
  now: Date,
): Schemas['MobileEntry'] {
  const { countryCode, mobileNumber, otp } = input;
  const target = mobileTarget(countryCode, mobileNumber);
  const state = store.state;
  checkCode(state, { accountId: account.id, channel: 'mobile', target }, otp, now);
  refuseNumberToVerify(state, account, countryCode, mobileNumber);
  const entry = { countryCode, mobileNumber, status: 1 as const };
  store.transact((tx) => {
    consumeCodes(tx, 'mobile', target);
    updateAccountIn(tx, account, (draft) => {
      const existing = draft.mobileNumbers.find(
        (m) => m.countryCode === countryCode && m.mobileNumber === mobileNumber,
      );
      if (existing) existing.status = 1;
      else draft.mobileNumbers.push({ ...entry });
    });
  });
  return entry;
}

export type EmailLinkOutcome = 'verified' | 'expired' | 'unknown';

/**
 * Opens an emailed verification link: marks the email verified on the account it was sent for.
 * For the route that serves EMAIL_LINK_PATH (mounted by the server, outside the contract).
 */
export function openEmailLink(
  { store }: { store: Store },
  token: string,
  now: Date,
): EmailLinkOutcome {
  const code = `${LINK_PREFIX}${token}`;
  const record = store.state.otps.find((o) => o.channel === 'email' && o.code === code);
  if (!record) return 'unknown';
  if (record.expiresAt <= now.toISOString()) return 'expired';
  const account =
    record.accountId === null ? undefined : recordById(store.state.accounts, record.accountId);
  const verifiable = account !== undefined && emailEntry(account, record.target) !== undefined;
  store.transact((tx) => {
    tx.remove('otps', record.id);
    if (account && verifiable) {
      updateAccountIn(tx, account, (draft) => {
        const entry = emailEntry(draft, record.target);
        if (entry) entry.status = 1;
      });
    }
  });
  return verifiable ? 'verified' : 'unknown';
}
