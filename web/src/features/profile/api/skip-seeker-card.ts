// skipSeekerCard: the card stops showing; the answer is the refreshed list.
import { useQueryClient } from '@tanstack/react-query';
import { $api, invalidate } from '../../../lib/api';
import { seekerCardsKey } from './get-seeker-cards';

export function useSkipSeekerCard() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/middleware/seeker-cards/{cardType}/skip', {
    onSuccess: () => invalidate(queryClient, [seekerCardsKey]),
  });
}
