// notificationsEmail (PUT /middleware/notifications/email): set which emails the seeker receives.
import type { Schemas } from '../../openapi/client';
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { updateAccount } from '../domain/accounts';

export const notificationsEmail = defineOperation(
  'notificationsEmail',
  ({ body, account }, { store }: Deps<'store'>) => {
    const preferences: Schemas['EmailPreferences'] = {
      jobAlerts: body.jobAlerts,
      recommendations: body.recommendations,
      applicationUpdates: body.applicationUpdates,
      recruiterMessages: body.recruiterMessages,
      newsletters: body.newsletters,
    };
    updateAccount(store, account, (draft) => {
      draft.emailPreferences = preferences;
    });
    return ok(preferences);
  },
);
