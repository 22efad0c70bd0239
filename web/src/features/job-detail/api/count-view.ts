import { useEffect } from 'react';
import { api } from '../../../lib/api';

/** Counts one view per job-detail page load; failures are only logged. */
export function useCountView(jobId: string, ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    api
      .POST('/middleware/job/{jobId}/view-count', { params: { path: { jobId } } })
      .catch((error: unknown) => {
        console.warn('View count failed', error);
      });
  }, [jobId, ready]);
}
