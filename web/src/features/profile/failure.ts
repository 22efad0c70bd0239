// What a failed call says (spec section 8): the answer's own message, else the HTTP client's.
import { callFailureMessage } from '../../../../openapi/errors';
import { UploadFailure } from '../../api/update-resume';

export function failureText(error: unknown): string {
  if (error instanceof UploadFailure) {
    return callFailureMessage({ body: error.body, status: error.status });
  }
  if (error instanceof Error) return callFailureMessage({ error });
  return callFailureMessage({ body: error });
}
