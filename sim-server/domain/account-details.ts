// The seeker's own account: personal details as the account page shows and edits them, and the
// password change (throttled as sign-in is; it ends the seeker's other sessions).
import type { Schemas } from '../../openapi/client';
import { hashPassword, verifyPassword } from '../lib/passwords';
import type { Store } from '../store/store';
import type { Account } from '../store/state';
import { updateAccount, updateAccountIn } from './accounts';
import { ruleBroken, unprocessable } from './errors';
import type { SignInThrottle } from './login-throttle';
import { throttled } from './sign-in';
import { personName } from './text-rules';

export const ACCOUNT_MESSAGES = {
  samePassword: 'must differ from the current password',
  wrongPassword: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed.',
  feedbackReceived: 'Thank you for your feedback.',
} as const;

export function personalDetailsOf(account: Account): Schemas['PersonalDetails'] {
  return {
    displayName: account.displayName,
    emails: account.emails,
    mobileNumbers: account.mobileNumbers,
    currentLocation: account.profile.currentLocation,
    ...account.profile.personal,
  };
}

/**
 * editPersonalDetails: the name (the contract's PersonName, composed by tidyPersonName; 422
 * NAME_NOT_LETTERS for what its pattern cannot say) and personal details.
 */
export function editPersonalDetails(
  store: Store,
  account: Account,
  input: Schemas['PersonalDetailsInput'],
): Schemas['PersonalDetails'] {
  const displayName = personName('displayName', input.displayName);
  const { dateOfBirth, gender, maritalStatus, category, differentlyAbled } = input;
  const updated = updateAccount(store, account, (draft) => {
    draft.displayName = displayName;
    draft.profile.currentLocation = input.currentLocation?.trim() ?? '';
    draft.profile.personal = {
      ...(dateOfBirth ? { dateOfBirth } : {}),
      ...(gender ? { gender } : {}),
      ...(maritalStatus ? { maritalStatus } : {}),
      ...(category ? { category } : {}),
      ...(differentlyAbled ? { differentlyAbled } : {}),
    };
  });
  return personalDetailsOf(updated);
}

/**
 * changePassword: the current password checked (422 when wrong, 429 while throttled), the new one
 * stored, and every other session of the seeker ended, in one write.
 */
export async function changePassword(
  store: Store,
  throttle: SignInThrottle,
  account: Account,
  input: Schemas['ChangePasswordRequest'],
  keep: { sessionId: string | undefined; scenario: string | null },
): Promise<void> {
  const attempt = await throttle.attempt({ scenario: keep.scenario, email: account.email }, () =>
    verifyPassword(input.currentPassword, account.passwordHash),
  );
  if (attempt.wait > 0) throw throttled(attempt.wait);
  if (!attempt.passed) throw unprocessable(ACCOUNT_MESSAGES.wrongPassword, 'WRONG_PASSWORD');
  if (input.newPassword === input.currentPassword) {
    throw ruleBroken('newPassword', ACCOUNT_MESSAGES.samePassword, 'SAME_PASSWORD');
  }
  const passwordHash = await hashPassword(input.newPassword);
  store.transact((tx) => {
    updateAccountIn(tx, account, (draft) => {
      draft.passwordHash = passwordHash;
    });
    // Whoever knew the old password is signed out everywhere but here.
    tx.removeWhere('sessions', (s) => s.accountId === account.id && s.id !== keep.sessionId);
  });
}
