// The one-tap machine's calls (spec sections 3, 4, 7, 8): social-validate with the Google
// credential (its validationStatus becomes `social.validated`; a refused or failed call
// `social.failed`), then the form-encoded rio login with the credential as username (every answer
// is `login.answered` with its status and redirectUrl; no answer is `login.failed`). The single
// sign-on's Facebook variant makes the same two calls with `provider: 'facebook'`.
import { formEncoded, type Schemas } from '../../openapi/client';
import { failureMessage } from '../../openapi/errors';
import { RIO_LOGIN_FIELDS } from '../../openapi/vocabulary/calls';
import type { MachineCall } from '../lib/calls';
import type {
  OneTapLoginEvent,
  RioLoginInput,
  SocialValidationInput,
} from '../oneTapLogin.machine';

/** Whose credential a call carries: Google's (one-tap, the default) or Facebook's. */
interface WithProvider {
  provider?: Schemas['SocialProvider'];
}

export const validateSocialCall: MachineCall<
  SocialValidationInput & WithProvider,
  Schemas['SocialAuthResponse'],
  OneTapLoginEvent
> = {
  run: async (client, { credential, provider = 'google' }, signal) => {
    const { data, error } = await client.POST('/middleware/social/validate', {
      body: { socialAccessToken: credential, socialProvider: provider },
      signal,
    });
    if (error !== undefined) throw new Error(failureMessage(error));
    return data;
  },
  done: ({ validationStatus }) => ({ type: 'social.validated', status: validationStatus }),
  failed: () => ({ type: 'social.failed' }),
};

/** The rio login's input: the credential, and the page the seeker goes back to, if any. */
export interface SocialLoginInput extends RioLoginInput, WithProvider {
  returnUrl?: string;
}

export const rioLoginCall: MachineCall<
  SocialLoginInput,
  { status: number; redirectUrl?: string },
  OneTapLoginEvent
> = {
  run: async (client, { credential, returnUrl, provider = 'google' }, signal) => {
    const { data, response } = await client.POST('/rio/login', {
      body: {
        ...RIO_LOGIN_FIELDS,
        ...(returnUrl ? { returnUrl } : {}),
        username: credential,
        social_provider: provider,
      },
      signal,
      ...formEncoded,
    });
    return { status: response.status, redirectUrl: data?.redirectUrl };
  },
  done: ({ status, redirectUrl }) => ({
    type: 'login.answered',
    status,
    ...(redirectUrl ? { redirectUrl } : {}),
  }),
  failed: () => ({ type: 'login.failed' }),
};
