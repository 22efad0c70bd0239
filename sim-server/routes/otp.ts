// One-time passwords for mobile numbers and emails, and the sign-in/registration send-otp calls.
// Every code is DEV_OTP; the v2 calls accept any captcha token but REJECTED_CAPTCHA_TOKEN.
import type { Schemas } from '../../openapi/client';
import type { SimContext } from '../context';
import { CAPTCHA_MESSAGE, captchaPasses } from '../domain/captcha';
import {
  EMAIL_LINK_TTL_SECONDS,
  OTP_MESSAGES,
  checkCode,
  checkMobileNumber,
  consumeCodes,
  emailEntry,
  emailTarget,
  holdersOf,
  mobileTarget,
  sendCode,
  sendEmailLink,
  verifyMobile,
} from '../domain/otp';
import { conflict, notFound, unprocessable } from '../domain/errors';
import { ok, type Handlers } from '../api/operation';
import type { Account } from '../store/state';
import { updateAccountIn } from '../domain/accounts';

type MobileRequest = Schemas['MobileOtpRequest'];
type SendOtpRequest = Schemas['SendOtpRequest'];

// Long by design: one table of the OTP operations, one short handler per operation (the longest,
// verifyEmailOtp at 18 lines) sharing this context; the rules they apply live in
// sim-server/domain/.
// eslint-disable-next-line max-lines-per-function -- one table of short handlers, one per operation (reason above)
export function otpHandlers(context: SimContext): Handlers {
  const { store } = context;

  function requireCaptcha(token: string): void {
    if (!captchaPasses(token)) throw unprocessable(CAPTCHA_MESSAGE, 'CAPTCHA_FAILED');
  }

  /** getMobileOtp: the seeker's own unverified number, or a number nobody holds. */
  function sendMobileOtp(account: Account, body: MobileRequest, now: Date) {
    const { countryCode, mobileNumber } = body;
    const own = account.mobileNumbers.find(
      (m) => m.countryCode === countryCode && m.mobileNumber === mobileNumber,
    );
    if (own?.status === 1) throw conflict(OTP_MESSAGES.mobileAlreadyVerified, 'MOBILE_VERIFIED');
    if (holdersOf(store.state, countryCode, mobileNumber, account.id).length > 0) {
      throw conflict(OTP_MESSAGES.mobileTaken, 'MOBILE_TAKEN');
    }
    const sending = {
      accountId: account.id,
      channel: 'mobile' as const,
      target: mobileTarget(countryCode, mobileNumber),
      now,
    };
    return ok(sendCode(context, sending, OTP_MESSAGES.mobileSent(countryCode, mobileNumber)));
  }

  /** send-otp: LOGIN needs a seeker holding the number, REGISTRATION a number nobody holds. */
  function sendSignInOtp(body: SendOtpRequest, now: Date) {
    const { countryCode, mobileNumber, purpose } = body;
    const holders = holdersOf(store.state, countryCode, mobileNumber);
    const seeker = holders.find((a) => a.userType === 'SEEKER');
    if (purpose === 'LOGIN' && !seeker) throw notFound(OTP_MESSAGES.mobileNotRegistered);
    if (purpose === 'REGISTRATION' && holders.length > 0) {
      throw conflict(OTP_MESSAGES.mobileRegistered, 'MOBILE_REGISTERED');
    }
    const sending = {
      accountId: purpose === 'LOGIN' && seeker ? seeker.id : null,
      channel: 'mobile' as const,
      target: mobileTarget(countryCode, mobileNumber),
      now,
    };
    return ok(sendCode(context, sending, OTP_MESSAGES.mobileSent(countryCode, mobileNumber)));
  }

  /** The seeker's unverified email, or 404/409. */
  function unverifiedEmail(account: Account, email: string): Schemas['EmailEntry'] {
    const entry = emailEntry(account, email);
    if (!entry) throw notFound(OTP_MESSAGES.emailNotOnProfile);
    if (entry.status === 1) throw conflict(OTP_MESSAGES.emailAlreadyVerified, 'EMAIL_VERIFIED');
    return entry;
  }

  return {
    getMobileOtp: ({ body, site, account, now }) => {
      checkMobileNumber(site, body.countryCode, body.mobileNumber);
      return sendMobileOtp(account, body, now);
    },

    getMobileOtpV2: ({ body, site, account, now }) => {
      requireCaptcha(body.gRecaptchaResponse);
      checkMobileNumber(site, body.countryCode, body.mobileNumber);
      return sendMobileOtp(account, body, now);
    },

    verifyMobileOtp: ({ body, site, account, now }) => {
      checkMobileNumber(site, body.countryCode, body.mobileNumber);
      const verifiedMobile = verifyMobile(context, account, body, now);
      return ok({ success: true as const, message: OTP_MESSAGES.mobileVerified, verifiedMobile });
    },

    verifyEmailWithLink: ({ body, account, now }) => {
      const entry = unverifiedEmail(account, body.email);
      const target = emailTarget(entry.email);
      const link = sendEmailLink(context, { accountId: account.id, channel: 'email', target, now });
      return ok({
        success: true as const,
        message: OTP_MESSAGES.linkSent(entry.email, link),
        linkExpiresInSeconds: EMAIL_LINK_TTL_SECONDS,
      });
    },

    getEmailOtp: ({ body, account, now }) => {
      const entry = unverifiedEmail(account, body.email);
      const target = emailTarget(entry.email);
      const sending = { accountId: account.id, channel: 'email' as const, target, now };
      return ok(sendCode(context, sending, OTP_MESSAGES.emailSent(entry.email)));
    },

    verifyEmailOtp: ({ body, account, now }) => {
      const entry = emailEntry(account, body.email);
      if (!entry) throw notFound(OTP_MESSAGES.emailNotOnProfile);
      const target = emailTarget(entry.email);
      checkCode(store.state, { accountId: account.id, channel: 'email', target }, body.otp, now);
      store.transact((tx) => {
        consumeCodes(tx, 'email', target);
        updateAccountIn(tx, account, (draft) => {
          const stored = emailEntry(draft, body.email);
          if (stored) stored.status = 1;
        });
      });
      return ok({
        success: true as const,
        message: OTP_MESSAGES.emailVerified,
        verifiedEmail: { email: entry.email, status: 1 as const },
      });
    },

    sendOtp: ({ body, site, now }) => {
      checkMobileNumber(site, body.countryCode, body.mobileNumber);
      return sendSignInOtp(body, now);
    },

    sendOtpV2: ({ body, site, now }) => {
      requireCaptcha(body.gRecaptchaResponse);
      checkMobileNumber(site, body.countryCode, body.mobileNumber);
      return sendSignInOtp(body, now);
    },
  };
}
