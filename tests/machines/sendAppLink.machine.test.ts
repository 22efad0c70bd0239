import { describe, expect, it } from 'vitest';
import { SEND_LINK_FAILED_MESSAGE } from '../../openapi/vocabulary/messages';
import type { ToastRequest } from '../../machines/lib/effects';
import {
  sendAppLinkMachine,
  type SendAppLinkEvent,
  type SendAppLinkInput,
  type SendLinkRequest,
} from '../../machines/sendAppLink.machine';
import { fakeAction, fakeActor, paramsOf, start } from './support';
import { endStates, visitedStates } from './end-states';

const india: SendAppLinkInput = { countryCode: 'IN', isdCode: '91' };
const singapore: SendAppLinkInput = { countryCode: 'SG', isdCode: '65' };
/** A dial code with no market plan of its own: only the spec's 6 to 10 digits decide. */
const planless: SendAppLinkInput = { countryCode: 'SG', isdCode: '0' };

function setUp(site: SendAppLinkInput = india) {
  const fakes = {
    captcha: fakeActor<SendAppLinkEvent>(),
    sendLink: fakeActor<SendAppLinkEvent, SendLinkRequest>(),
    resetCaptcha: fakeAction(),
    showToast: fakeAction<ToastRequest>(),
  };
  const machine = sendAppLinkMachine.provide({
    actors: { executeCaptcha: fakes.captcha.logic, sendLink: fakes.sendLink.logic },
    actions: { resetCaptcha: fakes.resetCaptcha, showToast: fakes.showToast },
  });
  return { ...fakes, ...start(machine, site) };
}

/** Types a valid Indian number, submits it and solves the captcha. */
function toSending() {
  const setup = setUp();
  setup.actor.send({ type: 'link.input', value: '9876543210' });
  setup.actor.send({ type: 'link.submit' });
  setup.captcha.report({ type: 'captcha.solved', token: 'recaptcha-token' });
  return setup;
}

