// editPersonalDetails (designed; the name shows in the header too): the profile and the
// header's score show the change once they are fetched again.
import { useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../../../api/get-current-user';
import { $api, invalidate } from '../../../lib/api';
import { profileKey } from './get-profile';

export function useEditPersonalDetails() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/middleware/personalDetails', {
    onSuccess: () => invalidate(queryClient, [profileKey, currentUserKey]),
  });
}
