// autocompleteKeywords (GET /middleware/autocomplete/keywords): keyword suggestions for the search box.
import { KEYWORD_SUGGESTIONS } from '../../openapi/vocabulary/limits';
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { suggest } from '../search/autocomplete';
import { siteIndex } from '../search/indexes';

export const autocompleteKeywords = defineOperation(
  'autocompleteKeywords',
  ({ site, query }, { indexes }: Deps<'indexes'>) =>
    ok(suggest(siteIndex(indexes, site).keywords, query.query, query.size ?? KEYWORD_SUGGESTIONS)),
);
