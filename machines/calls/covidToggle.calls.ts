// The covid toggle machine's calls (spec sections 3, 7, 8): covidLayoffFlag (Response.covidLayoff
// becomes `covid.loaded`) and editCovidLayoffFlag (Status 200 becomes `covid.saved`). Anything else
// is `covid.failed`, which the machine logs and answers by resetting the toggle.
import type { CovidToggleEvent, CovidUpdate } from '../covidToggle.machine';
import type { MachineCall } from '../lib/calls';

export const loadCovidFlagCall: MachineCall<undefined, boolean, CovidToggleEvent> = {
  run: async (client, _input, signal) => {
    const { data, error, response } = await client.GET('/middleware/covidLayoffFlag', { signal });
    if (error !== undefined) throw new Error(`covidLayoffFlag answered ${response.status}`);
    return data.Response.covidLayoff;
  },
  done: (covidLayoff) => ({ type: 'covid.loaded', covidLayoff }),
  failed: (error) => ({ type: 'covid.failed', error }),
};

export const saveCovidFlagCall: MachineCall<CovidUpdate, void, CovidToggleEvent> = {
  run: async (client, update, signal) => {
    const { error, response } = await client.POST('/middleware/editCovidLayoffFlag', {
      body: update,
      signal,
    });
    if (error !== undefined) throw new Error(`editCovidLayoffFlag answered ${response.status}`);
  },
  done: () => ({ type: 'covid.saved' }),
  failed: (error) => ({ type: 'covid.failed', error }),
};
