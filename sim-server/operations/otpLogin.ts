// otpLogin (POST /rio/login/otp): sign in with a code sent to the mobile number instead of a password.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { recoveryTarget, redeemRecoveryCode } from '../domain/account-recovery';
import { signInRecovered } from '../domain/sign-in';

export const otpLogin = defineOperation(
  'otpLogin',
  (request, deps: Deps<'store' | 'clocks' | 'throttles'>) => {
    const { body, site, now } = request;
    const found = recoveryTarget(deps, site, body);
    redeemRecoveryCode(deps, found, body.otp, now);
    return ok(signInRecovered(deps, request, found.account, body.returnUrl));
  },
);
