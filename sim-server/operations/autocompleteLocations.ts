// autocompleteLocations (GET /middleware/autocomplete/locations): location suggestions for the location box.
import { LOCATION_SUGGESTIONS } from '../../openapi/vocabulary/limits';
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { suggestLocations } from '../search/autocomplete';
import { siteIndex } from '../search/indexes';

export const autocompleteLocations = defineOperation(
  'autocompleteLocations',
  ({ site, query }, { catalogue, indexes }: Deps<'catalogue' | 'indexes'>) => {
    // The site the query's siteContext names, else the request's.
    const target =
      Object.values(catalogue.sites).find((s) => s.site.siteContext === query.siteContext) ?? site;
    const locations = siteIndex(indexes, target).locations;
    return ok(suggestLocations(target, locations, query.query, query.size ?? LOCATION_SUGGESTIONS));
  },
);
