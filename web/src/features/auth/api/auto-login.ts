// rioAutoLogin (spec sections 4, 7): the older cookies of a remembered visitor whose session is
// still live (Status 200 with the cookies; 204 with none). Rejects on a failed call, which the old
// auto-login only logs. The machine's call (machines/calls/oldAutoLogin.calls.ts) on the app's client.
import { rioAutoLoginCall } from '../../../../../machines/calls/oldAutoLogin.calls';
import { bindCall } from '../../../../../machines/lib/calls';
import { api } from '../../../lib/api';

export const autoLogin = bindCall(rioAutoLoginCall, api);
