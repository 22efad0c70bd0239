// What an OTP call answered, as the verification flow reads it: sent (with the code's length and
// clocks), verified, or refused: the answer's own message (section 8), else whose side the failure
// is (lib/call-failure.ts), never the HTTP client's 'Request failed with status code 502'.
import type { Schemas } from '../../../../../openapi/client';
import { failureText } from '../../../lib/call-failure';

export type OtpSendReply = { ok: true; sent: Schemas['OtpSent'] } | { ok: false; message: string };
export type OtpCheckReply = { ok: true } | { ok: false; message: string };

export function refusal(body: unknown): { ok: false; message: string } {
  return { ok: false, message: failureText(body) };
}
