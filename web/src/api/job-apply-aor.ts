// jobApplyAor (spec section 7; apply-on-redirect): records the application of a job applied on
// the employer's site and answers the employer's page to open.
import { api } from '../lib/api';
import { answerOf } from '../lib/call-failure';

export async function jobApplyAor(jobId: string) {
  return answerOf(api.POST('/middleware/jobApplyAor', { body: { jobId } }));
}
