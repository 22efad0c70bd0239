import { describe, expect, it } from 'vitest';
import {
  otpVerificationMachine,
  type OtpVerificationEvent,
} from '../../machines/otpVerification.machine';
import { fakeActor, start } from './support';
import { endStates, visitedStates } from './end-states';

const SENT = {
  type: 'otp.sent',
  message: 'OTP sent to +91 9876543210.',
  otpLength: 6,
  expiresInSeconds: 600,
  resendAfterSeconds: 30,
} as const satisfies OtpVerificationEvent;

function setUp() {
  const fakes = {
    sendCode: fakeActor<OtpVerificationEvent>(),
    verifyCode: fakeActor<OtpVerificationEvent, { code: string }>(),
  };
  const machine = otpVerificationMachine.provide({
    actors: { sendCode: fakes.sendCode.logic, verifyCode: fakes.verifyCode.logic },
  });
  return { ...fakes, ...start(machine) };
}

/** A code was asked for and sent. */
function toCodeSent() {
  const setup = setUp();
  setup.actor.send({ type: 'otp.send' });
  setup.sendCode.report(SENT);
  return setup;
}

describe('OTP verification', () => {
  it('When a code is asked for, then the flow is busy until the answer, which it shows', () => {
    const { actor, sendCode } = setUp();

    actor.send({ type: 'otp.send' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    sendCode.report(SENT);

    expect(actor.getSnapshot().matches({ codeSent: { code: 'entering', resend: 'locked' } })).toBe(
      true,
    );
    expect(actor.getSnapshot().context).toMatchObject({ info: SENT.message, otpLength: 6 });
  });

  it('When sending fails, then it says why and Send code may be pressed again, which clears it', () => {
    const { actor, sendCode } = setUp();

    actor.send({ type: 'otp.send' });
    sendCode.report({
      type: 'otp.sendFailed',
      message: 'Please wait before requesting another OTP.',
    });

    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe('Please wait before requesting another OTP.');
    actor.send({ type: 'otp.send' });
    expect(sendCode.starts).toBe(2);
    expect(actor.getSnapshot().context.error).toBe('');
  });

  it('When the code is short, then it is not checked and the page says how many digits', () => {
    const { actor, verifyCode } = toCodeSent();

    actor.send({ type: 'otp.input', value: '12a3' });
    actor.send({ type: 'otp.submit' });

    expect(actor.getSnapshot().context).toMatchObject({
      code: '123',
      error: 'Please enter the 6-digit code.',
    });
    expect(verifyCode.starts).toBe(0);
  });

  it('When a wrong code is checked, then it says why and takes a code again, and the right one ends the flow', () => {
    const { actor, verifyCode } = toCodeSent();

    actor.send({ type: 'otp.input', value: '000000' });
    actor.send({ type: 'otp.submit' });
    expect(verifyCode.inputs).toEqual([{ code: '000000' }]);
    verifyCode.report({ type: 'otp.rejected', message: 'Invalid OTP. Please try again.' });
    expect(actor.getSnapshot().context.error).toBe('Invalid OTP. Please try again.');
    expect(actor.getSnapshot().matches({ codeSent: { code: 'entering' } })).toBe(true);

    actor.send({ type: 'otp.input', value: '123456' });
    actor.send({ type: 'otp.submit' });
    expect(actor.getSnapshot().context.error).toBe('');
    verifyCode.report({ type: 'otp.verified' });

    expect(actor.getSnapshot().status).toBe('done');
  });

  it('When the resend wait passes, then Resend asks for a new code, not before', () => {
    const { actor, clock, sendCode } = toCodeSent();

    actor.send({ type: 'otp.send' });
    expect(sendCode.starts).toBe(1);
    clock.increment(29_999);
    expect(actor.getSnapshot().matches({ codeSent: { resend: 'locked' } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ codeSent: { resend: 'ready' } })).toBe(true);

    actor.send({ type: 'otp.send' });
    expect(sendCode.starts).toBe(2);
    sendCode.report(SENT);
    expect(actor.getSnapshot().matches({ codeSent: { resend: 'locked' } })).toBe(true);
  });

  it('When the code expires, then the digits typed are kept, and submitting says so until a new code is sent', () => {
    const { actor, clock, sendCode, verifyCode } = toCodeSent();

    clock.increment(600_000);
    actor.send({ type: 'otp.input', value: '123456' });
    actor.send({ type: 'otp.submit' });

    expect(actor.getSnapshot().context.error).toBe(
      'This code has expired. Please ask for a new one.',
    );
    expect(actor.getSnapshot().context.code).toBe('123456');
    expect(verifyCode.starts).toBe(0);
    actor.send({ type: 'otp.send' });
    sendCode.report(SENT);
    expect(actor.getSnapshot().matches({ codeSent: { code: 'entering' } })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('');
  });

  it('When the code is submitted a moment before its 600 s run out, then it is checked', () => {
    const { actor, clock, verifyCode } = toCodeSent();

    clock.increment(599_999);
    actor.send({ type: 'otp.input', value: '123456' });
    actor.send({ type: 'otp.submit' });

    expect(verifyCode.inputs).toEqual([{ code: '123456' }]);
  });

  it('When more digits are pasted than the code has, then the first six are checked', () => {
    const { actor, verifyCode } = toCodeSent();

    actor.send({ type: 'otp.input', value: '12345678' });
    actor.send({ type: 'otp.submit' });

    expect(verifyCode.inputs).toEqual([{ code: '123456' }]);
  });

  it('When a new code is sent, then what was typed for the old one is cleared', () => {
    const { actor, clock, sendCode, verifyCode } = toCodeSent();
    actor.send({ type: 'otp.input', value: '123456' });
    clock.increment(30_000);

    actor.send({ type: 'otp.send' });
    sendCode.report(SENT);
    actor.send({ type: 'otp.submit' });

    expect(actor.getSnapshot().context.code).toBe('');
    expect(verifyCode.starts).toBe(0);
  });
});

describe('Where the otpVerification machine starts, goes and ends', () => {
  it('When every path of its model is replayed, then it ends (done, taking no more events) in verified and nowhere else', () => {
    expect(endStates('otpVerification')).toEqual(['verified']);
  });

  it('When every path of its model is replayed, then it starts in idle and passes through these states and no other', () => {
    expect(visitedStates('otpVerification')).toEqual({
      starts: 'idle',
      visits: [
        'codeSent.code.checking & codeSent.resend.locked',
        'codeSent.code.checking & codeSent.resend.ready',
        'codeSent.code.entering & codeSent.resend.locked',
        'codeSent.code.entering & codeSent.resend.ready',
        'codeSent.code.expired & codeSent.resend.locked',
        'codeSent.code.expired & codeSent.resend.ready',
        'idle',
        'sending',
        'verified',
      ],
    });
  });
});
