// deleteSkill (one IT skill, by name): the profile and the header's score show the change once
// they are fetched again.
import { useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../../../api/get-current-user';
import { $api, invalidate } from '../../../lib/api';
import { profileKey } from './get-profile';

export function useDeleteSkill() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/middleware/deleteSkill/{skill}', {
    onSuccess: () => invalidate(queryClient, [profileKey, currentUserKey]),
  });
}
