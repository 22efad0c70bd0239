// verifyMobileOtp (designed): the code for the number; on success the number is verified and the
// header's dropdown and the profile show a tick once the seeker is fetched again.
import { useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../../../api/get-current-user';
import { $api, invalidate } from '../../../lib/api';
import { profileKey } from './get-profile';
import { seekerCardsKey } from './get-seeker-cards';

export function useVerifyMobileOtp() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/middleware/verifyMobileOtp', {
    onSuccess: () => invalidate(queryClient, [currentUserKey, profileKey, seekerCardsKey]),
  });
}
