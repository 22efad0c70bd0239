// accountSettings (GET /middleware/accountSettings): what the settings page shows.
import { defineOperation, ok } from '../api/operation';

export const accountSettings = defineOperation('accountSettings', ({ account }) =>
  ok({
    emailPreferences: account.emailPreferences,
    socialAccounts: account.socialLinks.map(({ provider, email, status }) => ({
      provider,
      email,
      status,
    })),
  }),
);
