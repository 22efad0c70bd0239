// rioLogin (spec sections 3, 7): signs a seeker in, form-encoded, with a password or with a Google
// credential (social_provider google, the credential as username). The caller reads the status:
// the success status with a redirectUrl (where the server sends the seeker: the return URL when it
// stays on the site, else the dashboard), or a refusal. The Google variant is one-tap's call
// (machines/calls/oneTapLogin.calls.ts), which the API-level replay runs too.
import { rioLoginCall, validateSocialCall } from '../../../../../machines/calls/oneTapLogin.calls';
import { bindCall } from '../../../../../machines/lib/calls';
import { formEncoded } from '../../../../../openapi/client';
import { RIO_LOGIN_FIELDS } from '../../../../../openapi/vocabulary/calls';
import { api } from '../../../lib/api';

export function login(
  credentials: { username: string; password: string },
  returnUrl?: string,
  signal?: AbortSignal,
) {
  const body = { ...RIO_LOGIN_FIELDS, ...(returnUrl ? { returnUrl } : {}), ...credentials };
  return api.POST('/rio/login', { body, signal, ...formEncoded });
}

/** The rio login with a Google (or Facebook) credential, as one-tap's machine reports it. */
export const socialLogin = bindCall(rioLoginCall, api);

/** socialValidate with a provider's credential (the Facebook variant names its provider). */
export const validateSocialAccount = bindCall(validateSocialCall, api);
