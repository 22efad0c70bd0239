// The invisible captcha of the OTP calls that ask for one (getMobileOtpV2), as the simulator plays
// it: every token passes except 'invalid-captcha' (the v2 calls answer 422). execute() resolves on
// the next tick with a fresh token; a test sets `window.__simCaptchaToken` to choose the token
// (the send-link form's captcha reads the same hook). A real reCAPTCHA would replace this module
// behind the same two functions.

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
      const chosen: unknown = Reflect.get(window, '__simCaptchaToken');
      resolve(
        typeof chosen === 'string' ? chosen : `sim-captcha-${Math.random().toString(36).slice(2)}`,
      );
    }, 0);
  });
}
