// canJobApply (spec section 7; designed): step 1 of the apply sequence. Resolves to the answer, or
// throws the failure body so the caller shows its message (section 8).
import { api } from '../lib/api';

export async function canJobApply(jobId: string) {
  const { data, error } = await api.GET('/middleware/canJobApply/{jobId}', {
    params: { path: { jobId } },
  });
  if (!data) throw error ?? new Error('canJobApply answered nothing.');
  return data;
}
