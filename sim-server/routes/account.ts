// The seeker's own account pages (designed operations of openapi/paths/account.yaml): personal
// details, the accomplishments sections, the kept resumes, the settings page's state, change
// password and feedback. All seeker-only.
import { deleteResume } from '../domain/resume-delete';
import type { Schemas } from '../../openapi/client';
import type { SimContext } from '../context';
import { updateAccount, updateAccountIn } from '../domain/accounts';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { keptResume, resumesOf } from '../domain/uploads';
import { invalid, unprocessable } from '../domain/errors';
import { ok, type Handlers } from '../api/operation';
import { throttled } from './session';
import type { Account } from '../store/state';

export const ACCOUNT_MESSAGES = {
  blank: 'must not be blank',
  samePassword: 'must differ from the current password',
  wrongPassword: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed.',
  feedbackReceived: 'Thank you for your feedback.',
} as const;

function personalDetailsOf(account: Account): Schemas['PersonalDetails'] {
  return {
    displayName: account.displayName,
    emails: account.emails,
    mobileNumbers: account.mobileNumbers,
    currentLocation: account.profile.currentLocation,
    ...account.profile.personal,
  };
}

// Long by design: one table of the account operations, one short handler per operation (the
// longest, changePassword at 20 lines) sharing this context; the rules they apply live in
// sim-server/domain/.
// eslint-disable-next-line max-lines-per-function -- one table of short handlers, one per operation (reason above)
export function accountHandlers(context: SimContext): Handlers {
  const { store } = context;
  return {
    editPersonalDetails: ({ body, account }) => {
      const displayName = body.displayName.trim().replace(/\s+/g, ' ');
      if (displayName.length < 2) throw invalid('displayName', ACCOUNT_MESSAGES.blank);
      const { dateOfBirth, gender, maritalStatus, category, differentlyAbled } = body;
      const updated = updateAccount(store, account, (draft) => {
        draft.displayName = displayName;
        draft.profile.currentLocation = body.currentLocation?.trim() ?? '';
        draft.profile.personal = {
          ...(dateOfBirth ? { dateOfBirth } : {}),
          ...(gender ? { gender } : {}),
          ...(maritalStatus ? { maritalStatus } : {}),
          ...(category ? { category } : {}),
          ...(differentlyAbled ? { differentlyAbled } : {}),
        };
      });
      return ok(personalDetailsOf(updated));
    },

    editAccomplishments: ({ body, account }) => {
      const updated = updateAccount(store, account, (draft) => {
        if (body.projects) draft.profile.projects = body.projects;
        if (body.certifications) draft.profile.certifications = body.certifications;
        if (body.onlineProfiles) draft.profile.onlineProfiles = body.onlineProfiles;
        if (body.awards) draft.profile.awards = body.awards;
      });
      const { projects, certifications, onlineProfiles, awards } = updated.profile;
      return ok({ projects, certifications, onlineProfiles, awards });
    },

    resumes: ({ account }) =>
      ok({ resumes: resumesOf(store.state, account.id).reverse().map(keptResume) }),

    deleteResume: ({ path, account }) => {
      deleteResume(context, account, path.resumeId);
      return ok({ resumes: resumesOf(store.state, account.id).reverse().map(keptResume) });
    },

    accountSettings: ({ account }) =>
      ok({
        emailPreferences: account.emailPreferences,
        socialAccounts: account.socialLinks.map(({ provider, email, status }) => ({
          provider,
          email,
          status,
        })),
      }),

    changePassword: async ({ body, account, session, scenario }) => {
      const attempt = await context.signIns.attempt({ scenario, email: account.email }, () =>
        verifyPassword(body.currentPassword, account.passwordHash),
      );
      if (attempt.wait > 0) throw throttled(attempt.wait);
      if (!attempt.passed) {
        throw unprocessable(ACCOUNT_MESSAGES.wrongPassword, 'WRONG_PASSWORD');
      }
      if (body.newPassword === body.currentPassword) {
        throw invalid('newPassword', ACCOUNT_MESSAGES.samePassword);
      }
      const passwordHash = await hashPassword(body.newPassword);
      store.transact((tx) => {
        updateAccountIn(tx, account, (draft) => {
          draft.passwordHash = passwordHash;
        });
        // Whoever knew the old password is signed out everywhere but here.
        tx.removeWhere('sessions', (s) => s.accountId === account.id && s.id !== session?.id);
      });
      return ok({ success: true as const, message: ACCOUNT_MESSAGES.passwordChanged });
    },

    feedback: ({ body }) => {
      if (body.message.trim() === '') throw invalid('message', ACCOUNT_MESSAGES.blank);
      return {
        status: 201 as const,
        body: { success: true as const, message: ACCOUNT_MESSAGES.feedbackReceived },
      };
    },
  };
}
