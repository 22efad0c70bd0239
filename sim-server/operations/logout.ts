// logout (POST /middleware/logout): end the session.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { SIGN_IN_MESSAGES, signOut } from '../domain/sign-in';

export const logout = defineOperation('logout', (request, { store }: Deps<'store'>) => {
  signOut(store, request);
  return ok({ success: true as const, message: SIGN_IN_MESSAGES.loggedOut });
});
