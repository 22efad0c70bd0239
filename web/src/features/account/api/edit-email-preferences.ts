// notificationsEmail (designed): which emails the seeker receives; every flag is sent.
import { useQueryClient } from '@tanstack/react-query';
import { $api, invalidate } from '../../../lib/api';
import { accountSettingsKey } from './get-account-settings';

export function useEditEmailPreferences() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/middleware/notifications/email', {
    onSuccess: () => invalidate(queryClient, [accountSettingsKey]),
  });
}
