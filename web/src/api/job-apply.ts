// jobApply (spec section 7; designed): step 2 of the apply sequence, recording the application.
// `source` is the tracking code of the page the seeker applied from.
import { api } from '../lib/api';
import { answerOf } from '../lib/call-failure';

export async function jobApply(jobId: string, source: string) {
  return answerOf(api.POST('/middleware/jobApply', { body: { jobId, source } }));
}
