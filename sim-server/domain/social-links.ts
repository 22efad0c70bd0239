// Linking a Google account to the seeker's profile and unlinking a social account: a Google
// account links to one seeker only.
import { SOCIAL_LINKED_TO_OTHER_USER_MESSAGE } from '../../openapi/vocabulary/messages';
import { SOCIAL_VALIDATION } from '../../openapi/vocabulary/calls';
import type { Store } from '../store/store';
import type { Account } from '../store/state';
import { updateAccount } from './accounts';
import { conflict, notFound, ruleBroken } from './errors';
import { linkedHolder, socialEmail, type SocialProvider } from './social-validation';

export const SOCIAL_LINK_MESSAGES = {
  linked: 'Your Google account is now linked.',
  unlinked: 'Your Google account is now unlinked.',
  linkedToOther: SOCIAL_LINKED_TO_OTHER_USER_MESSAGE,
  notLinked: 'No Google account is linked to your profile.',
} as const;

/** socialLink: the Google credential's account linked to the seeker (409 when another holds it). */
export function linkGoogle(store: Store, account: Account, socialAccessToken: string): void {
  const email = socialEmail(socialAccessToken);
  if (!email) throw ruleBroken('socialAccessToken', 'is not a Google credential', 'BAD_CREDENTIAL');
  const holder = linkedHolder(store.state.accounts, email);
  if (holder && holder.id !== account.id)
    throw conflict(SOCIAL_LINK_MESSAGES.linkedToOther, SOCIAL_VALIDATION.linkedToOtherUser);
  updateAccount(store, account, (draft) => {
    draft.socialLinks = [
      ...draft.socialLinks.filter((l) => l.provider !== 'google'),
      { provider: 'google', email, status: 'linked' },
    ];
  });
}

/** socialUnlink: the provider's linked account delinked (404 when none is linked). */
export function unlinkSocial(store: Store, account: Account, provider: SocialProvider): void {
  const linked = (l: Account['socialLinks'][number]) =>
    l.provider === provider && l.status === 'linked';
  if (!account.socialLinks.some(linked)) throw notFound(SOCIAL_LINK_MESSAGES.notLinked);
  updateAccount(store, account, (draft) => {
    for (const link of draft.socialLinks.filter(linked)) link.status = 'delinked';
  });
}
