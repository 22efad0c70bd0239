// covidLayoffFlag (spec sections 3, 7): whether the seeker's job was affected by COVID-19, read
// from Response.covidLayoff. A failure rejects, and the covid toggle's machine logs it and resets
// the toggle (section 8). The machine's call (machines/calls/covidToggle.calls.ts) on the app's client.
import { loadCovidFlagCall } from '../../../../../machines/calls/covidToggle.calls';
import { bindCall } from '../../../../../machines/lib/calls';
import { api } from '../../../lib/api';

export const getCovidFlag = bindCall(loadCovidFlagCall, api);
