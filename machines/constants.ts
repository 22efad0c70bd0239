// What the machines use that is theirs rather than the spec's. The spec's own vocabulary (messages,
// delays, limits, cookies, routes) lives once in openapi/vocabulary/; the re-exports below keep
// older imports working while they move there and go away with the last of them.

export type ToastTone = 'success' | 'failure';

/**
 * Web Speech error codes after which restarting cannot help (the microphone is blocked or
 * missing). The spec says the engine restarts while the modal is open; restarting after these
 * would loop forever, so the modal stops and waits for the mic button instead.
 */
export const VOICE_FATAL_ERRORS: readonly string[] = [
  'not-allowed',
  'service-not-allowed',
  'audio-capture',
];

export {
  NOTIFICATION_BAR_DEFAULT_MESSAGE,
  SEARCH_BLANK_MESSAGE,
  ADVANCED_SEARCH_BLANK_MESSAGE,
  SEARCH_ONLY_SPECIAL_CHARACTERS_MESSAGE,
  VOICE_NOT_UNDERSTOOD_MESSAGE,
  INVALID_MOBILE_MESSAGE,
  SEND_LINK_FAILED_MESSAGE,
  SOCIAL_LINKED_TO_OTHER_USER_MESSAGE,
  SOCIAL_DELINKED_MESSAGE,
  SOCIAL_GENERIC_FAILURE_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  COMPANY_FOLLOWED_MESSAGE,
  COMPANY_UNFOLLOWED_MESSAGE,
  FOLLOW_FAILED_MESSAGE,
} from '../openapi/vocabulary/messages';
export {
  TOAST_DURATION_MS,
  TOAST_REMOVAL_DELAY_MS,
  TOAST_KINDS_REMOVED_LATER,
  ONE_TAP_INIT_DELAY_MS,
  ONE_TAP_INIT_MAX_RETRIES,
  AUTO_LOGIN_DELAY_MS,
  STORE_REDIRECT_DELAY_MS,
  SEEKER_BANNER_RETRY_INTERVAL_MS,
  SEEKER_BANNER_RETRY_LIMIT_MS,
  CAROUSEL_SPEED_MS,
  CAROUSEL_AUTOPLAY_MS,
  LAZY_IMAGE_MAX_ATTEMPTS,
  LAZY_LOAD_THROTTLE_MS,
} from '../openapi/vocabulary/timing';
export type { ToastKind } from '../openapi/vocabulary/timing';
export {
  COOKIE,
  AD_COOKIE_DAYS,
  AD_COOKIE_VALUE,
  NEW_SEARCH_COOKIE_DAYS,
  VISITOR_ID_COOKIE_DAYS,
  NHP_COOKIE_DAYS,
  AUTO_APPLY_ACTION_COOKIE_DAYS,
  AUTO_APPLY_ACTION_FOLLOW,
} from '../openapi/vocabulary/cookies';
export { ROUTE, seekerLoginUrl, APP_BANNER_HIDING_APP_PARAMS } from '../openapi/vocabulary/routes';
export {
  CAROUSEL_SLIDES_PER_PAGE,
  CAROUSEL_ARROWS_HIDDEN_MAX_WIDTH_PX,
  CAROUSEL_ARROWS_HIDDEN_MAX_COMPANIES,
  APP_BANNER_SLIDE_DISTANCE_PX,
  LAZY_LOAD_PRELOAD,
  LAZY_LOAD_CACHE_SIZE,
  LAZY_LOAD_MARGIN_PX,
  OTHER_SITE_MOBILE_MIN_DIGITS,
  OTHER_SITE_MOBILE_MAX_DIGITS,
  MIN_FOLLOWER_COUNT,
  VOICE_LANGUAGE,
  VOICE_RATE,
} from '../openapi/vocabulary/limits';
export { INDIA_MOBILE_PATTERN } from '../openapi/vocabulary/validation';
export {
  SOCIAL_VALIDATION,
  LOGIN_SUCCESS_STATUS,
  AUTO_LOGIN_SUCCESS_STATUS,
  SEND_LINK_SENT_STATUS,
  SEND_LINK_REFUSED_STATUSES,
} from '../openapi/vocabulary/calls';
