// The old auto-login machine's call (spec sections 4, 7): rioAutoLogin, whose Status and cookies
// become `autoLogin.answered` (Status 200 with the cookies of a live session, 204 with none); a
// failed call is `autoLogin.failed`, which the machine only logs.
import type { Schemas } from '../../openapi/client';
import type { MachineCall } from '../lib/calls';
import type { OldAutoLoginEvent } from '../oldAutoLogin.machine';

export const rioAutoLoginCall: MachineCall<
  undefined,
  Schemas['AutoLoginResponse'],
  OldAutoLoginEvent
> = {
  run: async (client, _input, signal) => {
    const { data, error, response } = await client.GET('/middleware/rioAutoLogin', { signal });
    if (error !== undefined) throw new Error(`rioAutoLogin answered ${response.status}`);
    return data;
  },
  done: ({ Status, Response }) => ({
    type: 'autoLogin.answered',
    status: Status,
    cookies: Response,
  }),
  failed: (error) => ({ type: 'autoLogin.failed', error }),
};