describe('Send app link', () => {
  it('When letters or symbols are typed, then only the digits are kept', () => {
    const { actor } = setUp();

    actor.send({ type: 'link.input', value: '+91 98765-4321a0' });

    expect(actor.getSnapshot().context.mobileNumber).toBe('919876543210');
  });

  it.each([
    ['empty', ''],
    ['too short', '98765'],
    ['not starting with 6-9', '5876543210'],
    ['too long', '98765432101'],
  ])(
    'When an India number is %s, then submitting shows the error and calls nothing',
    (_, value) => {
      const { actor, captcha, resetCaptcha } = setUp(india);
      actor.send({ type: 'link.input', value });

      actor.send({ type: 'link.submit' });

      expect(actor.getSnapshot().value).toBe('invalid');
      expect(resetCaptcha).not.toHaveBeenCalled();
      expect(captcha.starts).toBe(0);
    },
  );

  it.each([
    ['5 digits', '12345', 'invalid'],
    ['6 digits', '123456', 'verifying'],
    ['10 digits', '1234567890', 'verifying'],
    ['11 digits', '12345678901', 'invalid'],
  ])('When another site gets %s, then the number is %s', (_, value, expected) => {
    const { actor } = setUp(planless);
    actor.send({ type: 'link.input', value });

    actor.send({ type: 'link.submit' });

    expect(actor.getSnapshot().value).toBe(expected);
  });

  it.each([
    ['00000000', 'invalid'],
    ['1234567', 'invalid'],
    ['91234567', 'verifying'],
  ])(
    "When Singapore's site gets %s, then the market's mobile plan makes it %s",
    (value, expected) => {
      const { actor } = setUp(singapore);
      actor.send({ type: 'link.input', value });

      actor.send({ type: 'link.submit' });

      expect(actor.getSnapshot().value).toBe(expected);
    },
  );

  it('When a key is pressed after the error, then the error clears', () => {
    const { actor } = setUp();
    actor.send({ type: 'link.submit' });

    actor.send({ type: 'link.input', value: '9' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.mobileNumber).toBe('9');
  });

  it('When a valid number is submitted, then the captcha is reset and executed and the loader shows', () => {
    const { actor, captcha, resetCaptcha } = setUp();
    actor.send({ type: 'link.input', value: '9876543210' });

    actor.send({ type: 'link.submit' });

    expect(resetCaptcha).toHaveBeenCalledTimes(1);
    expect(captcha.running).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('When the captcha is solved, then one call goes out with the send-link payload', () => {
    const { actor, sendLink } = toSending();

    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(sendLink.inputs).toEqual([
      {
        isdCode: '91',
        mobileNumber: '9876543210',
        sitePropsCountryCode: 'IN',
        gRecaptchaResponse: 'recaptcha-token',
      },
    ]);
  });

  it('When submit is pressed again while the call is in flight, then no second call starts', () => {
    const { actor, sendLink, resetCaptcha } = toSending();

    actor.send({ type: 'link.submit' });

    expect(sendLink.starts).toBe(1);
    expect(resetCaptcha).toHaveBeenCalledTimes(1);
  });

  it('When the call answers 200, then responseMessage shows as a success toast for 10 s', () => {
    const { actor, sendLink, showToast } = toSending();

    sendLink.report({ type: 'link.answered', status: 200, responseMessage: 'Link sent.' });

    expect(paramsOf(showToast)).toEqual([
      { message: 'Link sent.', tone: 'success', kind: 'sendLink' },
    ]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.captchaToken).toBe('');
  });

  it.each([422, 401])(
    'When the call answers %i, then errorMessage shows as a failure toast for 10 s, and the form takes a number again',
    (status) => {
      const { actor, sendLink, showToast } = toSending();

      sendLink.report({ type: 'link.answered', status, errorMessage: 'Too many requests.' });

      expect(paramsOf(showToast)).toEqual([
        { message: 'Too many requests.', tone: 'failure', kind: 'sendLink' },
      ]);
      expect(actor.getSnapshot().value).toBe('editing');
    },
  );

  it.each([
    ['another status', { type: 'link.answered', status: 500 }],
    ['422 without an errorMessage', { type: 'link.answered', status: 422 }],
    ['no answer', { type: 'link.failed' }],
  ] as const)(
    'When the call ends with %s, then the generic failure toast shows, and the form takes a number again',
    (_, outcome) => {
      const { actor, sendLink, showToast } = toSending();

      sendLink.report(outcome);

      expect(paramsOf(showToast)).toEqual([
        { message: SEND_LINK_FAILED_MESSAGE, tone: 'failure', kind: 'sendLink' },
      ]);
      expect(actor.getSnapshot().value).toBe('editing');
    },
  );

  it.each([
    [
      '500 with an errorMessage',
      { type: 'link.answered', status: 500, errorMessage: 'Server down.' },
    ],
    [
      '422 with a responseMessage',
      { type: 'link.answered', status: 422, responseMessage: 'Link sent.' },
    ],
  ] as const)(
    'When the call answers %s, then neither message shows: the generic failure toast does',
    (_, outcome) => {
      const { sendLink, showToast } = toSending();

      sendLink.report(outcome);

      expect(paramsOf(showToast)).toEqual([
        { message: 'An error occurred. Please try again.', tone: 'failure', kind: 'sendLink' },
      ]);
    },
  );

  it('When the form opens, then it holds no number and no captcha token', () => {
    const { actor } = setUp();

    expect(actor.getSnapshot().context).toMatchObject({ mobileNumber: '', captchaToken: '' });
  });

  it('When the captcha fails, then no call goes out, the generic failure toast shows, and the form takes a number again', () => {
    const { actor, captcha, sendLink, showToast } = setUp();
    actor.send({ type: 'link.input', value: '9876543210' });
    actor.send({ type: 'link.submit' });

    captcha.report({ type: 'captcha.failed' });

    expect(sendLink.starts).toBe(0);
    expect(paramsOf(showToast)).toEqual([
      { message: SEND_LINK_FAILED_MESSAGE, tone: 'failure', kind: 'sendLink' },
    ]);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('When a second link is sent, then the captcha is reset and executed again', () => {
    const { actor, sendLink, captcha, resetCaptcha } = toSending();
    sendLink.report({ type: 'link.answered', status: 200, responseMessage: 'Link sent.' });

    actor.send({ type: 'link.submit' });

    expect(resetCaptcha).toHaveBeenCalledTimes(2);
    expect(captcha.starts).toBe(2);
  });
});

describe('Send app link on a site with several dial codes', () => {
  const gulf: SendAppLinkInput = {
    countryCode: 'SA',
    isdCode: '971',
    dialCodes: ['971', '966', '974', '968', '965', '973'],
  };

  it('When the seeker picks +966, then the link is sent to that dial code', () => {
    const { actor, captcha, sendLink } = setUp(gulf);
    actor.send({ type: 'link.dialCode', value: '966' });
    actor.send({ type: 'link.input', value: '501234567' });
    actor.send({ type: 'link.submit' });
    captcha.report({ type: 'captcha.solved', token: 'recaptcha-token' });

    expect(sendLink.inputs.at(-1)?.isdCode).toBe('966');
  });

  it('When a dial code the site does not offer is sent, then the chosen code stays', () => {
    const { actor } = setUp(gulf);
    actor.send({ type: 'link.dialCode', value: '91' });

    expect(actor.getSnapshot().context.isdCode).toBe('971');
  });

  it('When a dial code is picked while the number error shows, then an offered one is kept and another is not', () => {
    const { actor } = setUp(gulf);
    actor.send({ type: 'link.submit' });

    actor.send({ type: 'link.dialCode', value: '91' });
    const notOffered = actor.getSnapshot().context.isdCode;
    actor.send({ type: 'link.dialCode', value: '966' });

    expect(actor.getSnapshot().value).toBe('invalid');
    expect(notOffered).toBe('971');
    expect(actor.getSnapshot().context.isdCode).toBe('966');
  });

  it('When a one-code site receives another code, then its code stays (read-only)', () => {
    const { actor } = setUp(singapore);
    actor.send({ type: 'link.dialCode', value: '971' });

    expect(actor.getSnapshot().context.isdCode).toBe('65');
  });
});

describe('Where the sendAppLink machine starts, goes and ends', () => {
  it('When every path of its model is replayed, then it never ends: no state leaves it done', () => {
    expect(endStates('sendAppLink')).toEqual([]);
  });

  it('When every path of its model is replayed, then it starts in editing and passes through these states and no other', () => {
    expect(visitedStates('sendAppLink')).toEqual({
      starts: 'editing',
      visits: ['editing', 'invalid', 'sending', 'verifying'],
    });
  });
});
