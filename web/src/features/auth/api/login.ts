// rioLogin (spec section 7): signs a seeker in with email and password, form-encoded. The caller
// reads the status: the success status with a redirectUrl, or a refusal.
import { formEncoded } from '../../../../../openapi/client';
import { api } from '../../../lib/api';

const CLIENT_ID = 'web';

export function login({
  username,
  password,
  returnUrl,
}: {
  username: string;
  password: string;
  returnUrl?: string | undefined;
}) {
  return api.POST('/rio/login', {
    body: {
      scope: 'all',
      username,
      password,
      grant_type: 'password',
      client_id: CLIENT_ID,
      ...(returnUrl ? { returnUrl } : {}),
    },
    ...formEncoded,
  });
}
