// followedCompanies (spec section 7): the companies the seeker follows, most recent first, with
// their follower counts.
import { useQuery } from '@tanstack/react-query';
import { $api } from '../lib/api';

export function followedCompaniesQueryOptions() {
  return $api.queryOptions('get', '/middleware/followedCompanies');
}

export function useFollowedCompanies() {
  return useQuery(followedCompaniesQueryOptions());
}
