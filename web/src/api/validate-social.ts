// socialValidate (spec sections 3, 4, 7): what a Google credential is to this site. One-tap acts on
// the validationStatus; registration asks again for the social token it was handed (MOTS_AUTH) to
// prefill the Google account's email and name. On USER_NOT_EXISTS the server sets MOTS_AUTH too.
import type { Schemas } from '../../../openapi/client';
import { failureMessage } from '../../../openapi/errors';
import { api } from '../lib/api';

export type SocialValidation = Schemas['SocialAuthResponse'];

/** Resolves the validation; rejects when the call fails or is refused (section 8: "failed"). */
export async function validateSocial(
  credential: string,
  signal?: AbortSignal,
): Promise<SocialValidation> {
  const { data, error } = await api.POST('/middleware/social/validate', {
    body: { socialAccessToken: credential, socialProvider: 'google' },
    signal,
  });
  if (error !== undefined) throw new Error(failureMessage(error));
  return data;
}
