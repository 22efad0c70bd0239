// editCovidLayoffFlag (spec sections 3, 7): POST {covidLayoff}, logged-in only. Resolves on the
// Status 200 answer (the only success the contract allows); rejects otherwise, and the covid
// toggle's machine logs it and resets the toggle (section 8).
import type { CovidUpdate } from '../../../../../machines/covidToggle.machine';
import { api } from '../../../lib/api';

export async function editCovidFlag(update: CovidUpdate, signal: AbortSignal): Promise<void> {
  const { error, response } = await api.POST('/middleware/editCovidLayoffFlag', {
    body: update,
    signal,
  });
  if (error !== undefined) throw new Error(`editCovidLayoffFlag answered ${response.status}`);
}
