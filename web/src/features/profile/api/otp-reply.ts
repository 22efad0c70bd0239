// What an OTP call answered, as the verification flow reads it: sent (with the code's length and
// clocks), verified, or refused with section 8's message.
import type { Schemas } from '../../../../../openapi/client';
import { callFailureMessage } from '../../../../../openapi/errors';

export type OtpSendReply = { ok: true; sent: Schemas['OtpSent'] } | { ok: false; message: string };
export type OtpCheckReply = { ok: true } | { ok: false; message: string };

export function refusal(body: unknown, status: number): { ok: false; message: string } {
  return { ok: false, message: callFailureMessage({ body, status }) };
}
