import type { SendLinkRequest } from '../../../../../machines/sendAppLink.machine';
import { api } from '../../../lib/api';

/** POST download-app-link (appsDownloadLink) with the send-link payload. */
export async function sendDownloadLink(body: SendLinkRequest, signal: AbortSignal) {
  const { data, error, response } = await api.POST('/middleware/apps/download-link', {
    body,
    signal,
  });
  return {
    status: response.status,
    responseMessage: data?.responseMessage,
    errorMessage: error && 'errorMessage' in error ? error.errorMessage : undefined,
  };
}
