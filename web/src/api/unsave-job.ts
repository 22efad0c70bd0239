// jobUnSave (spec section 2): takes a job off the signed-in seeker's saved jobs. `invalidates`
// names the queries that show the job's saved state; the unsave ends once they are fetched again.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { $api, invalidate } from '../lib/api';

export function useUnsaveJob(invalidates: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/middleware/jobUnSave', {
    onSuccess: () => invalidate(queryClient, invalidates),
  });
}
