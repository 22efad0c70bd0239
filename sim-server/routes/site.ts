// Country splash data, the app download link and polls.
import { INDIA } from '../../openapi/vocabulary/sites';
import { isSendLinkNumber } from '../../openapi/vocabulary/validation';
import { INVALID_MOBILE_MESSAGE } from '../../openapi/vocabulary/messages';
import type { SimContext } from '../context';
import { CAPTCHA_MESSAGE, captchaPasses } from '../domain/captcha';
import { takeSendLink } from '../domain/send-link';
import { ApiError, notFound } from '../domain/errors';
import { careerAdviceArticle } from '../domain/career-advice';
import { ok, type Handlers } from '../api/operation';

export const SEND_LINK_MESSAGES = {
  sent: 'The download link has been sent to your mobile number.',
  invalidNumber: INVALID_MOBILE_MESSAGE,
  tooMany: 'Too many requests. Please try again after some time.',
  captcha: CAPTCHA_MESSAGE,
} as const;
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

export function siteHandlers(context: SimContext): Handlers {
  const { catalogue, store } = context;
  return {
    careerAdvice: ({ site, path }) => {
      const article = careerAdviceArticle(site.site, path.slug);
      if (!article) throw notFound('No such article.');
      return ok(article);
    },

    splashScreen: () =>
      ok({
        splashScreenStatus: 200 as const,
        splashScreenResponse: {
          countries: Object.values(catalogue.sites).flatMap(({ site }) =>
            site.dialCodes.map((dialCode) => ({
              name:
                site.dialCodes.length > 1
                  ? (DIAL_CODE_COUNTRIES[dialCode] ?? site.name)
                  : site.name,
              isoCode: site.countryCode,
              call_prefix: dialCode,
              lang: [{ name: 'English', code: site.languageCode }],
            })),
          ),
        },
      }),

    appsDownloadLink: ({ body, site, now }) => {
      const target = catalogue.sites[body.sitePropsCountryCode] ?? site;
      if (!captchaPasses(body.gRecaptchaResponse)) {
        throw new ApiError(401, { errorMessage: SEND_LINK_MESSAGES.captcha });
      }
      if (
        !target.site.dialCodes.includes(body.isdCode) ||
        !isSendLinkNumber(target.site.countryCode === INDIA, body.mobileNumber, body.isdCode)
      ) {
        throw new ApiError(422, { errorMessage: SEND_LINK_MESSAGES.invalidNumber });
      }
      const number = {
        site: target.site.countryCode,
        isdCode: body.isdCode,
        mobileNumber: body.mobileNumber,
      };
      if (!takeSendLink(store, number, now))
        throw new ApiError(422, { errorMessage: SEND_LINK_MESSAGES.tooMany });
      return ok({ responseMessage: SEND_LINK_MESSAGES.sent });
    },

    cmsPolls: ({ site, now }) => {
      return ok({
        polls: POLL_QUESTIONS.map((poll, pollIndex) => ({
          id: `poll-${site.site.countryCode.toLowerCase()}-${pollIndex + 1}`,
          question: poll.question,
          options: poll.options.map((text, index) => ({
            id: `opt-${index + 1}`,
            text,
            // Stable per site: derived from the site's channel, not from the clock.
            votes: ((site.site.channelId * 97 + pollIndex * 31 + index * 53) % 400) + 20,
          })),
          closesAt: new Date(now.getTime() + (pollIndex + 1) * WEEK_MS).toISOString(),
        })),
      });
    },
  };
}
