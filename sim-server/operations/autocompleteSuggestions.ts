// autocompleteSuggestions (GET /middleware/autocomplete/suggestions): related keyword suggestions, excluding those already chosen.
import { KEYWORD_SUGGESTIONS } from '../../openapi/vocabulary/limits';
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { suggest } from '../search/autocomplete';
import { siteIndex } from '../search/indexes';

export const autocompleteSuggestions = defineOperation(
  'autocompleteSuggestions',
  ({ site, query }, { indexes }: Deps<'indexes'>) => {
    const exclude = new Set((query.excludeKeywords ?? []).map((k) => k.trim().toLowerCase()));
    const size = query.size ?? KEYWORD_SUGGESTIONS;
    return ok(suggest(siteIndex(indexes, site).keywords, query.query, size, exclude));
  },
);
