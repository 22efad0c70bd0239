// registerPersonal (POST /middleware/registerPersonal): register a seeker (personal details step) and start a session.
import { COOKIE } from '../../openapi/vocabulary/cookies';
import { ROUTE } from '../../openapi/vocabulary/routes';
import { defineOperation } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { register } from '../domain/registration';
import { signIn } from '../domain/sign-in';

export const registerPersonal = defineOperation(
  'registerPersonal',
  async (request, deps: Deps<'store' | 'clocks'>) => {
    // A social sign-up's token comes in the body, or in the cookie socialValidate set.
    const socialToken = request.body.socialAccessToken ?? request.cookies[COOKIE.socialToken];
    const account = await register(
      deps.store,
      request.body,
      request.site,
      socialToken,
      request.now,
    );
    request.clearCookie(COOKIE.socialToken);
    signIn(deps, request, account);
    return { status: 201 as const, body: { uuid: account.id, redirectUrl: ROUTE.dashboard } };
  },
);
