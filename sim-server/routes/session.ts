// Sign-in, registration, social login, auto-login and the signed-in user.
import { randomUUID } from 'node:crypto';
import { SOCIAL_LINKED_TO_OTHER_USER_MESSAGE } from '../../openapi/vocabulary/messages';
import { ROUTE, safeReturnPath } from '../../openapi/vocabulary/routes';
import { COOKIE } from '../../openapi/vocabulary/cookies';
import { ApiError, conflict, failure, invalid, notFound } from '../domain/errors';
import { ok, type Handlers, type OperationRequest, type OperationId } from '../api/operation';
import type { SimContext } from '../context';
import { defaultEmailPreferences, type Account } from '../store/state';
import { updateAccount } from '../domain/accounts';
import { appliedJobIds } from '../domain/applications';
import { followedIds } from '../domain/follows';
import { checkMobileNumber, holdersOf } from '../domain/otp';
import { hashPassword, seededPasswordHash, verifyPassword } from '../lib/passwords';
import type { Dated } from '../domain/sessions';
import {
  linkedHolder,
  SOCIAL_PROVIDER_NAME,
  socialCredential,
  socialEmail,
  validateSocial,
  type SocialProvider,
} from '../domain/social-validation';
import { SOCIAL_VALIDATION } from '../../openapi/vocabulary/calls';
import {
  issueSocialRefresh,
  redeemSocialRefresh,
  revokeSocialRefresh,
  SOCIAL_REFRESH_MAX_AGE_MS,
} from '../domain/social-refresh';
import { profileData } from '../domain/profile';
import { savedJobsOf } from '../domain/saved-jobs';
import {
  endSession,
  SESSION_MAX_AGE_MS,
  startSession as startStoredSession,
} from '../domain/sessions';

