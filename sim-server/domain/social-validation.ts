// What a social account is to a site (spec section 4: social-validate's statuses), and the account
// it signs in as. The statuses are the vocabulary's SOCIAL_VALIDATION, typed by the contract. The
// simulator's stand-in credentials are `google:{email}` (one-tap) and `facebook:{email}` (the single
// sign-on's Facebook variant).
import {
  SIM_FACEBOOK_PREFIX,
  SIM_GOOGLE_PREFIX,
  SIM_SOCIAL_NAME_MARK,
} from '../../fixtures/accounts';
import type { Schemas } from '../../openapi/client';
import { SOCIAL_VALIDATION } from '../../openapi/vocabulary/calls';
import { SOCIAL_PROVIDER_NAMES } from '../../openapi/vocabulary/routes';
import type { Account } from '../store/state';

export type SocialOutcome = (typeof SOCIAL_VALIDATION)[keyof typeof SOCIAL_VALIDATION];
export type SocialProvider = Schemas['SocialProvider'];

/** Each provider's stand-in credential: this prefix, then the account's email. */
export const SOCIAL_CREDENTIAL_PREFIX: Record<SocialProvider, string> = {
  google: SIM_GOOGLE_PREFIX,
  facebook: SIM_FACEBOOK_PREFIX,
};

/** The provider's name as a seeker reads it. */
export const SOCIAL_PROVIDER_NAME: Record<SocialProvider, string> = SOCIAL_PROVIDER_NAMES;

/** The email of the provider's stand-in credential; anything else is not that provider's token. */
export function socialEmail(
  token: string,
  provider: SocialProvider = 'google',
): string | undefined {
  const prefix = SOCIAL_CREDENTIAL_PREFIX[provider];
  if (!token.startsWith(prefix)) return undefined;
  const [address = ''] = token.slice(prefix.length).split(SIM_SOCIAL_NAME_MARK);
  const email = address.trim().toLowerCase();
  return email.includes('@') ? email : undefined;
}

/** The person's name a stand-in credential carries (`{prefix}{email}#{name}`), if any. */
export function socialName(token: string): string | undefined {
  const at = token.indexOf(SIM_SOCIAL_NAME_MARK);
  const name = at < 0 ? '' : token.slice(at + 1).trim();
  return name === '' ? undefined : name;
}

/** The provider and email of any provider's stand-in credential. */
export function socialCredential(
  token: string,
): { provider: SocialProvider; email: string } | undefined {
  for (const provider of ['google', 'facebook'] as const) {
    const email = socialEmail(token, provider);
    if (email) return { provider, email };
  }
  return undefined;
}

/** The account a social account (by its email) is linked to, if any. */
export function linkedHolder(
  accounts: readonly Account[],
  email: string,
  provider: SocialProvider = 'google',
): Account | undefined {
  return accounts.find((a) =>
    a.socialLinks.some(
      (l) => l.provider === provider && l.email === email && l.status === 'linked',
    ),
  );
}

/** What a social account is to this site, and the account it signs in as. */
export function validateSocial(
  accounts: readonly Account[],
  email: string,
  provider: SocialProvider = 'google',
): { status: SocialOutcome; account?: Account } {
  const holder = linkedHolder(accounts, email, provider);
  const owner = accounts.find((a) => a.email === email);
  if (holder && owner && holder.id !== owner.id)
    return { status: SOCIAL_VALIDATION.linkedToOtherUser };
  if (holder) return { status: SOCIAL_VALIDATION.userExists, account: holder };
  const delinked = (l: Account['socialLinks'][number]) =>
    l.provider === provider && l.email === email && l.status === 'delinked';
  if (accounts.some((a) => a.socialLinks.some(delinked)))
    return { status: SOCIAL_VALIDATION.delinked };
  if (owner) return { status: SOCIAL_VALIDATION.userExists, account: owner };
  return { status: SOCIAL_VALIDATION.userNotExists };
}
