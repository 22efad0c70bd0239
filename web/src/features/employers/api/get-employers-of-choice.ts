import { $api } from '../../../lib/api';

const QUERY = ['get', '/middleware/employersOfChoice'] as const;

// Spec section 2: the logos are shuffled, once per page load. Each company draws a random rank the
// first time it is seen, so a refetch (after a follow) keeps the order the page started with.
const ranks = new Map<number, number>();
function rankOf(companyId: number): number {
  let rank = ranks.get(companyId);
  if (rank === undefined) {
    rank = Math.random();
    ranks.set(companyId, rank);
  }
  return rank;
}

/** The employers of choice of this site, in this page load's shuffled order. */
export function useEmployersOfChoice() {
  return $api.useQuery(...QUERY, undefined, {
    select: (data) => [...data.companies].sort((a, b) => rankOf(a.companyId) - rankOf(b.companyId)),
  });
}

/** The query key, for invalidating after a follow or unfollow. */
export const employersOfChoiceKey = [...QUERY] as const;
