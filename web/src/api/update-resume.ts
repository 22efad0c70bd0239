// resumeUpdate (spec sections 7, 9): the resume as a form-encoded POST (the file in base64), with
// the 120 s timeout of the resume update, sent through XMLHttpRequest so that the page can show
// the upload's progress. The profile and the kept resumes are fetched again afterwards. Shared:
// the profile's resume section and the apply and registration steps that ask for a resume use it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formEncoded } from '../../../openapi/client';
import { RESUME_UPDATE_TIMEOUT_MS } from '../../../openapi/vocabulary/timing';
import { api, invalidate, operationKey } from '../lib/api';
import { CallFailure } from '../lib/call-failure';
import { uploadFetch, type UploadProgress } from '../lib/upload-fetch';
import { currentUserKey } from './get-current-user';

/** The file's bytes as standard base64 (what fileContent carries). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    });
    reader.addEventListener('error', () => reject(reader.error ?? new Error('Unreadable file')));
    reader.readAsDataURL(file);
  });
}

export function useUpdateResume(onProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const fileContent = await base64Of(file);
      const { data, error, response } = await api.POST('/middleware/resume/update', {
        body: { fileName: file.name, fileContent },
        ...formEncoded,
        fetch: uploadFetch(onProgress, RESUME_UPDATE_TIMEOUT_MS),
      });
      if (error !== undefined || !data) throw new CallFailure(response.status, error);
      return data.resume;
    },
    onSuccess: () =>
      invalidate(queryClient, [
        operationKey('get', '/middleware/profiles'),
        operationKey('get', '/middleware/resumes'),
        currentUserKey,
      ]),
  });
}
