// rioLogin (POST /rio/login): sign in (social credential or password) and start a session.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import {
  grantSocialRefresh,
  passwordAccount,
  signedIn,
  signIn,
  socialAccount,
} from '../domain/sign-in';

export const rioLogin = defineOperation(
  'rioLogin',
  async (request, deps: Deps<'store' | 'clocks' | 'throttles'>) => {
    const { username, password, social_provider: provider, returnUrl } = request.body;
    const account =
      provider !== undefined
        ? socialAccount(deps.store, username, provider)
        : await passwordAccount(deps.store, deps.throttles, {
            username,
            password,
            client: request.client,
            scenario: request.scenario,
          });
    signIn(deps, request, account);
    if (provider !== undefined) grantSocialRefresh(deps, request, account);
    return ok(signedIn(account, returnUrl));
  },
);
