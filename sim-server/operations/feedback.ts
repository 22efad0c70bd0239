// feedback (POST /middleware/feedback): send feedback about the portal.
import { defineOperation } from '../api/operation';
import { ACCOUNT_MESSAGES } from '../domain/account-details';
import { requireText } from '../domain/text-rules';

export const feedback = defineOperation('feedback', ({ body }) => {
  // Feedback is not kept: the simulator only checks it and thanks the sender.
  requireText('message', body.message);
  return {
    status: 201 as const,
    body: { success: true as const, message: ACCOUNT_MESSAGES.feedbackReceived },
  };
});
