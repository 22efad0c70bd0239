// covidLayoffFlag (spec sections 3, 7): whether the seeker's job was affected by COVID-19, read
// from Response.covidLayoff. The covid toggle's machine calls it; a failure rejects, and the
// machine logs it and resets the toggle (section 8).
import { api } from '../../../lib/api';

export async function getCovidFlag(signal: AbortSignal): Promise<boolean> {
  const { data, error, response } = await api.GET('/middleware/covidLayoffFlag', { signal });
  if (error !== undefined) throw new Error(`covidLayoffFlag answered ${response.status}`);
  return data.Response.covidLayoff;
}
