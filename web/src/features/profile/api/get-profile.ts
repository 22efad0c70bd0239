// profiles (spec sections 3, 7): every section of the seeker's profile, with the `v` timestamp the
// spec's profile URL carries. Section edits invalidate `profileKey`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Schemas } from '../../../../../openapi/client';
import { api, operationKey } from '../../../lib/api';
import { CallFailure } from '../../../lib/call-failure';

export type Profile = Schemas['ProfileSections'];

export const profileKey = operationKey('get', '/middleware/profiles');

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKey,
    queryFn: async ({ signal }): Promise<Profile> => {
      const { data, error, response } = await api.GET('/middleware/profiles', {
        params: { query: { v: String(Date.now()) } },
        signal,
      });
      if (error !== undefined || !data) throw new CallFailure(response.status, error);
      return data.profilesResponse;
    },
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
