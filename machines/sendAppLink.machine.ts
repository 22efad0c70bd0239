// Send app link (the download-app form): spec sections 4, 5, 8 and 9.
//
// Only digits can be typed. The India site needs the mobile pattern, other sites 6 to 10 digits;
// the error shows on submit and clears on the next key. Each submit resets and executes the
// captcha, then makes one call at a time with a loader (tag `busy`): 200 shows responseMessage,
// 422 and 401 show errorMessage, anything else the generic message; every toast lasts 10 s.
import { assertEvent, assign, setup } from 'xstate';
import type { CountryCode } from '../openapi/client';
import { SEND_LINK_REFUSED_STATUSES, SEND_LINK_SENT_STATUS } from '../openapi/vocabulary/calls';
import { SEND_LINK_FAILED_MESSAGE } from '../openapi/vocabulary/messages';
import { INDIA } from '../openapi/vocabulary/sites';
import { isSendLinkNumber } from '../openapi/vocabulary/validation';
import type { ToastRequest } from './lib/effects';
import { missingAction, missingActor } from './lib/implementations';

export interface SendAppLinkInput {
  countryCode: CountryCode;
  /** The dial code chosen first: the site's first (e.g. '91'). */
  isdCode: string;
  /**
   * The dial codes the site offers (its properties' dialCodes). With one, the field is read-only
   * (section 5); the Gulf site offers six and the seeker picks one (issue 27: a Saudi number is
   * sent with +966). Left out, only isdCode is offered.
   */
  dialCodes?: readonly string[];
}

/** The send-link payload (section 3). */
export interface SendLinkRequest {
  isdCode: string;
  mobileNumber: string;
  sitePropsCountryCode: CountryCode;
  gRecaptchaResponse: string;
}

export type SendAppLinkEvent =
  /** The number field changed (a key was pressed). */
  | { type: 'link.input'; value: string }
  /** Another of the site's dial codes was picked. */
  | { type: 'link.dialCode'; value: string }
  | { type: 'link.submit' }
  /** executeCaptcha: the captcha token, or a failure. */
  | { type: 'captcha.solved'; token: string }
  | { type: 'captcha.failed' }
  /** sendLink: the call's status and body. */
  | { type: 'link.answered'; status: number; responseMessage?: string; errorMessage?: string }
  /** sendLink: no answer (network error, timeout). */
  | { type: 'link.failed' };

export interface SendAppLinkContext extends SendAppLinkInput {
  mobileNumber: string;
  captchaToken: string;
}

const ID = 'sendAppLink';

const failureToast = (message: string): ToastRequest => ({
  message,
  tone: 'failure',
  kind: 'sendLink',
});

export const sendAppLinkMachine = setup({
  types: {
    context: {} as SendAppLinkContext,
    events: {} as SendAppLinkEvent,
    input: {} as SendAppLinkInput,
  },
  actors: {
    /** Executes the (already reset) captcha: captcha.solved or captcha.failed. */
    executeCaptcha: missingActor(ID, 'executeCaptcha'),
    /** POST download-app-link: link.answered or link.failed. */
    sendLink: missingActor<SendLinkRequest>(ID, 'sendLink'),
  },
  actions: {
    resetCaptcha: missingAction(ID, 'resetCaptcha'),
    showToast: missingAction<ToastRequest>(ID, 'showToast'),
    keepDigits: assign(({ event }) => {
      assertEvent(event, 'link.input');
      return { mobileNumber: event.value.replace(/\D/g, '') };
    }),
    keepToken: assign(({ event }) => {
      assertEvent(event, 'captcha.solved');
      return { captchaToken: event.token };
    }),
    keepDialCode: assign(({ event }) => {
      assertEvent(event, 'link.dialCode');
      return { isdCode: event.value };
    }),
    // A captcha token is good for one call.
    dropToken: assign({ captchaToken: '' }),
  },
  guards: {
    isOfferedDialCode: ({ context, event }) =>
      event.type === 'link.dialCode' && (context.dialCodes ?? []).includes(event.value),
    isMobileNumberValid: ({ context }) =>
      isSendLinkNumber(context.countryCode === INDIA, context.mobileNumber, context.isdCode),
    isSent: ({ event }) =>
      event.type === 'link.answered' &&
      event.status === SEND_LINK_SENT_STATUS &&
      Boolean(event.responseMessage),
    isRefused: ({ event }) =>
      event.type === 'link.answered' &&
      SEND_LINK_REFUSED_STATUSES.includes(event.status) &&
      Boolean(event.errorMessage),
  },
}).createMachine({
  id: ID,
  context: ({ input }) => ({ ...input, mobileNumber: '', captchaToken: '' }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'link.input': { actions: 'keepDigits' },
        'link.dialCode': { guard: 'isOfferedDialCode', actions: 'keepDialCode' },
        'link.submit': [
          { guard: 'isMobileNumberValid', target: 'verifying' },
          { target: 'invalid' },
        ],
      },
    },
    /** The number error (INVALID_MOBILE_MESSAGE) is shown until the next key. */
    invalid: {
      on: {
        'link.input': { target: 'editing', actions: 'keepDigits' },
        'link.dialCode': { guard: 'isOfferedDialCode', actions: 'keepDialCode' },
      },
    },
    verifying: {
      tags: ['busy'],
      entry: 'resetCaptcha',
      invoke: { src: 'executeCaptcha' },
      on: {
        'captcha.solved': { target: 'sending', actions: 'keepToken' },
        'captcha.failed': {
          target: 'editing',
          actions: { type: 'showToast', params: failureToast(SEND_LINK_FAILED_MESSAGE) },
        },
      },
    },
    sending: {
      tags: ['busy'],
      exit: 'dropToken',
      invoke: {
        src: 'sendLink',
        input: ({ context }) => ({
          isdCode: context.isdCode,
          mobileNumber: context.mobileNumber,
          sitePropsCountryCode: context.countryCode,
          gRecaptchaResponse: context.captchaToken,
        }),
      },
      on: {
        'link.answered': [
          {
            guard: 'isSent',
            target: 'editing',
            actions: {
              type: 'showToast',
              params: ({ event }) => ({
                message: event.responseMessage ?? '',
                tone: 'success',
                kind: 'sendLink',
              }),
            },
          },
          {
            guard: 'isRefused',
            target: 'editing',
            actions: {
              type: 'showToast',
              params: ({ event }) => failureToast(event.errorMessage ?? ''),
            },
          },
          {
            target: 'editing',
            actions: { type: 'showToast', params: failureToast(SEND_LINK_FAILED_MESSAGE) },
          },
        ],
        'link.failed': {
          target: 'editing',
          actions: { type: 'showToast', params: failureToast(SEND_LINK_FAILED_MESSAGE) },
        },
      },
    },
  },
});
