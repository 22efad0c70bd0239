// Save or unsave a job for the signed-in seeker; the results and detail refresh from the answer.
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api';

export function useSaveJob() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries();
  const save = $api.useMutation('post', '/middleware/jobSave', { onSuccess });
  const unsave = $api.useMutation('post', '/middleware/jobUnSave', { onSuccess });
  return {
    toggle: (jobId: string, saved: boolean) =>
      (saved ? unsave : save).mutateAsync({ body: { jobId } }),
    pending: save.isPending || unsave.isPending,
  };
}
