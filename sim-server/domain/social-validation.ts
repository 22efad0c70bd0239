// What a Google account is to a site (spec section 4: social-validate's statuses), and the account
// it signs in as. The statuses are the vocabulary's SOCIAL_VALIDATION, typed by the contract.
import { SIM_GOOGLE_PREFIX } from '../../fixtures/accounts';
import { SOCIAL_VALIDATION } from '../../openapi/vocabulary/calls';
import type { Account } from '../store/state';

export type SocialOutcome = (typeof SOCIAL_VALIDATION)[keyof typeof SOCIAL_VALIDATION];

/** `google:{email}` is the simulated Google credential; anything else is not a Google token. */
export function socialEmail(token: string): string | undefined {
  if (!token.startsWith(SIM_GOOGLE_PREFIX)) return undefined;
  const email = token.slice(SIM_GOOGLE_PREFIX.length).trim().toLowerCase();
  return email.includes('@') ? email : undefined;
}

/** The account a Google email is linked to, if any. */
export function linkedHolder(accounts: readonly Account[], email: string): Account | undefined {
  return accounts.find((a) =>
    a.socialLinks.some((l) => l.email === email && l.status === 'linked'),
  );
}

/** What a Google account is to this site, and the account it signs in as. */
export function validateSocial(
  accounts: readonly Account[],
  email: string,
): { status: SocialOutcome; account?: Account } {
  const holder = linkedHolder(accounts, email);
  const owner = accounts.find((a) => a.email === email);
  if (holder && owner && holder.id !== owner.id)
    return { status: SOCIAL_VALIDATION.linkedToOtherUser };
  if (holder) return { status: SOCIAL_VALIDATION.userExists, account: holder };
  if (accounts.some((a) => a.socialLinks.some((l) => l.email === email && l.status === 'delinked')))
    return { status: SOCIAL_VALIDATION.delinked };
  if (owner) return { status: SOCIAL_VALIDATION.userExists, account: owner };
  return { status: SOCIAL_VALIDATION.userNotExists };
}
