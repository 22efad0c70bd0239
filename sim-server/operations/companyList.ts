// companyList (GET /middleware/autocomplete/companies): company list for the company search box.
import { COMPANY_LIST_LIMIT } from '../../openapi/vocabulary/limits';
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';

export const companyList = defineOperation(
  'companyList',
  ({ site, query }, { indexes }: Deps<'indexes'>) => {
    const codes = query.countries ? query.countries.split(',') : [site.site.countryCode];
    return ok(indexes.companies.list(codes, query.query ?? '', query.limit ?? COMPANY_LIST_LIMIT));
  },
);
