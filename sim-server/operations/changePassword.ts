// changePassword (POST /middleware/changePassword): change the seeker's password.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { ACCOUNT_MESSAGES, changePassword as change } from '../domain/account-details';

export const changePassword = defineOperation(
  'changePassword',
  async (
    { body, account, session, scenario },
    { store, throttles }: Deps<'store' | 'throttles'>,
  ) => {
    await change(store, throttles, account, body, { sessionId: session?.id, scenario });
    return ok({ success: true as const, message: ACCOUNT_MESSAGES.passwordChanged });
  },
);
