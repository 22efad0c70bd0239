import { $api } from '../../../lib/api';
import { AUTOCOMPLETE } from '../limits';

/** Keyword suggestions; once terms are chosen, the suggestions call leaves them out (section 7). */
export function useKeywordSuggestions(fragment: string, chosen: string[]) {
  const enabled = fragment.length >= AUTOCOMPLETE.minChars;
  const keywords = $api.useQuery(
    'get',
    '/middleware/autocomplete/keywords',
    { params: { query: { query: fragment, size: AUTOCOMPLETE.keywords } } },
    { enabled: enabled && chosen.length === 0, staleTime: 5 * 60_000 },
  );
  const suggestions = $api.useQuery(
    'get',
    '/middleware/autocomplete/suggestions',
    {
      params: { query: { query: fragment, size: AUTOCOMPLETE.keywords, excludeKeywords: chosen } },
    },
    { enabled: enabled && chosen.length > 0, staleTime: 5 * 60_000 },
  );
  return chosen.length > 0 ? suggestions : keywords;
}
