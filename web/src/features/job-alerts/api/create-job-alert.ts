// createJobAlert (spec sections 2, 7; designed): a seeker's alert, or a guest's free job alert sent
// to the email they give. The seeker's list is refreshed.
import { useQueryClient } from '@tanstack/react-query';
import { $api, invalidate } from '../../../lib/api';
import { jobAlertsKey } from './get-job-alerts';

export function useCreateJobAlert() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/middleware/createJobAlert', {
    onSuccess: () => invalidate(queryClient, [jobAlertsKey]),
  });
}
