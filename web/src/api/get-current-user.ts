// userMe (spec sections 2, 4; the answer is designed): the signed-in seeker for the header's profile
// dropdown, and the page's answer to "is a seeker signed in?".
//
// The spec's rule is the MSSOCLIENT session cookie. It is HttpOnly (a script cannot steal it), so
// the server applies the rule: userMe answers the seeker, or 401 to a guest (no live session, or a
// B2B agent or corporate user). The older cookies' rule (`isSignedIn`) is the first paint's guess
// and decides only whether to ask: a page asks when the guess says "signed in", a seeker page asks
// always (`verify`). When the server says no, the older cookies outlived the session: they are
// removed, so every part of the page that reads the guess agrees from then on.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Schemas } from '../../../openapi/client';
import { COOKIE } from '../../../openapi/vocabulary/cookies';
import { $api, api } from '../lib/api';
import { CallFailure } from '../lib/call-failure';
import { forgetSignIn, isSignedIn, readCookie, subscribeToCookies } from '../lib/cookies';

export type CurrentUser = Schemas['ProfileData'];

const UNAUTHORIZED = 401;
/** The seeker does not change under the page; a sign-in or sign-out loads a new page. */
const CURRENT_USER_STALE_MS = 5 * 60_000;

export const currentUserKey = $api.queryOptions('get', '/middleware/userMe').queryKey;

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserKey,
    staleTime: CURRENT_USER_STALE_MS,
    queryFn: async ({ signal }): Promise<CurrentUser | null> => {
      const { data, error, response } = await api.GET('/middleware/userMe', { signal });
      if (response.status === UNAUTHORIZED) {
        if (isSignedIn()) forgetSignIn();
        return null;
      }
      if (!data) throw new CallFailure(response.status, error);
      return data;
    },
  });
}

/**
 * - `checking`: the older cookies say signed in and the server has not answered yet;
 * - `signedIn`: the server knows the seeker (`user`);
 * - `guest`: no session;
 * - `unreachable`: the server could not be asked (the page keeps the older cookies' guess).
 */
export type SessionStatus = 'checking' | 'signedIn' | 'guest' | 'unreachable';

export interface Session {
  status: SessionStatus;
  user: CurrentUser | undefined;
  /** What the header can show before the server answers: the older user name cookie. */
  hintedName: string | undefined;
  retry: () => void;
}

/** Who is looking at the page. `verify` asks the server even when the older cookies say guest. */
export function useSession({ verify = false }: { verify?: boolean } = {}): Session {
  const hinted = useSyncExternalStore(subscribeToCookies, isSignedIn);
  const query = useQuery({ ...currentUserQueryOptions(), enabled: hinted || verify });
  const hintedName = hinted ? readCookie(COOKIE.userName) : undefined;
  const retry = () => void query.refetch();
  if (query.data) return { status: 'signedIn', user: query.data, hintedName, retry };
  if (query.data === null || (!hinted && !verify)) {
    return { status: 'guest', user: undefined, hintedName: undefined, retry };
  }
  if (query.isError) return { status: 'unreachable', user: undefined, hintedName, retry };
  return { status: 'checking', user: undefined, hintedName, retry };
}
