import { describe, expect, it } from 'vitest';
import { COOKIE } from '../../openapi/vocabulary/cookies';
import {
  LOGIN_FAILED_MESSAGE,
  SOCIAL_DELINKED_MESSAGE,
  SOCIAL_GENERIC_FAILURE_MESSAGE,
  SOCIAL_LINKED_TO_OTHER_USER_MESSAGE,
} from '../../openapi/vocabulary/messages';
import { ROUTE } from '../../openapi/vocabulary/routes';
import { ONE_TAP_INIT_DELAY_MS, ONE_TAP_INIT_MAX_RETRIES } from '../../openapi/vocabulary/timing';
import type {
  CookieRemoval,
  CookieWrite,
  Navigation,
  ToastRequest,
} from '../../machines/lib/effects';
import {
  oneTapLoginMachine,
  type OneTapLoginEvent,
  type OneTapPage,
  type RioLoginInput,
  type SocialValidationInput,
} from '../../machines/oneTapLogin.machine';
import { fakeAction, fakeActor, paramsOf, start } from './support';
import { endStates, visitedStates } from './end-states';

const guestPage: OneTapPage = {
  url: '/search/results?query=java',
  pathname: '/search/results',
  signedIn: false,
  oneTapDisabled: false,
  registrationPopup: false,
};

function setUp() {
  const fakes = {
    script: fakeActor<OneTapLoginEvent>(),
    sdk: fakeActor<OneTapLoginEvent>(),
    prompt: fakeActor<OneTapLoginEvent>(),
    validate: fakeActor<OneTapLoginEvent, SocialValidationInput>(),
    login: fakeActor<OneTapLoginEvent, RioLoginInput>(),
    setCookie: fakeAction<CookieWrite>(),
    removeCookie: fakeAction<CookieRemoval>(),
    navigate: fakeAction<Navigation>(),
    showToast: fakeAction<ToastRequest>(),
    openRegistrationPopup: fakeAction(),
  };
  const machine = oneTapLoginMachine.provide({
    actors: {
      loadSocialScript: fakes.script.logic,
      initSocialSdk: fakes.sdk.logic,
      oneTapPrompt: fakes.prompt.logic,
      validateSocial: fakes.validate.logic,
      rioLogin: fakes.login.logic,
    },
    actions: {
      setCookie: fakes.setCookie,
      removeCookie: fakes.removeCookie,
      navigate: fakes.navigate,
      showToast: fakes.showToast,
      openRegistrationPopup: fakes.openRegistrationPopup,
    },
  });
  return { ...fakes, ...start(machine) };
}

/** Loads a guest page, lets the SDK come up and the user pick an account. */
function toCredential(page: Partial<OneTapPage> = {}) {
  const setup = setUp();
  setup.actor.send({ type: 'page.loaded', ...guestPage, ...page });
  setup.clock.increment(ONE_TAP_INIT_DELAY_MS);
  setup.sdk.report({ type: 'sdk.ready' });
  setup.prompt.report({ type: 'social.credential', credential: 'google-id-token' });
  return setup;
}

