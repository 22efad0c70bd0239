// deleteJobAlert (spec section 7; designed): deletes one of the seeker's alerts.
import { useQueryClient } from '@tanstack/react-query';
import { $api, invalidate } from '../../../lib/api';
import { jobAlertsKey } from './get-job-alerts';

export function useDeleteJobAlert() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/middleware/deleteJobAlert/{alertId}', {
    onSuccess: () => invalidate(queryClient, [jobAlertsKey]),
  });
}
