// One-tap login with the social (Google) sign-in script: spec sections 4, 8 and 9.
//
// The page reports what it knows on load (`page.loaded`); the machine then loads the script,
// initialises it 100 ms later (retrying up to 10 times), shows the prompt, validates the
// credential and acts on the validation status. The redirect cookie is set when login starts
// (a credential arrives) and cleared when login fails.
import { assertEvent, assign, setup } from 'xstate';
import { LOGIN_SUCCESS_STATUS, SOCIAL_VALIDATION } from '../openapi/vocabulary/calls';
import { COOKIE } from '../openapi/vocabulary/cookies';
import {
  LOGIN_FAILED_MESSAGE,
  SOCIAL_DELINKED_MESSAGE,
  SOCIAL_GENERIC_FAILURE_MESSAGE,
  SOCIAL_LINKED_TO_OTHER_USER_MESSAGE,
} from '../openapi/vocabulary/messages';
import { ROUTE } from '../openapi/vocabulary/routes';
import { ONE_TAP_INIT_DELAY_MS, ONE_TAP_INIT_MAX_RETRIES } from '../openapi/vocabulary/timing';
import type { CookieRemoval, CookieWrite, Navigation, ToastRequest } from './lib/effects';
import { missingAction, missingActor } from './lib/implementations';
import { after, timerLogic } from './lib/timer';

/** What the page knows when it loads. */
export interface OneTapPage {
  /** The current path and query, e.g. `/search/results?query=java`. */
  url: string;
  pathname: string;
  /** The MSSOCLIENT session cookie is present. */
  signedIn: boolean;
  /** The MOTS_REDIRECT cookie's value, if any. */
  storedRedirectUrl?: string;
  /** Site flag: one-tap is switched off for this site. */
  oneTapDisabled: boolean;
  /** Site flag: registration opens in the app's popup rather than on its page. */
  registrationPopup: boolean;
}

export interface SocialValidationInput {
  credential: string;
}
export interface RioLoginInput {
  credential: string;
}

export type OneTapLoginEvent =
  | ({ type: 'page.loaded' } & OneTapPage)
  /** loadSocialScript: the script could not be loaded. */
  | { type: 'script.failed' }
  /** The init delay is up. */
  | { type: 'sdk.initDue' }
  /** initSocialSdk: the SDK is initialised and the prompt is shown. */
  | { type: 'sdk.ready' }
  /** initSocialSdk: the SDK is not there yet. */
  | { type: 'sdk.unavailable' }
  /** The prompt's callback: the user picked an account. */
  | { type: 'social.credential'; credential: string }
  /** The prompt was dismissed or skipped. */
  | { type: 'social.dismissed' }
  /** validateSocial: validationStatus as the backend sent it (unknown values are "other"). */
  | { type: 'social.validated'; status: string }
  /** validateSocial: the call failed. */
  | { type: 'social.failed' }
  /** rioLogin answered. */
  | { type: 'login.answered'; status: number; redirectUrl?: string }
  /** rioLogin failed. */
  | { type: 'login.failed' };

export interface OneTapLoginContext {
  returnUrl: string;
  registrationPopup: boolean;
  credential: string;
  initRetries: number;
}

const ID = 'oneTapLogin';

