// socialValidate (spec sections 3, 4, 7): what a Google credential (or a Facebook access token) is
// to this site. One-tap and Facebook's sign-on act on the validationStatus; registration asks again
// for the social token it was handed (MOTS_AUTH) to prefill the account's email and name. On
// USER_NOT_EXISTS the server sets MOTS_AUTH too.
// The call is one-tap's (machines/calls/oneTapLogin.calls.ts), on the app's client.
import type { Schemas } from '../../../openapi/client';
import { validateSocialCall } from '../../../machines/calls/oneTapLogin.calls';
import { api } from '../lib/api';

export type SocialValidation = Schemas['SocialAuthResponse'];

/** Resolves the validation; rejects when the call fails or is refused (section 8: "failed"). */
export function validateSocial(
  credential: string,
  signal?: AbortSignal,
  provider: Schemas['SocialProvider'] = 'google',
): Promise<SocialValidation> {
  return validateSocialCall.run(api, { credential, provider }, signal);
}
