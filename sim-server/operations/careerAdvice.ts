// careerAdvice (GET /middleware/career-advice/{slug}): one Career Advice article of the site.
import { defineOperation, ok } from '../api/operation';
import { careerAdviceArticle } from '../domain/career-advice';
import { notFound } from '../domain/errors';

export const careerAdvice = defineOperation('careerAdvice', ({ site, path }) => {
  const article = careerAdviceArticle(site.site, path.slug);
  if (!article) throw notFound('No such article.');
  return ok(article);
});
