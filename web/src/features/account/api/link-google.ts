// socialLink (spec section 7; designed): links the Google account whose credential the sign-in
// script handed over; one that belongs to another user answers 409.
import { useQueryClient } from '@tanstack/react-query';
import { $api, invalidate } from '../../../lib/api';
import { accountSettingsKey } from './get-account-settings';

export function useLinkGoogle() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/middleware/socialLink', {
    onSuccess: () => invalidate(queryClient, [accountSettingsKey]),
  });
}
