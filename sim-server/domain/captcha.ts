// The simulator's captcha: every token passes except this one, so QA can reach the rejection.
export const REJECTED_CAPTCHA_TOKEN = 'invalid-captcha';

export function captchaPasses(token: string): boolean {
  return token !== REJECTED_CAPTCHA_TOKEN;
}
