// editCovidLayoffFlag (spec sections 3, 7): POST {covidLayoff}, logged-in only. Resolves on the
// Status 200 answer (the only success the contract allows); rejects otherwise, and the covid
// toggle's machine logs it and resets the toggle (section 8). The machine's call
// (machines/calls/covidToggle.calls.ts) on the app's client.
import { saveCovidFlagCall } from '../../../../../machines/calls/covidToggle.calls';
import { bindCall } from '../../../../../machines/lib/calls';
import { api } from '../../../lib/api';

export const editCovidFlag = bindCall(saveCovidFlagCall, api);
