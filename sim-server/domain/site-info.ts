// The country splash list and the polls: designed data the spec's pages show, made from the
// catalogue's sites.
import type { Schemas } from '../../openapi/client';
import type { Catalogue, SiteCatalogue } from '../catalogue/types';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Countries of the Gulf site's dial codes, for the splash list. */
const DIAL_CODE_COUNTRIES: Record<string, string> = {
  '971': 'United Arab Emirates',
  '966': 'Saudi Arabia',
  '974': 'Qatar',
  '968': 'Oman',
  '965': 'Kuwait',
  '973': 'Bahrain',
};

const POLL_QUESTIONS = [
  { question: 'How do you prefer to work?', options: ['In the office', 'Hybrid', 'Remote'] },
  {
    question: 'When did you last update your resume?',
    options: ['This month', 'This year', 'Over a year ago'],
  },
];

/** One splash entry per dial code of every site (the Gulf site's name each of its countries). */
export function splashCountries(catalogue: Catalogue): Schemas['SplashCountry'][] {
  return Object.values(catalogue.sites).flatMap(({ site }) =>
    site.dialCodes.map((dialCode) => ({
      name: site.dialCodes.length > 1 ? (DIAL_CODE_COUNTRIES[dialCode] ?? site.name) : site.name,
      isoCode: site.countryCode,
      call_prefix: dialCode,
      lang: [{ name: 'English', code: site.languageCode }],
    })),
  );
}

/** The site's polls, with votes stable per site and closing a week apart from now. */
export function sitePolls(site: SiteCatalogue, now: Date): Schemas['Poll'][] {
  return POLL_QUESTIONS.map((poll, pollIndex) => ({
    id: `poll-${site.site.countryCode.toLowerCase()}-${pollIndex + 1}`,
    question: poll.question,
    options: poll.options.map((text, index) => ({
      id: `opt-${index + 1}`,
      text,
      // Stable per site: derived from the site's channel, not from the clock.
      votes: ((site.site.channelId * 97 + pollIndex * 31 + index * 53) % 400) + 20,
    })),
    closesAt: new Date(now.getTime() + (pollIndex + 1) * WEEK_MS).toISOString(),
  }));
}
