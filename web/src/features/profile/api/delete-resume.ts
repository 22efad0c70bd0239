// deleteResume (designed; issue 27): one kept resume and its file. The kept list, the profile (its
// resume and score) and the header's score are fetched again.
import { useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../../../api/get-current-user';
import { $api, invalidate } from '../../../lib/api';
import { profileKey } from './get-profile';
import { resumesQuery } from './get-resumes';

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/middleware/resumes/{resumeId}', {
    onSuccess: () => invalidate(queryClient, [resumesQuery.queryKey, profileKey, currentUserKey]),
  });
}
