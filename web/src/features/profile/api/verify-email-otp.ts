// verifyEmailOtp (designed): the code for the email; on success the email shows a tick in the
// header's dropdown and the profile once the seeker is fetched again.
import type { QueryClient } from '@tanstack/react-query';
import type { Schemas } from '../../../../../openapi/client';
import { currentUserKey } from '../../../api/get-current-user';
import { api, invalidate } from '../../../lib/api';
import { profileKey } from './get-profile';
import { refusal, type OtpCheckReply } from './otp-reply';

export async function verifyEmailOtp(
  queryClient: QueryClient,
  body: Schemas['VerifyEmailOtpRequest'],
): Promise<OtpCheckReply> {
  const { data, error } = await api.POST('/middleware/verifyEmailOtp', { body });
  if (!data) return refusal(error);
  await invalidate(queryClient, [currentUserKey, profileKey]);
  return { ok: true };
}
