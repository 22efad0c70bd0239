// MOTS_REFRESH (spec section 4 names the cookie and nothing more). Ours: the refresh token of a
// Google sign-in, HttpOnly, for 90 days. When the session has ended but the token is still good,
// the old auto-login's call signs the seeker back in and hands out a new token (each token works
// once); signing out revokes it. A password sign-in gets none: it has no second factor to stand for.
import { randomUUID } from 'node:crypto';
import type { Store } from '../store/store';
import type { SessionRecord } from '../store/state';
import { datedFields, nowOf, type Dated } from './sessions';

export const SOCIAL_REFRESH_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

function isLive(token: SessionRecord, now: Date): boolean {
  return now.getTime() - new Date(token.createdAt).getTime() <= SOCIAL_REFRESH_MAX_AGE_MS;
}

/** A new token for the account; expired tokens are dropped meanwhile. */
export function issueSocialRefresh(store: Store, accountId: string, at: Dated): string {
  const id = randomUUID();
  store.transact((tx) => {
    tx.removeWhere('socialRefreshTokens', (token) => !isLive(token, nowOf(token, at.clocks)));
    tx.insert('socialRefreshTokens', { id, accountId, ...datedFields(at) });
  });
  return id;
}

/** The account a live token stands for; the token is used up. */
export function redeemSocialRefresh(store: Store, id: string, now: Date): string | undefined {
  const token = store.state.socialRefreshTokens.find((t) => t.id === id);
  if (!token) return undefined;
  store.transact((tx) => tx.remove('socialRefreshTokens', id));
  return isLive(token, now) ? token.accountId : undefined;
}

export function revokeSocialRefresh(store: Store, id: string): void {
  if (store.state.socialRefreshTokens.some((t) => t.id === id))
    store.transact((tx) => tx.remove('socialRefreshTokens', id));
}
