// The invisible captcha, as the simulator plays it: every token passes except 'invalid-captcha',
// which the simulator rejects (send-link answers 401; the OTP calls that ask for one,
// getMobileOtpV2, answer 422). The send-link form and the OTP calls share this one stand-in.
//
// executeCaptcha() resolves on the next tick with a fresh token, `sim-captcha-<random>`. To reach
// the rejection path, a test sets the token to use before the form is submitted:
//
//   await page.evaluate(() => { window.__simCaptchaToken = 'invalid-captcha'; });
//
// Delete the property to go back to fresh tokens. A captcha that cannot run (a real reCAPTCHA
// offline, say) is played by setting `window.__simCaptchaError` to any text: executeCaptcha() then
// rejects with it. A real reCAPTCHA would replace this module behind the same two functions.

declare global {
  interface Window {
    /** Test hook: the token executeCaptcha() yields instead of a fresh one. */
    __simCaptchaToken?: string;
    /** Test hook: executeCaptcha() fails with this text, as a captcha that could not run. */
    __simCaptchaError?: string;
  }
}

let generation = 0;

/** Forgets any token in progress (the captcha is reset before each execution). */
export function resetCaptcha(): void {
  generation++;
}

/** A fresh token, on the next tick. Rejects when resetCaptcha() was called while it was pending. */
export function executeCaptcha(): Promise<string> {
  const mine = generation;
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (mine !== generation) {
        reject(new Error('The captcha was reset'));
        return;
      }
      if (window.__simCaptchaError !== undefined) {
        reject(new Error(window.__simCaptchaError));
        return;
      }
      resolve(window.__simCaptchaToken ?? `sim-captcha-${Math.random().toString(36).slice(2)}`);
    }, 0);
  });
}
