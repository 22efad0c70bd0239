// deleteEmploymentDetails (one employment, by id): the profile and the header's score show the
// change once they are fetched again.
import { useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../../../api/get-current-user';
import { $api, invalidate } from '../../../lib/api';
import { profileKey } from './get-profile';

export function useDeleteEmployment() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/middleware/editEmploymentDetails/{employmentId}', {
    onSuccess: () => invalidate(queryClient, [profileKey, currentUserKey]),
  });
}
