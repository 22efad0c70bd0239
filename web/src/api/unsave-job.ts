// jobUnSave (spec section 2): takes a job off the signed-in seeker's saved jobs. `invalidates`
// names the queries that show the job's saved state; the unsave ends once they are fetched again.
// A failure is a CallFailure, so the page can tell an ended session (401) from the rest.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api, invalidate } from '../lib/api';
import { answerOf } from '../lib/call-failure';

export function useUnsaveJob(invalidates: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => answerOf(api.POST('/middleware/jobUnSave', { body: { jobId } })),
    onSuccess: () => invalidate(queryClient, invalidates),
  });
}
