// jobApply (spec section 7; designed): step 2 of the apply sequence, recording the application.
// `source` is the tracking code of the page the seeker applied from.
import { api } from '../lib/api';

export async function jobApply(jobId: string, source: string) {
  const { data, error } = await api.POST('/middleware/jobApply', { body: { jobId, source } });
  if (!data) throw error ?? new Error('jobApply answered nothing.');
  return data;
}
