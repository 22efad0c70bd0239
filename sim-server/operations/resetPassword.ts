// resetPassword (POST /middleware/resetPassword): set a new password with the code forgotPassword sent, and sign in.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { recoveryTarget, redeemRecoveryCode } from '../domain/account-recovery';
import { signInRecovered } from '../domain/sign-in';
import { hashPassword } from '../lib/passwords';

export const resetPassword = defineOperation(
  'resetPassword',
  async (request, deps: Deps<'store' | 'clocks' | 'throttles'>) => {
    const { body, site, now } = request;
    const found = recoveryTarget(deps, site, body);
    // The hash is made first (off the event loop); the code is then checked and the password
    // replaced in one synchronous step, so two requests cannot both redeem one code.
    redeemRecoveryCode(deps, found, body.otp, now, await hashPassword(body.newPassword));
    return ok(signInRecovered(deps, request, found.account, body.returnUrl));
  },
);
