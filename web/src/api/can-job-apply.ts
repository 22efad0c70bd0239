// canJobApply (spec section 7; designed): step 1 of the apply sequence. Resolves to the answer, or
// throws a CallFailure (status and body) so the caller shows its message (section 8).
import { api } from '../lib/api';
import { answerOf } from '../lib/call-failure';

export async function canJobApply(jobId: string) {
  return answerOf(
    api.GET('/middleware/canJobApply/{jobId}', {
      params: { path: { jobId } },
    }),
  );
}
