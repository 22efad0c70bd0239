// forgotPassword, resetPassword and otpLogin: getting back into an account (designed; the rules
// are in domain/account-recovery.ts, the sign-in itself is rioLogin's).
import { safeReturnPath } from '../../openapi/vocabulary/routes';
import type { SimContext } from '../context';
import { recoveryTarget, redeemRecoveryCode, sendRecoveryCode } from '../domain/account-recovery';
import { hashPassword } from '../lib/passwords';
import { ok, type Handlers } from '../api/operation';
import { startSession } from './session';

export function recoveryHandlers(context: SimContext): Handlers {
  return {
    forgotPassword: ({ body, site, now }) =>
      ok(sendRecoveryCode(context, recoveryTarget(context, site, body), now)),

    resetPassword: async (request) => {
      const { body, site, now } = request;
      const found = recoveryTarget(context, site, body);
      // The hash is made first (off the event loop); the code is then checked and the password
      // replaced in one synchronous step, so two requests cannot both redeem one code.
      redeemRecoveryCode(context, found, body.otp, now, await hashPassword(body.newPassword));
      context.signIns.forget(request.scenario, found.account.email);
      startSession(context, request, found.account);
      return ok({
        redirectUrl: safeReturnPath(body.returnUrl),
        userType: found.account.userType,
        displayName: found.account.displayName,
      });
    },

    otpLogin: (request) => {
      const { body, site, now } = request;
      const found = recoveryTarget(context, site, body);
      redeemRecoveryCode(context, found, body.otp, now);
      context.signIns.forget(request.scenario, found.account.email);
      startSession(context, request, found.account);
      return ok({
        redirectUrl: safeReturnPath(body.returnUrl),
        userType: found.account.userType,
        displayName: found.account.displayName,
      });
    },
  };
}
