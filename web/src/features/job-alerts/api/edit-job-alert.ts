// editJobAlert (spec section 7; designed): replaces one of the seeker's alerts.
import { useQueryClient } from '@tanstack/react-query';
import { $api, invalidate } from '../../../lib/api';
import { jobAlertsKey } from './get-job-alerts';

export function useEditJobAlert() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/middleware/editJobAlert/{alertId}', {
    onSuccess: () => invalidate(queryClient, [jobAlertsKey]),
  });
}
