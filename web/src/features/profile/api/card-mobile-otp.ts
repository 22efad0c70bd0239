// verifySeekerCardMobileOtp: answers one profile-completion card; the answer goes on the profile and the card is
// completed, so the cards, the profile and the header's score are fetched again.
import { useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../../../api/get-current-user';
import { $api, invalidate } from '../../../lib/api';
import { profileKey } from './get-profile';
import { seekerCardsKey } from './get-seeker-cards';

export function useCardMobileOtp() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/middleware/seeker-cards/mobile-otp', {
    onSuccess: () => invalidate(queryClient, [seekerCardsKey, profileKey, currentUserKey]),
  });
}
