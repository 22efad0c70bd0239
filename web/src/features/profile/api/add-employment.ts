// employement (the spec's spelling): the profile and the
// header's score show the change once they are fetched again.
import { useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../../../api/get-current-user';
import { $api, invalidate } from '../../../lib/api';
import { profileKey } from './get-profile';

export function useAddEmployment() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/middleware/employement', {
    onSuccess: () => invalidate(queryClient, [profileKey, currentUserKey]),
  });
}
