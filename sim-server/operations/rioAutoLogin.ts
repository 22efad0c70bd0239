// rioAutoLogin (GET /middleware/rioAutoLogin): cookies the old auto-login sets for a remembered visitor.
import { COOKIE } from '../../openapi/vocabulary/cookies';
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { SESSION_MAX_AGE_MS } from '../domain/sessions';
import { refreshedAccount } from '../domain/sign-in';

export const rioAutoLogin = defineOperation(
  'rioAutoLogin',
  (request, deps: Deps<'store' | 'clocks'>) => {
    // A remembered visitor whose session is still valid gets the older cookies back; one whose
    // session has ended but whose Google sign-in left a good MOTS_REFRESH is signed back in.
    const account = request.account ?? refreshedAccount(deps, request);
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
);
