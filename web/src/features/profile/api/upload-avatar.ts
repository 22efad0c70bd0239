// uploadAvatar (designed): the photo as a multipart upload; the header and the profile show the new
// one as soon as the seeker and the profile are fetched again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../../../api/get-current-user';
import { api, invalidate } from '../../../lib/api';
import { profileKey } from './get-profile';
import { CallFailure } from '../../../lib/call-failure';

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const { data, error, response } = await api.POST('/middleware/upload-avatar', {
        body: { file: file.name },
        bodySerializer: () => {
          const form = new FormData();
          form.append('file', file, file.name);
          return form;
        },
      });
      if (error !== undefined || !data) throw new CallFailure(response.status, error);
      return data.avatarPath;
    },
    onSuccess: () => invalidate(queryClient, [currentUserKey, profileKey]),
  });
}
