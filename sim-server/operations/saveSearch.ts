// saveSearch (POST /middleware/saveSearch): save a search, or overwrite a saved one.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { saveSearch as save } from '../domain/saved-searches';

export const saveSearch = defineOperation(
  'saveSearch',
  ({ body, account, site, now }, { store }: Deps<'store'>) => {
    const { created, search } = save(store, body, account, site, now);
    return created ? { status: 201 as const, body: search } : ok(search);
  },
);
