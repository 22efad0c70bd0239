// employersOfChoice (GET /middleware/employersOfChoice): employers of choice for the home carousel.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { employersOfChoice as employerCards } from '../domain/search-results';

export const employersOfChoice = defineOperation(
  'employersOfChoice',
  ({ site, account }, { store }: Deps<'store'>) =>
    ok({ companies: employerCards(store.state, site, account) }),
);
