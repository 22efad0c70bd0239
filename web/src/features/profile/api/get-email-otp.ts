// getEmailOtp (designed): a code to one of the seeker's emails.
import { api } from '../../../lib/api';
import { refusal, type OtpSendReply } from './otp-reply';

export async function sendEmailOtp(email: string): Promise<OtpSendReply> {
  const { data, error } = await api.POST('/middleware/getEmailOtp', { body: { email } });
  return data ? { ok: true, sent: data } : refusal(error);
}
