// followedRecruiters (designed, issue 27): the recruiters the seeker follows, most recent first,
// with their follower counts.
import { useQuery } from '@tanstack/react-query';
import { $api } from '../lib/api';

export function followedRecruitersQueryOptions() {
  return $api.queryOptions('get', '/middleware/followedRecruiters');
}

export function useFollowedRecruiters() {
  return useQuery(followedRecruitersQueryOptions());
}
