// A site's Career Advice article: the link's title from the site's properties, its designed text
// from fixtures/career-advice.ts, and the site's other links. Only the site's own links exist.
import type { Schemas } from '../../openapi/client';
import { CAREER_ADVICE } from '../../fixtures/career-advice';
import type { SiteProps } from '../catalogue/types';

export function careerAdviceArticle(
  site: SiteProps,
  slug: string,
): Schemas['CareerAdviceArticle'] | undefined {
  const slugOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  const link = site.careerAdvice.find((l) => slugOf(l.url) === slug);
  const text = CAREER_ADVICE[site.countryCode]?.[slug];
  if (!link || !text) return undefined;
  return {
    slug,
    title: link.title,
    summary: text.summary,
    sections: text.sections.map((s) => ({ heading: s.heading, text: s.text })),
    related: site.careerAdvice
      .filter((l) => l !== link)
      .map((l) => ({ title: l.title, url: l.url })),
  };
}
