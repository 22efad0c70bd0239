// socialUnlink (spec section 7; designed): afterwards the account validates as USER_DELINKED.
import { useQueryClient } from '@tanstack/react-query';
import { $api, invalidate } from '../../../lib/api';
import { accountSettingsKey } from './get-account-settings';

export function useUnlinkGoogle() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/middleware/socialUnlink', {
    onSuccess: () => invalidate(queryClient, [accountSettingsKey]),
  });
}
