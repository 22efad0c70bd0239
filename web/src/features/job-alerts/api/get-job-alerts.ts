// jobAlerts (spec sections 2, 7; designed): the seeker's alerts for Manage Job Alert.
import { useQuery } from '@tanstack/react-query';
import { $api, operationKey } from '../../../lib/api';

export const jobAlertsKey = operationKey('get', '/middleware/jobAlerts');

export function useJobAlerts() {
  return useQuery($api.queryOptions('get', '/middleware/jobAlerts'));
}
