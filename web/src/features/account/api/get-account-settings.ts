// accountSettings (designed): the email preferences and the social accounts with their link state.
import { $api, operationKey } from '../../../lib/api';

export const accountSettingsKey = operationKey('get', '/middleware/accountSettings');

export function useAccountSettings() {
  return $api.useQuery('get', '/middleware/accountSettings');
}
