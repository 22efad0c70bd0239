// userDashboard (spec section 7; designed): the profile with its completeness, the counts and the
// first recommended jobs.
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../lib/api';

export const dashboardKey = $api.queryOptions('get', '/middleware/userDashboard').queryKey;

export function useDashboard() {
  return useQuery($api.queryOptions('get', '/middleware/userDashboard'));
}