export const oneTapLoginMachine = setup({
  types: {
    context: {} as OneTapLoginContext,
    events: {} as OneTapLoginEvent,
  },
  actors: {
    /** Injects the social sign-in script; reports `script.failed` if it cannot load. */
    loadSocialScript: missingActor(ID, 'loadSocialScript'),
    /** Waits ONE_TAP_INIT_DELAY_MS, then reports `sdk.initDue`. */
    initTimer: timerLogic,
    /** Initialises the SDK and shows the prompt: `sdk.ready` or `sdk.unavailable`. */
    initSocialSdk: missingActor(ID, 'initSocialSdk'),
    /** Listens to the prompt: `social.credential` or `social.dismissed`. */
    oneTapPrompt: missingActor(ID, 'oneTapPrompt'),
    /** POST social-validate: `social.validated` or `social.failed`. */
    validateSocial: missingActor<SocialValidationInput>(ID, 'validateSocial'),
    /** POST rio login (form-encoded): `login.answered` or `login.failed`. */
    rioLogin: missingActor<RioLoginInput>(ID, 'rioLogin'),
  },
  actions: {
    setCookie: missingAction<CookieWrite>(ID, 'setCookie'),
    removeCookie: missingAction<CookieRemoval>(ID, 'removeCookie'),
    navigate: missingAction<Navigation>(ID, 'navigate'),
    showToast: missingAction<ToastRequest>(ID, 'showToast'),
    openRegistrationPopup: missingAction(ID, 'openRegistrationPopup'),
    rememberPage: assign(({ event }) => {
      assertEvent(event, 'page.loaded');
      return { returnUrl: event.url, registrationPopup: event.registrationPopup };
    }),
    countInitRetry: assign({ initRetries: ({ context }) => context.initRetries + 1 }),
    resetInitRetries: assign({ initRetries: 0 }),
    rememberCredential: assign(({ event }) => {
      assertEvent(event, 'social.credential');
      return { credential: event.credential };
    }),
    forgetCredential: assign({ credential: '' }),
  },
  guards: {
    isSocialCallbackPage: ({ event }) =>
      event.type === 'page.loaded' && event.pathname === ROUTE.socialCallback,
    hasPendingReturn: ({ event }) =>
      event.type === 'page.loaded' &&
      event.signedIn &&
      event.storedRedirectUrl !== undefined &&
      event.storedRedirectUrl !== '' &&
      event.storedRedirectUrl !== event.url,
    isSignedIn: ({ event }) => event.type === 'page.loaded' && event.signedIn,
    isOneTapDisabled: ({ event }) => event.type === 'page.loaded' && event.oneTapDisabled,
    canRetryInit: ({ context }) => context.initRetries < ONE_TAP_INIT_MAX_RETRIES,
    isUserExists: ({ event }) =>
      event.type === 'social.validated' && event.status === SOCIAL_VALIDATION.userExists,
    isUserNotExistsWithPopup: ({ context, event }) =>
      event.type === 'social.validated' &&
      event.status === SOCIAL_VALIDATION.userNotExists &&
      context.registrationPopup,
    isUserNotExists: ({ event }) =>
      event.type === 'social.validated' && event.status === SOCIAL_VALIDATION.userNotExists,
    isLinkedToOtherUser: ({ event }) =>
      event.type === 'social.validated' && event.status === SOCIAL_VALIDATION.linkedToOtherUser,
    isDelinked: ({ event }) =>
      event.type === 'social.validated' && event.status === SOCIAL_VALIDATION.delinked,
    isLoginRedirect: ({ event }) =>
      event.type === 'login.answered' &&
      event.status === LOGIN_SUCCESS_STATUS &&
      event.redirectUrl !== undefined &&
      event.redirectUrl !== '',
  },
}).createMachine({
  id: ID,
  context: { returnUrl: '', registrationPopup: false, credential: '', initRetries: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'page.loaded': [
          { guard: 'isSocialCallbackPage', target: 'skipped' },
          {
            guard: 'hasPendingReturn',
            target: 'returning',
            actions: {
              type: 'navigate',
              params: ({ event }) => ({ url: event.storedRedirectUrl ?? '' }),
            },
          },
          { guard: 'isSignedIn', target: 'signedIn' },
          { guard: 'isOneTapDisabled', target: 'disabled' },
          { target: 'loading', actions: 'rememberPage' },
        ],
      },
    },
    /** The social-callback page finishes the login itself. */
    skipped: { type: 'final' },
    /** Signed in, and the stored return URL differs from this page: sent there. */
    returning: { type: 'final' },
    signedIn: { type: 'final' },
    /** A site flag switched one-tap off. */
    disabled: { type: 'final' },
    loading: {
      invoke: { src: 'loadSocialScript' },
      exit: 'resetInitRetries',
      on: { 'script.failed': 'unavailable' },
      initial: 'waiting',
      states: {
        waiting: {
          invoke: {
            src: 'initTimer',
            input: after(ONE_TAP_INIT_DELAY_MS, { type: 'sdk.initDue' }),
          },
          on: { 'sdk.initDue': 'initialising' },
        },
        initialising: {
          invoke: { src: 'initSocialSdk' },
          on: {
            'sdk.ready': '#oneTapLogin.prompting',
            'sdk.unavailable': [
              { guard: 'canRetryInit', target: 'waiting', actions: 'countInitRetry' },
              { target: '#oneTapLogin.unavailable' },
            ],
          },
        },
      },
    },
    /** The script or the SDK never came up. */
    unavailable: { type: 'final' },
    prompting: {
      invoke: { src: 'oneTapPrompt' },
      on: {
        'social.credential': {
          target: 'validating',
          actions: [
            'rememberCredential',
            {
              type: 'setCookie',
              params: ({ context }) => ({ name: COOKIE.redirect, value: context.returnUrl }),
            },
          ],
        },
        'social.dismissed': 'dismissed',
      },
    },
    dismissed: { type: 'final' },
    validating: {
      invoke: {
        src: 'validateSocial',
        input: ({ context }) => ({ credential: context.credential }),
      },
      on: {
        'social.validated': [
          { guard: 'isUserExists', target: 'loggingIn' },
          {
            guard: 'isUserNotExistsWithPopup',
            target: 'registering',
            actions: [
              {
                type: 'setCookie',
                params: ({ context }) => ({ name: COOKIE.socialToken, value: context.credential }),
              },
              'openRegistrationPopup',
            ],
          },
          {
            guard: 'isUserNotExists',
            target: 'registering',
            actions: [
              {
                type: 'setCookie',
                params: ({ context }) => ({ name: COOKIE.socialToken, value: context.credential }),
              },
              { type: 'navigate', params: { url: ROUTE.seekerRegistration } },
            ],
          },
          {
            guard: 'isLinkedToOtherUser',
            target: 'failed',
            actions: {
              type: 'showToast',
              params: {
                message: SOCIAL_LINKED_TO_OTHER_USER_MESSAGE,
                tone: 'failure',
                kind: 'social',
              },
            },
          },
          {
            guard: 'isDelinked',
            target: 'failed',
            actions: {
              type: 'showToast',
              params: { message: SOCIAL_DELINKED_MESSAGE, tone: 'failure', kind: 'social' },
            },
          },
          {
            target: 'failed',
            actions: {
              type: 'showToast',
              params: { message: SOCIAL_GENERIC_FAILURE_MESSAGE, tone: 'failure', kind: 'social' },
            },
          },
        ],
        'social.failed': {
          target: 'failed',
          actions: {
            type: 'showToast',
            params: { message: SOCIAL_GENERIC_FAILURE_MESSAGE, tone: 'failure', kind: 'social' },
          },
        },
      },
    },
    /** USER_NOT_EXISTS: the token cookie is set and registration is open. */
    registering: { type: 'final', entry: 'forgetCredential' },
    loggingIn: {
      invoke: { src: 'rioLogin', input: ({ context }) => ({ credential: context.credential }) },
      on: {
        'login.answered': [
          {
            guard: 'isLoginRedirect',
            target: 'redirecting',
            actions: {
              type: 'navigate',
              params: ({ event }) => ({ url: event.redirectUrl ?? '' }),
            },
          },
          {
            target: 'failed',
            actions: {
              type: 'showToast',
              params: { message: LOGIN_FAILED_MESSAGE, tone: 'failure', kind: 'social' },
            },
          },
        ],
        'login.failed': {
          target: 'failed',
          actions: {
            type: 'showToast',
            params: { message: LOGIN_FAILED_MESSAGE, tone: 'failure', kind: 'social' },
          },
        },
      },
    },
    /** Logged in; the browser follows the login's redirectUrl. */
    redirecting: { type: 'final', entry: 'forgetCredential' },
    /** Login started and failed: the toast is up and the redirect cookie is cleared. */
    failed: {
      type: 'final',
      entry: ['forgetCredential', { type: 'removeCookie', params: { name: COOKIE.redirect } }],
    },
  },
});
