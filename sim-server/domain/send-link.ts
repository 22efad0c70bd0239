// The app download link's hourly limit (our design; the spec gives none): at most
// SEND_LINK_LIMIT_PER_HOUR links to one number an hour, the hour counted from the first send of a
// run of sends. The count is a stored counter, so it holds across restarts. And the send itself:
// the captcha, the number's dial code and digits, then the limit.
import type { Schemas } from '../../openapi/client';
import { SEND_LINK_LIMIT_PER_HOUR } from '../../openapi/vocabulary/limits';
import { INVALID_MOBILE_MESSAGE } from '../../openapi/vocabulary/messages';
import { INDIA } from '../../openapi/vocabulary/sites';
import { isSendLinkNumber } from '../../openapi/vocabulary/validation';
import type { Catalogue, CountryCode, SiteCatalogue } from '../catalogue/types';
import type { Store } from '../store/store';
import { CAPTCHA_MESSAGE, captchaPasses } from './captcha';
import { counterOf, setCounter } from './counters';
import { ApiError } from './errors';

const HOUR_MS = 60 * 60 * 1000;

export interface SendLinkTarget {
  site: CountryCode;
  isdCode: string;
  mobileNumber: string;
}

/** Counts one send to the number; false, counting nothing, when the hour's sends are used up. */
export function takeSendLink(store: Store, target: SendLinkTarget, now: Date): boolean {
  const id = `sendLink:${target.site}:${target.isdCode}-${target.mobileNumber}`;
  const counter = counterOf(store.state, id);
  const recent =
    counter && now.getTime() - new Date(counter.updatedAt).getTime() < HOUR_MS ? counter.count : 0;
  if (recent >= SEND_LINK_LIMIT_PER_HOUR) return false;
  setCounter(store, id, (current) => ({
    count: recent + 1,
    updatedAt: recent === 0 || !current ? now.toISOString() : current.updatedAt,
  }));
  return true;
}

export const SEND_LINK_MESSAGES = {
  sent: 'The download link has been sent to your mobile number.',
  invalidNumber: INVALID_MOBILE_MESSAGE,
  tooMany: 'Too many requests. Please try again after some time.',
  captcha: CAPTCHA_MESSAGE,
} as const;

/**
 * appsDownloadLink: the app's link sent to a number of the chosen site (401 for a failed
 * captcha, 422 for a number the site refuses or past the hour's sends; the spec's errorMessage
 * envelope).
 */
export function sendAppLink(
  store: Store,
  catalogue: Catalogue,
  site: SiteCatalogue,
  input: Schemas['SendLinkRequest'],
  now: Date,
): string {
  const target = catalogue.sites[input.sitePropsCountryCode] ?? site;
  if (!captchaPasses(input.gRecaptchaResponse)) {
    throw new ApiError(401, { errorMessage: SEND_LINK_MESSAGES.captcha });
  }
  if (
    !target.site.dialCodes.includes(input.isdCode) ||
    !isSendLinkNumber(target.site.countryCode === INDIA, input.mobileNumber, input.isdCode)
  ) {
    throw new ApiError(422, { errorMessage: SEND_LINK_MESSAGES.invalidNumber });
  }
  const number = {
    site: target.site.countryCode,
    isdCode: input.isdCode,
    mobileNumber: input.mobileNumber,
  };
  if (!takeSendLink(store, number, now))
    throw new ApiError(422, { errorMessage: SEND_LINK_MESSAGES.tooMany });
  return SEND_LINK_MESSAGES.sent;
}
