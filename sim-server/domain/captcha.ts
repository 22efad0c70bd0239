// The simulator's captcha: every token passes except this one, so QA can reach the rejection.
export const REJECTED_CAPTCHA_TOKEN = 'invalid-captcha';

/** The failure every captcha-guarded call gives for a rejected token (send-link, OTP v2). */
export const CAPTCHA_MESSAGE = 'Captcha verification failed. Please try again.';

export function captchaPasses(token: string): boolean {
  return token !== REJECTED_CAPTCHA_TOKEN;
}
