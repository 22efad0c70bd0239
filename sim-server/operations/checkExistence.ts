// checkExistence (GET /middleware/checkExistence): tell whether an email or mobile number is already registered.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { existence } from '../domain/registration';

export const checkExistence = defineOperation(
  'checkExistence',
  ({ query, site }, { store }: Deps<'store'>) => ok(existence(store.state, site, query)),
);
