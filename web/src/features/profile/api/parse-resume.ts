// resumeParserV1 (designed): what the parser read from the latest resume, for the seeker to see and
// confirm. It only reads; confirming saves through the profile's own calls.
import { $api } from '../../../lib/api';

export function useParseResume() {
  return $api.useMutation('post', '/middleware/resumeParserV1');
}