export const SESSION_MESSAGES = {
  badCredentials: 'Invalid email or password.',
  badSocialCredential: (provider: SocialProvider) =>
    `The ${SOCIAL_PROVIDER_NAME[provider]} sign-in could not be verified. Please try again.`,
  loggedOut: 'You have been logged out.',
  linked: 'Your Google account is now linked.',
  unlinked: 'Your Google account is now unlinked.',
  linkedToOther: SOCIAL_LINKED_TO_OTHER_USER_MESSAGE,
  notLinked: 'No Google account is linked to your profile.',
  emailExists: 'An account with this email already exists.',
  mobileExists: 'An account with this mobile number already exists.',
  credentialNeeded: 'Give a password or sign up with Google.',
  tooManyAttempts: (minutes: number) =>
    `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** The 429 of a throttled password attempt (sign-in, password change). */
export function throttled(wait: number): ApiError {
  return new ApiError(
    429,
    {
      success: false,
      error: SESSION_MESSAGES.tooManyAttempts(Math.ceil(wait / 60)),
      errorCode: 'LOGIN_THROTTLED',
    },
    { 'Retry-After': String(wait) },
  );
}

/** A request's time and scenario, for the sessions and tokens it starts. */
function datedBy(context: SimContext, request: OperationRequest<OperationId>): Dated {
  return { now: request.now, scenario: request.scenario, clocks: context.clocks };
}

export function startSession(
  context: SimContext,
  request: OperationRequest<OperationId>,
  account: Account,
): void {
  const id = startStoredSession(context.store, account.id, datedBy(context, request));
  request.setCookie(COOKIE.session, id, { httpOnly: true, maxAgeMs: SESSION_MAX_AGE_MS });
  request.setCookie(COOKIE.userName, account.displayName, { maxAgeMs: SESSION_MAX_AGE_MS });
  request.setCookie(COOKIE.userType, account.userType, { maxAgeMs: SESSION_MAX_AGE_MS });
  request.setCookie(COOKIE.oldLogin, 'true', { maxAgeMs: SESSION_MAX_AGE_MS });
}

/** A Google sign-in's refresh token (MOTS_REFRESH), good for one later sign-in. */
function grantSocialRefresh(
  context: SimContext,
  request: OperationRequest<OperationId>,
  account: Account,
): void {
  const token = issueSocialRefresh(context.store, account.id, datedBy(context, request));
  request.setCookie(COOKIE.socialRefresh, token, {
    httpOnly: true,
    maxAgeMs: SOCIAL_REFRESH_MAX_AGE_MS,
  });
}

/** The account a good MOTS_REFRESH stands for, signed in again with a new session and token. */
function refreshedAccount(
  context: SimContext,
  request: OperationRequest<OperationId>,
): Account | undefined {
  const token = request.cookies[COOKIE.socialRefresh];
  if (!token) return undefined;
  const accountId = redeemSocialRefresh(context.store, token, request.now);
  const account = context.store.state.accounts.find((a) => a.id === accountId);
  if (!account) {
    request.clearCookie(COOKIE.socialRefresh);
    return undefined;
  }
  startSession(context, request, account);
  grantSocialRefresh(context, request, account);
  return account;
}

// Long by design: one table of the session and registration operations, one short handler per
// operation (the longest, registerPersonal at 60 lines, most of them the new account record)
// sharing this context; the rules they apply live in sim-server/domain/.
// eslint-disable-next-line max-lines-per-function -- one table of short handlers, one per operation (reason above)
export function sessionHandlers(context: SimContext): Handlers {
  return {
    rioLogin: async (request) => {
      const { username, password, social_provider: provider, returnUrl } = request.body;
      const accounts = context.store.state.accounts;
      let account: Account | undefined;
      if (provider !== undefined) {
        const email = socialEmail(username, provider);
        const unverified = SESSION_MESSAGES.badSocialCredential(provider);
        if (!email) throw failure(401, unverified, 'BAD_CREDENTIAL');
        const outcome = validateSocial(accounts, email, provider);
        if (outcome.status !== SOCIAL_VALIDATION.userExists || !outcome.account) {
          throw failure(401, unverified, outcome.status);
        }
        account = outcome.account;
      } else {
        if (password === undefined)
          throw invalid('password', 'is required without social_provider');
        const email = username.trim().toLowerCase();
        const holder = accounts.find((a) => a.email === email);
        const attempt = await context.signIns.attempt(
          { scenario: request.scenario, email, client: request.client },
          // An unknown email takes as long as a wrong password, so timing tells nothing.
          async () =>
            (await verifyPassword(password, holder?.passwordHash ?? seededPasswordHash())) &&
            holder !== undefined,
        );
        if (attempt.wait > 0) throw throttled(attempt.wait);
        if (!holder || !attempt.passed) {
          throw failure(401, SESSION_MESSAGES.badCredentials, 'BAD_CREDENTIALS');
        }
        account = holder;
      }
      startSession(context, request, account);
      if (provider !== undefined) grantSocialRefresh(context, request, account);
      return ok({
        redirectUrl: safeReturnPath(returnUrl),
        userType: account.userType,
        displayName: account.displayName,
      });
    },

    logout: (request) => {
      const token = request.cookies[COOKIE.session];
      if (token) endSession(context.store, token);
      const refresh = request.cookies[COOKIE.socialRefresh];
      if (refresh) revokeSocialRefresh(context.store, refresh);
      for (const name of [
        COOKIE.session,
        COOKIE.userName,
        COOKIE.userType,
        COOKIE.oldLogin,
        COOKIE.socialRefresh,
      ]) {
        request.clearCookie(name);
      }
      return ok({ success: true as const, message: SESSION_MESSAGES.loggedOut });
    },

    rioAutoLogin: (request) => {
      // A remembered visitor whose session is still valid gets the older cookies back; one whose
      // session has ended but whose Google sign-in left a good MOTS_REFRESH is signed back in.
      const account = request.account ?? refreshedAccount(context, request);
      if (!account) return ok({ Status: 204 as const, Response: [] });
      const expires = new Date(request.now.getTime() + SESSION_MAX_AGE_MS).toISOString();
      const cookie = (name: string, value: string) => ({
        'cookie-name': name,
        'cookie-value': value,
        path: '/',
        domain: request.site.site.domain,
        expires,
      });
      return ok({
        Status: 200 as const,
        Response: [
          cookie(COOKIE.userName, account.displayName),
          cookie(COOKIE.userType, account.userType),
          cookie(COOKIE.oldLogin, 'true'),
        ],
      });
    },

    socialValidate: (request) => {
      const provider = request.body.socialProvider;
      const email = socialEmail(request.body.socialAccessToken, provider);
      if (!email)
        throw invalid('socialAccessToken', `is not a ${SOCIAL_PROVIDER_NAME[provider]} credential`);
      const outcome = validateSocial(context.store.state.accounts, email, provider);
      if (outcome.status === SOCIAL_VALIDATION.userNotExists) {
        request.setCookie(COOKIE.socialToken, request.body.socialAccessToken, {
          maxAgeMs: 30 * 60 * 1000,
        });
      }
      return ok({
        validationStatus: outcome.status,
        email,
        ...(outcome.account ? { name: outcome.account.displayName } : {}),
      });
    },

    socialLink: (request) => {
      const email = socialEmail(request.body.socialAccessToken);
      if (!email) throw invalid('socialAccessToken', 'is not a Google credential');
      const { account } = request;
      const holder = linkedHolder(context.store.state.accounts, email);
      if (holder && holder.id !== account.id)
        throw conflict(SESSION_MESSAGES.linkedToOther, SOCIAL_VALIDATION.linkedToOtherUser);
      updateAccount(context.store, account, (draft) => {
        draft.socialLinks = [
          ...draft.socialLinks.filter((l) => l.provider !== 'google'),
          { provider: 'google', email, status: 'linked' },
        ];
      });
      return ok({ success: true as const, message: SESSION_MESSAGES.linked });
    },

    socialUnlink: (request) => {
      const linked = (l: Account['socialLinks'][number]) =>
        l.provider === request.body.socialProvider && l.status === 'linked';
      if (!request.account.socialLinks.some(linked)) throw notFound(SESSION_MESSAGES.notLinked);
      updateAccount(context.store, request.account, (draft) => {
        for (const link of draft.socialLinks.filter(linked)) link.status = 'delinked';
      });
      return ok({ success: true as const, message: SESSION_MESSAGES.unlinked });
    },

    checkExistence: (request) => {
      const { email, mobileNumber, countryCode } = request.query;
      if (email === undefined && mobileNumber === undefined) {
        throw invalid('email', 'or mobileNumber is required', 'query');
      }
      const accounts = context.store.state.accounts;
      return ok({
        emailExists: email !== undefined && accounts.some((a) => a.email === email.toLowerCase()),
        mobileExists:
          mobileNumber !== undefined &&
          accounts.some((a) =>
            a.mobileNumbers.some(
              (m) =>
                m.mobileNumber === mobileNumber &&
                (countryCode === undefined || m.countryCode === countryCode),
            ),
          ),
      });
    },

    registerPersonal: async (request) => {
      const body = request.body;
      // The same dial codes and number rule as the OTP calls, so the number can be verified later.
      checkMobileNumber(request.site, body.countryCode, body.mobileNumber);
      const email = body.email.toLowerCase();
      const socialToken = body.socialAccessToken ?? request.cookies[COOKIE.socialToken];
      const social = socialToken ? socialCredential(socialToken) : undefined;
      if (body.password === undefined && !social)
        throw invalid('password', SESSION_MESSAGES.credentialNeeded);
      // Hashed before the checks: from the checks to the insert nothing may wait, or two
      // registrations of one email could both pass.
      const passwordHash = await hashPassword(body.password ?? randomUUID());
      const accounts = context.store.state.accounts;
      if (accounts.some((a) => a.email === email))
        throw conflict(SESSION_MESSAGES.emailExists, 'EMAIL_EXISTS');
      // A number is taken only with its dial code: 9123 4567 is one phone in Singapore, another in
      // Hong Kong.
      if (holdersOf(context.store.state, body.countryCode, body.mobileNumber).length > 0) {
        throw conflict(SESSION_MESSAGES.mobileExists, 'MOBILE_EXISTS');
      }
      const account: Account = {
        id: `acc-${randomUUID()}`,
        site: request.site.site.countryCode,
        userType: 'SEEKER',
        email,
        passwordHash,
        displayName: body.name.trim(),
        emails: [{ email, status: social?.email === email ? 1 : 0 }],
        mobileNumbers: [
          { countryCode: body.countryCode, mobileNumber: body.mobileNumber, status: 0 },
        ],
        avatarPath: null,
        socialLinks: social ? [{ ...social, status: 'linked' }] : [],
        profile: {
          designation: '',
          companyName: '',
          currentLocation: body.currentLocation,
          experienceYears: body.experienceYears,
          experienceMonths: body.experienceMonths,
          educationDetails: [],
          workExperience: [],
          itSkills: [],
          preferences: {},
          projects: [],
          certifications: [],
          onlineProfiles: [],
          awards: [],
          workPermits: [],
          authorisedCountries: [],
        },
        covidLayoff: false,
        emailPreferences: defaultEmailPreferences(),
        seekerCards: { skipped: [], completed: ['LOCATION', 'EXPERIENCE'] },
        createdAt: request.now.toISOString(),
      };
      context.store.transact((tx) => tx.insert('accounts', account));
      request.clearCookie(COOKIE.socialToken);
      startSession(context, request, account);
      return { status: 201 as const, body: { uuid: account.id, redirectUrl: ROUTE.dashboard } };
    },

    userMe: (request) => ok(profileData(context.store.state, request.account)),

    userJobInfo: (request) => {
      const { account, site } = request;
      const state = context.store.state;
      return ok({
        appliedJobIds: [...appliedJobIds(state, account, site)],
        savedJobIds: savedJobsOf(state, account, site).map((s) => s.jobId),
      });
    },

    seekerRelations: (request) => {
      const { account, site } = request;
      const state = context.store.state;
      return ok({
        followedCompanyIds: [...followedIds(state, 'company', account, site)],
        followedRecruiterIds: [...followedIds(state, 'recruiter', account, site)],
      });
    },

    ecashBalance: (request) => {
      // A stable balance per seeker: applications earn credit, as a loyalty scheme would.
      const applications = context.store.state.applications.filter(
        (a) => a.accountId === request.account.id,
      ).length;
      return ok({
        Status: 200 as const,
        Response: {
          balance: 250 + applications * 10,
          currency: request.site.site.currency,
          tenantId: request.query.tenantId ?? 1,
        },
      });
    },
  };
}
