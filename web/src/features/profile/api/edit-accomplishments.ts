// editAccomplishments (projects, certifications, online profiles, awards; each list sent replaces its section): the profile and the
// header's score show the change once they are fetched again.
import { useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../../../api/get-current-user';
import { $api, invalidate } from '../../../lib/api';
import { profileKey } from './get-profile';

export function useEditAccomplishments() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/middleware/accomplishments', {
    onSuccess: () => invalidate(queryClient, [profileKey, currentUserKey]),
  });
}
