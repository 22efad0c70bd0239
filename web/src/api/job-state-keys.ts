// The operations whose answers show a job's saved or applied state (spec section 2: the state shows
// on every card and page afterwards). A save, unsave or apply invalidates them all: the ones on
// screen are fetched again at once, the others when they are next shown.
import type { QueryKey } from '@tanstack/react-query';
import { operationKey } from '../lib/api';

export const JOB_STATE_KEYS: readonly QueryKey[] = [
  operationKey('get', '/middleware/search/results'),
  operationKey('post', '/middleware/jobsearch'),
  operationKey('get', '/middleware/jobdetail/{jobId}'),
  operationKey('get', '/middleware/savedJobs'),
  operationKey('get', '/middleware/appliedJobs'),
  operationKey('get', '/middleware/suggestedJobs'),
  operationKey('get', '/middleware/collaborativeJobs'),
  operationKey('get', '/middleware/networkJobs'),
  operationKey('get', '/middleware/userDashboard'),
  operationKey('get', '/middleware/jobApplySuccess/{jobId}'),
];
