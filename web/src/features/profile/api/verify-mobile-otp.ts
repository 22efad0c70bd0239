// verifyMobileOtp (designed): the code for the number; on success the number is verified, and the
// header's dropdown, the profile and the cards show it once they are fetched again.
import type { QueryClient } from '@tanstack/react-query';
import type { Schemas } from '../../../../../openapi/client';
import { currentUserKey } from '../../../api/get-current-user';
import { api, invalidate } from '../../../lib/api';
import { profileKey } from './get-profile';
import { seekerCardsKey } from './get-seeker-cards';
import { refusal, type OtpCheckReply } from './otp-reply';

export async function verifyMobileOtp(
  queryClient: QueryClient,
  body: Schemas['VerifyMobileOtpRequest'],
): Promise<OtpCheckReply> {
  const { data, error } = await api.POST('/middleware/verifyMobileOtp', { body });
  if (!data) return refusal(error);
  await invalidate(queryClient, [currentUserKey, profileKey, seekerCardsKey]);
  return { ok: true };
}
