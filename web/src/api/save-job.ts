// jobSave (spec section 2): saves a job for the signed-in seeker. `invalidates` names the queries
// that show the job's saved state; the save ends once they are fetched again.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { $api, invalidate } from '../lib/api';

export function useSaveJob(invalidates: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/middleware/jobSave', {
    onSuccess: () => invalidate(queryClient, invalidates),
  });
}
