// forgotPassword (POST /middleware/forgotPassword): send a code to reset a forgotten password.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { recoveryTarget, sendRecoveryCode } from '../domain/account-recovery';

export const forgotPassword = defineOperation(
  'forgotPassword',
  ({ body, site, now }, deps: Deps<'store'>) =>
    ok(sendRecoveryCode(deps, recoveryTarget(deps, site, body), now)),
);
