// One Career Advice article of this site. The failure keeps its status (CallFailure), so the page
// tells an article that does not exist (404) from one that could not be loaded.
import { useQuery } from '@tanstack/react-query';
import { $api, api } from '../../../lib/api';
import { answerOf } from '../../../lib/call-failure';

export function useCareerAdvice(slug: string) {
  const init = { params: { path: { slug } } };
  return useQuery({
    ...$api.queryOptions('get', '/middleware/career-advice/{slug}', init),
    queryFn: ({ signal }) =>
      answerOf(api.GET('/middleware/career-advice/{slug}', { ...init, signal })),
  });
}
