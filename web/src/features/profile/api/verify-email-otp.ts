// verifyEmailOtp (designed): the code for the email; on success the email shows a tick in the
// header's dropdown and the profile once the seeker is fetched again.
import { useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../../../api/get-current-user';
import { $api, invalidate } from '../../../lib/api';
import { profileKey } from './get-profile';

export function useVerifyEmailOtp() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/middleware/verifyEmailOtp', {
    onSuccess: () => invalidate(queryClient, [currentUserKey, profileKey]),
  });
}
