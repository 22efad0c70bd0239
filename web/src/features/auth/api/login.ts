// rioLogin (spec sections 3, 7): signs a seeker in, form-encoded, with a password or with a Google
// credential (social_provider google, the credential as username). The caller reads the status:
// the success status with a redirectUrl (where the server sends the seeker: the return URL when it
// stays on the site, else the dashboard), or a refusal.
import { formEncoded } from '../../../../../openapi/client';
import { api } from '../../../lib/api';

/** The rio login's fixed client id (section 3). */
const CLIENT_ID = 'web';

export type LoginCredentials =
  { username: string; password: string } | { socialCredential: string; socialProvider: 'google' };

export function login(credentials: LoginCredentials, returnUrl?: string, signal?: AbortSignal) {
  const common = {
    scope: 'all' as const,
    grant_type: 'password' as const,
    client_id: CLIENT_ID,
    ...(returnUrl ? { returnUrl } : {}),
  };
  const body =
    'password' in credentials
      ? { ...common, username: credentials.username, password: credentials.password }
      : {
          ...common,
          username: credentials.socialCredential,
          social_provider: credentials.socialProvider,
        };
  return api.POST('/rio/login', { body, signal, ...formEncoded });
}
