// The simulator's stand-in for the invisible captcha: a fresh token on the next tick, the token a
// test sets (invalid-captcha, which the simulator refuses), a captcha that cannot run, and a
// reset while a token is pending.
import { afterEach, describe, expect, it } from 'vitest';
import { executeCaptcha, resetCaptcha } from '../../../web/src/lib/captcha';

afterEach(() => {
  delete window.__simCaptchaToken;
  delete window.__simCaptchaError;
});

describe('The captcha stand-in', () => {
  it('When a token is asked for, then each is fresh and named as the simulator knows it', async () => {
    const [first, second] = await Promise.all([executeCaptcha(), executeCaptcha()]);
    expect(first).toMatch(/^sim-captcha-[0-9a-z]+$/);
    expect(second).toMatch(/^sim-captcha-[0-9a-z]+$/);
    expect(first).not.toBe(second);
  });

  it('When a test sets the token, then that token is given', async () => {
    window.__simCaptchaToken = 'invalid-captcha';
    await expect(executeCaptcha()).resolves.toBe('invalid-captcha');
  });

  it('When the captcha cannot run, then the call fails with its text', async () => {
    window.__simCaptchaError = 'reCAPTCHA could not load';
    await expect(executeCaptcha()).rejects.toThrow('reCAPTCHA could not load');
  });

  it('When the captcha is reset while a token is pending, then that token is refused and the next one comes', async () => {
    const pending = executeCaptcha();
    resetCaptcha();
    await expect(pending).rejects.toThrow('The captcha was reset');
    await expect(executeCaptcha()).resolves.toMatch(/^sim-captcha-/);
  });

  it('When a token is asked for, then it comes on a later tick, not at once', async () => {
    let given = false;
    const token = executeCaptcha().then(() => (given = true));
    await Promise.resolve();
    expect(given).toBe(false);
    await token;
    expect(given).toBe(true);
  });
});
