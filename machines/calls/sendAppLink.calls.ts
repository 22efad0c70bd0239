// The send-link machine's call (spec sections 3, 7, 8): POST download-app-link with the send-link
// payload. Every answer is reported with its status and messages (`link.answered`; the machine
// decides what a 200, a 422 or a 401 shows); only a call with no answer is `link.failed`.
import type { MachineCall } from '../lib/calls';
import type { SendAppLinkEvent, SendLinkRequest } from '../sendAppLink.machine';

export interface SendLinkAnswer {
  status: number;
  responseMessage?: string;
  errorMessage?: string;
}

export const sendLinkCall: MachineCall<SendLinkRequest, SendLinkAnswer, SendAppLinkEvent> = {
  run: async (client, body, signal) => {
    const { data, error, response } = await client.POST('/middleware/apps/download-link', {
      body,
      signal,
    });
    return {
      status: response.status,
      responseMessage: data?.responseMessage,
      errorMessage: error && 'errorMessage' in error ? error.errorMessage : undefined,
    };
  },
  done: (answer) => ({ type: 'link.answered', ...answer }),
  failed: () => ({ type: 'link.failed' }),
};
