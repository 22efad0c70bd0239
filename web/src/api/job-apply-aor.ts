// jobApplyAor (spec section 7; apply-on-redirect): records the application of a job applied on
// the employer's site and answers the employer's page to open.
import { api } from '../lib/api';

export async function jobApplyAor(jobId: string) {
  const { data, error } = await api.POST('/middleware/jobApplyAor', { body: { jobId } });
  if (!data) throw error ?? new Error('jobApplyAor answered nothing.');
  return data;
}
