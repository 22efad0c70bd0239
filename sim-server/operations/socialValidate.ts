// socialValidate (POST /middleware/social/validate): validate a social sign-in credential.
import { SOCIAL_VALIDATION } from '../../openapi/vocabulary/calls';
import { COOKIE } from '../../openapi/vocabulary/cookies';
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { ruleBroken } from '../domain/errors';
import {
  SOCIAL_PROVIDER_NAME,
  socialEmail,
  socialName,
  validateSocial,
} from '../domain/social-validation';

/** How long registration may use a validated social token (MOTS_AUTH). */
const SOCIAL_TOKEN_MAX_AGE_MS = 30 * 60 * 1000;

export const socialValidate = defineOperation(
  'socialValidate',
  (request, { store }: Deps<'store'>) => {
    const provider = request.body.socialProvider;
    const email = socialEmail(request.body.socialAccessToken, provider);
    if (!email)
      throw ruleBroken(
        'socialAccessToken',
        `is not a ${SOCIAL_PROVIDER_NAME[provider]} credential`,
        'BAD_CREDENTIAL',
      );
    const outcome = validateSocial(store.state.accounts, email, provider);
    if (outcome.status === SOCIAL_VALIDATION.userNotExists) {
      request.setCookie(COOKIE.socialToken, request.body.socialAccessToken, {
        maxAgeMs: SOCIAL_TOKEN_MAX_AGE_MS,
      });
    }
    // The name: the account's, or for a new one the name the provider gives (registration
    // prefills it).
    const name = outcome.account?.displayName ?? socialName(request.body.socialAccessToken);
    return ok({ validationStatus: outcome.status, email, ...(name ? { name } : {}) });
  },
);
