import { $api } from '../../../lib/api';
import { site } from '../../../lib/site';
import { AUTOCOMPLETE } from '../limits';

export function useLocationSuggestions(fragment: string) {
  return $api.useQuery(
    'get',
    '/middleware/autocomplete/locations',
    {
      params: {
        query: {
          query: fragment,
          size: AUTOCOMPLETE.locations,
          type: 'locations',
          siteContext: site.siteContext,
        },
      },
    },
    { enabled: fragment.length >= AUTOCOMPLETE.minChars, staleTime: 5 * 60_000 },
  );
}
