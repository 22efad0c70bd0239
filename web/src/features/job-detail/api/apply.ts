// The apply sequence for a signed-in seeker: can-apply, then apply (or apply on the employer's
// site), then the applied-success page.
import { api } from '../../../lib/api';
import { failureMessage } from '../../../../../openapi/errors';

export type ApplyOutcome =
  { kind: 'go'; url: string; newTab: boolean } | { kind: 'refused'; message: string };

export async function applyTo(jobId: string, source: string): Promise<ApplyOutcome> {
  const check = await api.GET('/middleware/canJobApply/{jobId}', { params: { path: { jobId } } });
  if (check.error || !check.data) return { kind: 'refused', message: failureMessage(check.error) };
  if (!check.data.canApply)
    return { kind: 'refused', message: check.data.message ?? 'You cannot apply to this job.' };
  if (check.data.redirectUrl) {
    const aor = await api.POST('/middleware/jobApplyAor', { body: { jobId } });
    if (aor.error || !aor.data) return { kind: 'refused', message: failureMessage(aor.error) };
    return { kind: 'go', url: aor.data.redirectUrl, newTab: true };
  }
  const applied = await api.POST('/middleware/jobApply', { body: { jobId, source } });
  if (applied.error || !applied.data)
    return { kind: 'refused', message: failureMessage(applied.error) };
  return { kind: 'go', url: applied.data.redirectUrl, newTab: false };
}
