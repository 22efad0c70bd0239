// getMobileOtp and getMobileOtpV2 (spec section 7; designed payloads): a code by SMS to a number the
// seeker verifies. v2 carries a captcha token (the captcha is reset and executed each time); a
// token the service rejects (422) is tried once more with a fresh one. When the captcha itself
// cannot give a token, v1 sends the code without one.
import type { Schemas } from '../../../../../openapi/client';
import { api } from '../../../lib/api';
import { executeCaptcha, resetCaptcha } from '../../../lib/captcha';
import { refusal, type OtpSendReply } from './otp-reply';

const CAPTCHA_REJECTED = 422;

async function token(): Promise<string | undefined> {
  resetCaptcha();
  try {
    return await executeCaptcha();
  } catch {
    return undefined;
  }
}

export async function sendMobileOtp(number: Schemas['MobileOtpRequest']): Promise<OtpSendReply> {
  let reply: OtpSendReply = refusal(undefined);
  for (let attempt = 0; attempt < 2; attempt++) {
    const gRecaptchaResponse = await token();
    const { data, error, response } = gRecaptchaResponse
      ? await api.POST('/middleware/v2/getMobileOtp', { body: { ...number, gRecaptchaResponse } })
      : await api.POST('/middleware/getMobileOtp', { body: number });
    if (data) return { ok: true, sent: data };
    reply = refusal(error);
    if (response.status !== CAPTCHA_REJECTED || !gRecaptchaResponse) return reply;
  }
  return reply;
}
