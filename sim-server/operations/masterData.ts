// masterData (GET /middleware/master-data): master data of one type.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { siteIndex } from '../search/indexes';
import { masterDataEntries } from '../search/master-data';

export const masterData = defineOperation(
  'masterData',
  ({ site, query }, { indexes }: Deps<'indexes'>) => {
    const entries = siteIndex(indexes, site).masterData.get(query.type) ?? [];
    return ok({
      type: query.type,
      data: masterDataEntries(entries, query.type, query.limit, query.parentUuids),
    });
  },
);