describe('One-tap login', () => {
  it('When the page is the social-login callback, then one-tap is skipped', () => {
    const { actor, script } = setUp();

    actor.send({ type: 'page.loaded', ...guestPage, pathname: ROUTE.socialCallback });

    expect(actor.getSnapshot().value).toBe('skipped');
    expect(script.starts).toBe(0);
  });

  it('When a signed-in user returns and the stored URL differs from the page, then they are sent to it', () => {
    const { actor, navigate } = setUp();

    actor.send({
      type: 'page.loaded',
      ...guestPage,
      signedIn: true,
      storedRedirectUrl: '/seeker/profile',
    });

    expect(actor.getSnapshot().value).toBe('returning');
    expect(paramsOf(navigate)).toEqual([{ url: '/seeker/profile' }]);
  });

  it('When a signed-in user is already on the stored URL, then nothing happens', () => {
    const { actor, navigate, script } = setUp();

    actor.send({
      type: 'page.loaded',
      ...guestPage,
      signedIn: true,
      storedRedirectUrl: guestPage.url,
    });

    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(navigate).not.toHaveBeenCalled();
    expect(script.starts).toBe(0);
  });

  it('When a guest comes back with a stored URL, then nothing redirects and one-tap starts', () => {
    const { actor, navigate } = setUp();

    actor.send({ type: 'page.loaded', ...guestPage, storedRedirectUrl: '/seeker/profile' });

    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['no stored URL', undefined],
    ['an empty stored URL', ''],
  ])('When a signed-in user has %s, then nothing redirects', (_, storedRedirectUrl) => {
    const { actor, navigate } = setUp();

    actor.send({ type: 'page.loaded', ...guestPage, signedIn: true, storedRedirectUrl });

    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('When the site flag disables one-tap, then the script is not loaded', () => {
    const { actor, script } = setUp();

    actor.send({ type: 'page.loaded', ...guestPage, oneTapDisabled: true });

    expect(actor.getSnapshot().value).toBe('disabled');
    expect(script.starts).toBe(0);
  });

  it('When a guest page loads, then the script loads and the SDK is initialised 100 ms later', () => {
    const { actor, clock, script, sdk } = setUp();

    actor.send({ type: 'page.loaded', ...guestPage });
    clock.increment(ONE_TAP_INIT_DELAY_MS - 1);
    const before = sdk.starts;
    clock.increment(1);

    expect(script.running).toBe(true);
    expect(before).toBe(0);
    expect(sdk.starts).toBe(1);
    expect(actor.getSnapshot().value).toEqual({ loading: 'initialising' });
  });

  it('When the SDK never comes up, then it is retried 10 times, 100 ms apart, and one-tap gives up', () => {
    const { actor, clock, sdk } = setUp();
    actor.send({ type: 'page.loaded', ...guestPage });

    for (let attempt = 0; attempt <= ONE_TAP_INIT_MAX_RETRIES; attempt += 1) {
      clock.increment(ONE_TAP_INIT_DELAY_MS);
      sdk.report({ type: 'sdk.unavailable' });
    }

    expect(sdk.starts).toBe(ONE_TAP_INIT_MAX_RETRIES + 1);
    expect(actor.getSnapshot().value).toBe('unavailable');
  });

  it('When the SDK comes up on a retry, then the prompt is shown', () => {
    const { actor, clock, sdk, prompt } = setUp();
    actor.send({ type: 'page.loaded', ...guestPage });
    clock.increment(ONE_TAP_INIT_DELAY_MS);
    sdk.report({ type: 'sdk.unavailable' });

    clock.increment(ONE_TAP_INIT_DELAY_MS);
    sdk.report({ type: 'sdk.ready' });

    expect(actor.getSnapshot().value).toBe('prompting');
    expect(prompt.running).toBe(true);
    expect(actor.getSnapshot().context.initRetries).toBe(0);
  });

  it('When the script fails to load, then one-tap gives up', () => {
    const { actor, script } = setUp();
    actor.send({ type: 'page.loaded', ...guestPage });

    script.report({ type: 'script.failed' });

    expect(actor.getSnapshot().value).toBe('unavailable');
  });

  it('When the prompt is dismissed, then one-tap ends without a cookie', () => {
    const { actor, clock, sdk, prompt, setCookie } = setUp();
    actor.send({ type: 'page.loaded', ...guestPage });
    clock.increment(ONE_TAP_INIT_DELAY_MS);
    sdk.report({ type: 'sdk.ready' });

    prompt.report({ type: 'social.dismissed' });

    expect(actor.getSnapshot().value).toBe('dismissed');
    expect(setCookie).not.toHaveBeenCalled();
  });

  it('When a credential arrives, then the redirect cookie is set and the credential is validated', () => {
    const { actor, setCookie, validate } = toCredential();

    expect(actor.getSnapshot().value).toBe('validating');
    expect(paramsOf(setCookie)).toEqual([{ name: COOKIE.redirect, value: guestPage.url }]);
    expect(validate.inputs).toEqual([{ credential: 'google-id-token' }]);
  });

  it('When the user exists and the login answers 200 with a redirectUrl, then the browser goes there', () => {
    const { actor, validate, login, navigate, removeCookie } = toCredential();

    validate.report({ type: 'social.validated', status: 'USER_EXISTS' });
    login.report({ type: 'login.answered', status: 200, redirectUrl: '/seeker/dashboard' });

    expect(login.inputs).toEqual([{ credential: 'google-id-token' }]);
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(paramsOf(navigate)).toEqual([{ url: '/seeker/dashboard' }]);
    expect(removeCookie).not.toHaveBeenCalled();
  });

  it.each([
    ['answers another status', { type: 'login.answered', status: 401 }],
    ['answers 200 without a redirectUrl', { type: 'login.answered', status: 200 }],
    ['fails', { type: 'login.failed' }],
  ] as const)(
    'When the login %s, then the login toast shows and the redirect cookie is cleared',
    (_, outcome) => {
      const { actor, validate, login, showToast, removeCookie, navigate } = toCredential();
      validate.report({ type: 'social.validated', status: 'USER_EXISTS' });

      login.report(outcome);

      expect(actor.getSnapshot().value).toBe('failed');
      expect(paramsOf(showToast)).toEqual([
        { message: LOGIN_FAILED_MESSAGE, tone: 'failure', kind: 'social' },
      ]);
      expect(paramsOf(removeCookie)).toEqual([{ name: COOKIE.redirect }]);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it.each([
    [
      'answers 401 with a redirectUrl',
      { type: 'login.answered', status: 401, redirectUrl: '/seeker/dashboard' },
    ],
    [
      'answers 200 with an empty redirectUrl',
      { type: 'login.answered', status: 200, redirectUrl: '' },
    ],
  ] as const)(
    'When the login %s, then the browser stays and the login toast shows',
    (_, outcome) => {
      const { actor, validate, login, showToast, navigate } = toCredential();
      validate.report({ type: 'social.validated', status: 'USER_EXISTS' });

      login.report(outcome);

      expect(actor.getSnapshot().value).toBe('failed');
      expect(paramsOf(showToast)).toEqual([
        { message: 'Somethinge went wrong please try again.', tone: 'failure', kind: 'social' },
      ]);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('When the popup site hears USER_LINKED_TO_OTHER_USER, then the linked toast shows and no popup opens', () => {
    const { actor, validate, showToast, openRegistrationPopup, setCookie } = toCredential({
      registrationPopup: true,
    });

    validate.report({ type: 'social.validated', status: 'USER_LINKED_TO_OTHER_USER' });

    expect(actor.getSnapshot().value).toBe('failed');
    expect(paramsOf(showToast)).toEqual([
      {
        message: 'Selected google account is linked with other user.',
        tone: 'failure',
        kind: 'social',
      },
    ]);
    expect(openRegistrationPopup).not.toHaveBeenCalled();
    expect(paramsOf(setCookie)).not.toContainEqual(
      expect.objectContaining({ name: COOKIE.socialToken }),
    );
  });

  it('When the user does not exist, then the token cookie is set and registration opens at its page', () => {
    const { actor, validate, setCookie, navigate, openRegistrationPopup } = toCredential();

    validate.report({ type: 'social.validated', status: 'USER_NOT_EXISTS' });

    expect(actor.getSnapshot().value).toBe('registering');
    expect(paramsOf(setCookie)).toContainEqual({
      name: COOKIE.socialToken,
      value: 'google-id-token',
    });
    expect(paramsOf(navigate)).toEqual([{ url: ROUTE.seekerRegistration }]);
    expect(openRegistrationPopup).not.toHaveBeenCalled();
  });

  it('When the user does not exist and the site flag asks for the popup, then the popup opens instead', () => {
    const { actor, validate, setCookie, navigate, openRegistrationPopup } = toCredential({
      registrationPopup: true,
    });

    validate.report({ type: 'social.validated', status: 'USER_NOT_EXISTS' });

    expect(paramsOf(setCookie)).toContainEqual({
      name: COOKIE.socialToken,
      value: 'google-id-token',
    });
    expect(openRegistrationPopup).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('registering');
  });

  it.each([
    ['USER_LINKED_TO_OTHER_USER', SOCIAL_LINKED_TO_OTHER_USER_MESSAGE],
    ['USER_DELINKED', SOCIAL_DELINKED_MESSAGE],
    ['SOMETHING_NEW', SOCIAL_GENERIC_FAILURE_MESSAGE],
  ])(
    'When validation answers %s, then its toast shows for the social duration and the redirect cookie is cleared',
    (status, message) => {
      const { actor, validate, showToast, removeCookie, login } = toCredential();

      validate.report({ type: 'social.validated', status });

      expect(actor.getSnapshot().value).toBe('failed');
      expect(paramsOf(showToast)).toEqual([{ message, tone: 'failure', kind: 'social' }]);
      expect(paramsOf(removeCookie)).toEqual([{ name: COOKIE.redirect }]);
      expect(login.starts).toBe(0);
    },
  );

  it('When the validation call fails, then the generic toast shows', () => {
    const { validate, showToast } = toCredential();

    validate.report({ type: 'social.failed' });

    expect(paramsOf(showToast)).toEqual([
      { message: SOCIAL_GENERIC_FAILURE_MESSAGE, tone: 'failure', kind: 'social' },
    ]);
  });

  it.each([
    ['failed', [{ type: 'social.failed' }]],
    ['led to registration', [{ type: 'social.validated', status: 'USER_NOT_EXISTS' }]],
    [
      'signed the seeker in',
      [
        { type: 'social.validated', status: 'USER_EXISTS' },
        { type: 'login.answered', status: 200, redirectUrl: '/seeker/dashboard' },
      ],
    ],
  ] as const)('When login has %s, then the credential is no longer kept', (_, reports) => {
    const { actor, validate, login } = toCredential();

    validate.report(reports[0]);
    if (reports[1]) login.report(reports[1]);

    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.credential).toBe('');
  });
});

describe('Where the oneTapLogin machine starts, goes and ends', () => {
  it('When every path of its model is replayed, then it ends (done, taking no more events) in disabled, dismissed, failed, redirecting, registering, returning, signedIn, skipped, unavailable and nowhere else', () => {
    expect(endStates('oneTapLogin')).toEqual([
      'disabled',
      'dismissed',
      'failed',
      'redirecting',
      'registering',
      'returning',
      'signedIn',
      'skipped',
      'unavailable',
    ]);
  });

  it('When every path of its model is replayed, then it starts in idle and passes through these states and no other', () => {
    expect(visitedStates('oneTapLogin')).toEqual({
      starts: 'idle',
      visits: [
        'disabled',
        'dismissed',
        'failed',
        'idle',
        'loading.initialising',
        'loading.waiting',
        'loggingIn',
        'prompting',
        'redirecting',
        'registering',
        'returning',
        'signedIn',
        'skipped',
        'unavailable',
        'validating',
      ],
    });
  });
});
