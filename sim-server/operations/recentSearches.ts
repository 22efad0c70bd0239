// recentSearches (GET /penguin/api/public/events/v1/ml/recent-searches): the visitor's recent searches, newest first.
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { recentSearchesOf, recentSearchOwner } from '../domain/recent-searches';

export const recentSearches = defineOperation(
  'recentSearches',
  ({ site, query, account, visitorId }, { store }: Deps<'store'>) =>
    ok({
      searches: recentSearchesOf(
        store.state,
        recentSearchOwner(account, visitorId),
        site,
        query.limit,
      ),
    }),
);
