// ecashBalance (GET /middleware/ecash/balance): the seeker's e-cash balance.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';

/** Every seeker's opening balance, and what each application earns. */
const OPENING_BALANCE = 250;
const CREDIT_PER_APPLICATION = 10;

export const ecashBalance = defineOperation(
  'ecashBalance',
  ({ account, site, query }, { store }: Deps<'store'>) => {
    // A stable balance per seeker: applications earn credit, as a loyalty scheme would.
    const applications = store.state.applications.filter((a) => a.accountId === account.id);
    return ok({
      Status: 200 as const,
      Response: {
        balance: OPENING_BALANCE + applications.length * CREDIT_PER_APPLICATION,
        currency: site.site.currency,
        tenantId: query.tenantId ?? 1,
      },
    });
  },
);
