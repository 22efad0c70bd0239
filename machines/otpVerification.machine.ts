// Verifying an email or a mobile number with a one-time code: spec sections 4 and 7 (getMobileOtp,
// getMobileOtpV2, verifyMobileOtp, getEmailOtp, verifyEmailOtp; their payloads are designed).
//
// A code is asked for (the page asks at once for a mobile number; an email waits for Send code, so
// that a link may be chosen instead); the answer says
// how many digits it has, how long it lasts and how long Resend waits. The code is checked only
// when it has that many digits; a wrong one says why and may be typed again. Resend unlocks after
// its wait; once the code expires, submitting says so until a new one is asked for. A verified
// contact ends the flow (the page then shows the tick). Timer expiries are plain events.
import { assertEvent, assign, setup } from 'xstate';
import { OTP_MESSAGES } from '../openapi/vocabulary/profile-messages';
import { missingActor } from './lib/implementations';
import { after, timerLogic } from './lib/timer';

export type OtpVerificationEvent =
  /** Send code or Resend code was pressed. */
  | { type: 'otp.send' }
  /** sendCode: the code went out. */
  | {
      type: 'otp.sent';
      message: string;
      otpLength: number;
      expiresInSeconds: number;
      resendAfterSeconds: number;
    }
  /** sendCode: refused or failed, with the message to show. */
  | { type: 'otp.sendFailed'; message: string }
  | { type: 'otp.input'; value: string }
  | { type: 'otp.submit' }
  /** verifyCode: the contact is verified. */
  | { type: 'otp.verified' }
  /** verifyCode: a wrong or expired code, or a failed call, with the message to show. */
  | { type: 'otp.rejected'; message: string }
  /** Timers: Resend may be offered again; the code stopped working. */
  | { type: 'otp.resendDue' }
  | { type: 'otp.expired' };

export interface OtpVerificationContext {
  code: string;
  otpLength: number;
  expiresInMs: number;
  resendAfterMs: number;
  /** What the last answer said (the code was sent, a link was sent…). */
  info: string;
  /** Why the last step failed; cleared by the next one. */
  error: string;
}

const ID = 'otpVerification';
const SECOND_MS = 1000;

export const otpVerificationMachine = setup({
  types: {
    context: {} as OtpVerificationContext,
    events: {} as OtpVerificationEvent,
  },
  actors: {
    /** Asks for a code: otp.sent or otp.sendFailed. */
    sendCode: missingActor(ID, 'sendCode'),
    /** Checks the code: otp.verified or otp.rejected. */
    verifyCode: missingActor<{ code: string }>(ID, 'verifyCode'),
    timer: timerLogic,
  },
  actions: {
    keepSent: assign(({ event }) => {
      assertEvent(event, 'otp.sent');
      return {
        info: event.message,
        otpLength: event.otpLength,
        expiresInMs: event.expiresInSeconds * SECOND_MS,
        resendAfterMs: event.resendAfterSeconds * SECOND_MS,
        code: '',
        error: '',
      };
    }),
    keepSendFailure: assign(({ event }) => {
      assertEvent(event, 'otp.sendFailed');
      return { error: event.message };
    }),
    keepDigits: assign(({ event }) => {
      assertEvent(event, 'otp.input');
      return { code: event.value.replace(/\D/g, '').slice(0, 6) };
    }),
    keepRejection: assign(({ event }) => {
      assertEvent(event, 'otp.rejected');
      return { error: event.message };
    }),
    sayCodeLength: assign(({ context }) => ({ error: OTP_MESSAGES.code(context.otpLength) })),
    sayExpired: assign({ error: OTP_MESSAGES.expired }),
    clearError: assign({ error: '' }),
  },
  guards: {
    isCodeComplete: ({ context }) =>
      context.code.length === context.otpLength && /^\d+$/.test(context.code),
  },
}).createMachine({
  id: ID,
  context: {
    code: '',
    otpLength: 0,
    expiresInMs: 0,
    resendAfterMs: 0,
    info: '',
    error: '',
  },
  initial: 'idle',
  states: {
    /** Nothing sent yet: Send code (the page sends it at once for a mobile number). */
    idle: {
      on: { 'otp.send': 'sending' },
    },
    sending: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: { src: 'sendCode' },
      on: {
        'otp.sent': { target: 'codeSent', actions: 'keepSent' },
        'otp.sendFailed': { target: 'idle', actions: 'keepSendFailure' },
      },
    },
    codeSent: {
      type: 'parallel',
      invoke: {
        src: 'timer',
        input: ({ context }) => after(context.expiresInMs, { type: 'otp.expired' }),
      },
      states: {
        code: {
          initial: 'entering',
          states: {
            entering: {
              on: {
                'otp.input': { actions: 'keepDigits' },
                'otp.submit': [
                  { guard: 'isCodeComplete', target: 'checking', actions: 'clearError' },
                  { actions: 'sayCodeLength' },
                ],
                'otp.expired': 'expired',
              },
            },
            checking: {
              tags: ['busy'],
              invoke: { src: 'verifyCode', input: ({ context }) => ({ code: context.code }) },
              on: {
                'otp.verified': '#otpVerification.verified',
                'otp.rejected': { target: 'entering', actions: 'keepRejection' },
              },
            },
            /** The code no longer works: a new one must be asked for. */
            expired: {
              on: {
                'otp.input': { actions: 'keepDigits' },
                'otp.submit': { actions: 'sayExpired' },
              },
            },
          },
        },
        resend: {
          initial: 'locked',
          states: {
            locked: {
              invoke: {
                src: 'timer',
                input: ({ context }) => after(context.resendAfterMs, { type: 'otp.resendDue' }),
              },
              on: { 'otp.resendDue': 'ready' },
            },
            ready: {
              // A new code replaces the old one, whatever the answer.
              on: { 'otp.send': '#otpVerification.sending' },
            },
          },
        },
      },
    },
    verified: { type: 'final' },
  },
});
