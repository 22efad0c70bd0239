// resumes (designed): the current resume and the older ones kept, newest first, each with the URL
// of its file for View and Download.
import { $api } from '../../../lib/api';

export const resumesQuery = $api.queryOptions('get', '/middleware/resumes');

export function useResumes() {
  return $api.useQuery('get', '/middleware/resumes');
}
