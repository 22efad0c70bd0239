// editCovidLayoffFlag (POST /middleware/editCovidLayoffFlag): set whether the seeker's job was affected by COVID-19.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { updateAccount } from '../domain/accounts';

export const editCovidLayoffFlag = defineOperation(
  'editCovidLayoffFlag',
  ({ body, account }, { store }: Deps<'store'>) => {
    const updated = updateAccount(store, account, (draft) => {
      draft.covidLayoff = body.covidLayoff;
    });
    return ok({ Status: 200 as const, Response: { covidLayoff: updated.covidLayoff } });
  },
);
