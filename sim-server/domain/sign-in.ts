// Signing a seeker in: the session and its cookies, a Google sign-in's refresh token, sign-in by
// password (throttled per account and per client) or by a social credential, and the messages.
import { SOCIAL_VALIDATION } from '../../openapi/vocabulary/calls';
import { COOKIE } from '../../openapi/vocabulary/cookies';
import type { ClockRegistry } from '../clock/clocks';
import { seededPasswordHash, verifyPassword } from '../lib/passwords';
import type { Store } from '../store/store';
import type { Account } from '../store/state';
import type { CookieJar } from './cookie-jar';
import { safeReturnPath } from '../../openapi/vocabulary/routes';
import { ApiError, failure, invalid } from './errors';
import type { SignInThrottle } from './login-throttle';
import { endSession, SESSION_MAX_AGE_MS, startSession, type Dated } from './sessions';
import {
  issueSocialRefresh,
  redeemSocialRefresh,
  revokeSocialRefresh,
  SOCIAL_REFRESH_MAX_AGE_MS,
} from './social-refresh';
import {
  SOCIAL_PROVIDER_NAME,
  socialEmail,
  validateSocial,
  type SocialProvider,
} from './social-validation';
import { recordById } from '../store/record-index';

export const SIGN_IN_MESSAGES = {
  loggedOut: 'You have been logged out.',
  badCredentials: 'Invalid email or password.',
  badSocialCredential: (provider: SocialProvider) =>
    `The ${SOCIAL_PROVIDER_NAME[provider]} sign-in could not be verified. Please try again.`,
  tooManyAttempts: (minutes: number) =>
    `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** The 429 of a throttled password attempt (sign-in, password change). */
export function throttled(wait: number): ApiError {
  return new ApiError(
    429,
    {
      success: false,
      error: SIGN_IN_MESSAGES.tooManyAttempts(Math.ceil(wait / 60)),
      errorCode: 'LOGIN_THROTTLED',
    },
    { 'Retry-After': String(wait) },
  );
}

/** What starting a session needs: the store, and the clocks that date it. */
export interface SessionDeps {
  store: Store;
  clocks: ClockRegistry;
}

/** The request a session starts in: its time and scenario, and its answer's cookies. */
export interface SessionRequest extends CookieJar {
  now: Date;
  scenario: string | null;
}

function datedBy(deps: SessionDeps, request: SessionRequest): Dated {
  return { now: request.now, scenario: request.scenario, clocks: deps.clocks };
}

/** Starts the account's session and sets the session and user cookies on the answer. */
export function signIn(deps: SessionDeps, request: SessionRequest, account: Account): void {
  const id = startSession(deps.store, account.id, datedBy(deps, request));
  request.setCookie(COOKIE.session, id, { httpOnly: true, maxAgeMs: SESSION_MAX_AGE_MS });
  request.setCookie(COOKIE.userName, account.displayName, { maxAgeMs: SESSION_MAX_AGE_MS });
  request.setCookie(COOKIE.userType, account.userType, { maxAgeMs: SESSION_MAX_AGE_MS });
  request.setCookie(COOKIE.oldLogin, 'true', { maxAgeMs: SESSION_MAX_AGE_MS });
}

/** Ends the session and revokes the refresh token the cookies name, and clears the cookies. */
export function signOut(store: Store, jar: CookieJar): void {
  const token = jar.cookies[COOKIE.session];
  if (token) endSession(store, token);
  const refresh = jar.cookies[COOKIE.socialRefresh];
  if (refresh) revokeSocialRefresh(store, refresh);
  for (const name of [
    COOKIE.session,
    COOKIE.userName,
    COOKIE.userType,
    COOKIE.oldLogin,
    COOKIE.socialRefresh,
  ]) {
    jar.clearCookie(name);
  }
}

/** A Google sign-in's refresh token (MOTS_REFRESH), good for one later sign-in. */
export function grantSocialRefresh(
  deps: SessionDeps,
  request: SessionRequest,
  account: Account,
): void {
  const token = issueSocialRefresh(deps.store, account.id, datedBy(deps, request));
  request.setCookie(COOKIE.socialRefresh, token, {
    httpOnly: true,
    maxAgeMs: SOCIAL_REFRESH_MAX_AGE_MS,
  });
}

/** The account a good MOTS_REFRESH stands for, signed in again with a new session and token. */
export function refreshedAccount(deps: SessionDeps, request: SessionRequest): Account | undefined {
  const token = request.cookies[COOKIE.socialRefresh];
  if (!token) return undefined;
  const accountId = redeemSocialRefresh(deps.store, token, request.now);
  const account =
    accountId === undefined ? undefined : recordById(deps.store.state.accounts, accountId);
  if (!account) {
    request.clearCookie(COOKIE.socialRefresh);
    return undefined;
  }
  signIn(deps, request, account);
  grantSocialRefresh(deps, request, account);
  return account;
}

/** The account a social credential signs in, or a 401 naming why not. */
export function socialAccount(store: Store, username: string, provider: SocialProvider): Account {
  const email = socialEmail(username, provider);
  const unverified = SIGN_IN_MESSAGES.badSocialCredential(provider);
  if (!email) throw failure(401, unverified, 'BAD_CREDENTIAL');
  const outcome = validateSocial(store.state.accounts, email, provider);
  if (outcome.status !== SOCIAL_VALIDATION.userExists || !outcome.account) {
    throw failure(401, unverified, outcome.status);
  }
  return outcome.account;
}

/**
 * The account an email and password sign in, or a 401 (a 429 while the client or the account is
 * throttled in the request's scenario). An unknown email takes as long as a wrong password, so
 * timing tells nothing.
 */
export async function passwordAccount(
  store: Store,
  throttles: SignInThrottle,
  attempt: {
    username: string;
    password: string | undefined;
    client: string;
    scenario: string | null;
  },
): Promise<Account> {
  const { password, client, scenario } = attempt;
  if (password === undefined) throw invalid('password', 'is required without social_provider');
  const email = attempt.username.trim().toLowerCase();
  const holder = store.state.accounts.find((a) => a.email === email);
  const outcome = await throttles.attempt(
    { scenario, email, client },
    async () =>
      (await verifyPassword(password, holder?.passwordHash ?? seededPasswordHash())) &&
      holder !== undefined,
  );
  if (outcome.wait > 0) throw throttled(outcome.wait);
  if (!holder || !outcome.passed) {
    throw failure(401, SIGN_IN_MESSAGES.badCredentials, 'BAD_CREDENTIALS');
  }
  return holder;
}

/**
 * Signs in the account a recovery code was redeemed for (resetPassword, otpLogin): its wrong
 * passwords are forgiven, and the answer says where to go.
 */
export function signInRecovered(
  deps: SessionDeps & { throttles: SignInThrottle },
  request: SessionRequest,
  account: Account,
  returnUrl: string | undefined,
): { redirectUrl: string; userType: Account['userType']; displayName: string } {
  deps.throttles.forget(request.scenario, account.email);
  signIn(deps, request, account);
  return signedIn(account, returnUrl);
}

/** A sign-in's answer: where to go (the return URL when it stays on the site), and who. */
export function signedIn(
  account: Account,
  returnUrl: string | undefined,
): { redirectUrl: string; userType: Account['userType']; displayName: string } {
  return {
    redirectUrl: safeReturnPath(returnUrl),
    userType: account.userType,
    displayName: account.displayName,
  };
}
