// rioAutoLogin (spec sections 4, 7): the older cookies of a remembered visitor whose session is
// still live (Status 200 with the cookies; 204 with none). Rejects on a failed call, which the old
// auto-login only logs.
import type { Schemas } from '../../../../../openapi/client';
import { api } from '../../../lib/api';

export async function autoLogin(signal: AbortSignal): Promise<Schemas['AutoLoginResponse']> {
  const { data, error, response } = await api.GET('/middleware/rioAutoLogin', { signal });
  if (error !== undefined) throw new Error(`rioAutoLogin answered ${response.status}`);
  return data;
}
