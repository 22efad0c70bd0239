// Every delay, limit, message, cookie and route the machines use, each named once with the section
// of ../shared/spec/job-portal-spec.md it comes from. The web app imports these too, so this module
// holds plain values only: no React, no DOM types. Messages keep the spec's spelling, typos
// included, because users and QA see them verbatim.
import type { Schemas } from '../openapi/client';

// ---------------------------------------------------------------------------------------------
// Toasts and the notification bar (section 9; section 4 "Toast", "Notification bar")
// ---------------------------------------------------------------------------------------------

/** How long a toast stays up, by what it reports (section 9). */
export const TOAST_DURATION_MS = {
  /** Toast default. */
  default: 1000,
  /** Search validation toasts ("3 s" / "3000 ms" in section 5). */
  validation: 3000,
  /** Social-login toasts. */
  social: 5000,
  /** Voice-search toasts. */
  voice: 5000,
  /** Send-app-link toasts (section 8: "for 10 s"). */
  sendLink: 10000,
} as const;
export type ToastKind = keyof typeof TOAST_DURATION_MS;

/** Social and voice toasts are removed 1 s after they hide (section 9). */
export const TOAST_REMOVAL_DELAY_MS = 1000;
/** The toast kinds that take the extra removal second. */
export const TOAST_KINDS_REMOVED_LATER: readonly ToastKind[] = ['social', 'voice'];

export type ToastTone = 'success' | 'failure';

/** Section 4: "Notification bar defaults to 'Something Went Wrong!'". */
export const NOTIFICATION_BAR_DEFAULT_MESSAGE = 'Something Went Wrong!';

// ---------------------------------------------------------------------------------------------
// One-tap login and the old auto-login (sections 4, 8, 9)
// ---------------------------------------------------------------------------------------------

/** The social sign-in script is initialised 100 ms after loading starts (section 9). */
export const ONE_TAP_INIT_DELAY_MS = 100;
/** Initialisation is retried up to 10 times, one init delay apart (section 9). */
export const ONE_TAP_INIT_MAX_RETRIES = 10;
/** The old auto-login calls rioAutoLogin 10 s after the page loads (section 9). */
export const AUTO_LOGIN_DELAY_MS = 10000;
/** Status of a rioAutoLogin answer whose cookies are set (section 4). */
export const AUTO_LOGIN_SUCCESS_STATUS = 200;
/** rioLogin succeeds only with status 200 and a redirectUrl (section 8). */
export const LOGIN_SUCCESS_STATUS = 200;

/** The validationStatus values of social-validate (section 4, 8). */
export const SOCIAL_VALIDATION = {
  userExists: 'USER_EXISTS',
  userNotExists: 'USER_NOT_EXISTS',
  linkedToOtherUser: 'USER_LINKED_TO_OTHER_USER',
  delinked: 'USER_DELINKED',
} as const satisfies Record<string, Schemas['SocialValidationStatus']>;

/** Section 8: USER_LINKED_TO_OTHER_USER. */
export const SOCIAL_LINKED_TO_OTHER_USER_MESSAGE =
  'Selected google account is linked with other user.';
/**
 * Section 8: USER_DELINKED shows a toast "saying the account was delinked and asking to log in and
 * link it". The spec does not show the exact wording; this sentence is ours.
 */
export const SOCIAL_DELINKED_MESSAGE =
  'Your google account has been delinked. Please log in and link it again.';
/** Section 8: any other validation status, or a failed validation call. */
export const SOCIAL_GENERIC_FAILURE_MESSAGE = 'Please try again.';
/** Section 8: rioLogin not 200 or without redirectUrl. */
export const LOGIN_FAILED_MESSAGE = 'Somethinge went wrong please try again.';

// ---------------------------------------------------------------------------------------------
// Voice search (sections 4, 5, 8, 9)
// ---------------------------------------------------------------------------------------------

/** Section 5: the reader understood no job, location or experience. */
export const VOICE_NOT_UNDERSTOOD_MESSAGE =
  "Sorry, I didn't get what you said. Go ahead I'm listening...";
/** Section 9: recognition language. */
export const VOICE_LANGUAGE = 'en-US';
/** Section 9: voice rate. */
export const VOICE_RATE = 1.5;
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

// ---------------------------------------------------------------------------------------------
// Send app link (sections 4, 5, 8, 9)
// ---------------------------------------------------------------------------------------------

/** Section 5: the India site's mobile pattern, 10 digits starting 6-9. */
export const INDIA_MOBILE_PATTERN = /^[6-9]\d{9}$/;
/** Section 5: other sites accept 6 to 10 digits. */
export const OTHER_SITE_MOBILE_MIN_DIGITS = 6;
export const OTHER_SITE_MOBILE_MAX_DIGITS = 10;
/** Section 5: the mobile-number error. */
export const INVALID_MOBILE_MESSAGE = 'Please enter a valid mobile number';
/** Section 8: send-link answered 200 (success toast with responseMessage). */
export const SEND_LINK_SENT_STATUS = 200;
/** Section 8: send-link answers whose errorMessage is shown (failure toast). */
export const SEND_LINK_REFUSED_STATUSES: readonly number[] = [422, 401];
/** Section 8: any other send-link failure. */
export const SEND_LINK_FAILED_MESSAGE = 'An error occurred. Please try again.';

// ---------------------------------------------------------------------------------------------
// App banner (sections 2, 4, 9)
// ---------------------------------------------------------------------------------------------

/** Section 9: the AD cookie (banner dismissed) lasts 1 day. */
export const AD_COOKIE_DAYS = 1;
/** The AD cookie's value; the spec names the cookie only, so any value marks it as set. */
export const AD_COOKIE_VALUE = '1';
/** Section 9: after Open Now, the store redirect waits 5 s. */
export const STORE_REDIRECT_DELAY_MS = 5000;
/** Section 4: the banner slides down within 30 px of the page bottom. */
export const APP_BANNER_SLIDE_DISTANCE_PX = 30;
/** Section 2: `app=true` or `app=1` hides the banner. */
export const APP_BANNER_HIDING_APP_PARAMS: readonly string[] = ['true', '1'];

// ---------------------------------------------------------------------------------------------
// Follow (sections 4, 8, 9)
// ---------------------------------------------------------------------------------------------

export const COMPANY_FOLLOWED_MESSAGE = 'Company followed successfully.';
export const COMPANY_UNFOLLOWED_MESSAGE = 'Company unfollowed successfully.';
/** Section 8: a follow or unfollow call that failed. */
export const FOLLOW_FAILED_MESSAGE = 'Opps something went wrong please try again.';
/** Section 9: autoApplyAction lasts 1 day. */
export const AUTO_APPLY_ACTION_COOKIE_DAYS = 1;
/** Section 3: the autoApplyAction value a guest's follow press leaves behind. */
export const AUTO_APPLY_ACTION_FOLLOW = 'follow_unFollow_company';
/** Follower counts never go below this (section 4). */
export const MIN_FOLLOWER_COUNT = 0;

// ---------------------------------------------------------------------------------------------
// Seeker engagement banner, carousel, lazy images (sections 4, 9)
// ---------------------------------------------------------------------------------------------

/** Section 9: the engagement listener retries every 500 ms ... */
export const SEEKER_BANNER_RETRY_INTERVAL_MS = 500;
/** ... up to 3000 ms. */
export const SEEKER_BANNER_RETRY_LIMIT_MS = 3000;

/** Section 9: slide animation speed. */
export const CAROUSEL_SPEED_MS = 500;
/** Section 9: autoplay moves one page every 2000 ms (paused on hover, section 4). */
export const CAROUSEL_AUTOPLAY_MS = 2000;
/** Section 9: slides per page up to each width (px); wider than the last one shows the last. */
export const CAROUSEL_SLIDES_PER_PAGE: readonly { maxWidth: number; slides: number }[] = [
  { maxWidth: 300, slides: 1 },
  { maxWidth: 700, slides: 1 },
  { maxWidth: 701, slides: 2 },
  { maxWidth: 1000, slides: 4 },
  { maxWidth: 1001, slides: 7 },
];
/** Section 9: arrows are hidden at 800 px or below ... */
export const CAROUSEL_ARROWS_HIDDEN_MAX_WIDTH_PX = 800;
/** ... or with 7 or fewer companies. */
export const CAROUSEL_ARROWS_HIDDEN_MAX_COMPANIES = 7;

/** Section 9: a lazy image is tried up to 3 times. */
export const LAZY_IMAGE_MAX_ATTEMPTS = 3;
/** Section 9: lazy-load tuning for the loader the web app uses. */
export const LAZY_LOAD_THROTTLE_MS = 200;
export const LAZY_LOAD_PRELOAD = 1.3;
export const LAZY_LOAD_CACHE_SIZE = 200;
export const LAZY_LOAD_MARGIN_PX = 30;

// ---------------------------------------------------------------------------------------------
// Search-bar validation (section 5)
// ---------------------------------------------------------------------------------------------

/** Both fields blank on the home search bar (toast, 3 s). */
export const SEARCH_BLANK_MESSAGE =
  'Please enter a keyword such as java, sales or name of the city';
/** Both fields blank on the advanced form (focus goes to the keyword). */
export const ADVANCED_SEARCH_BLANK_MESSAGE = 'Please enter a keyword such as java, sales';
/** Either field holds only special characters (toast, 3000 ms). */
export const SEARCH_ONLY_SPECIAL_CHARACTERS_MESSAGE = 'Only special character(s) are not allowed';

// ---------------------------------------------------------------------------------------------
// Cookies (sections 3, 4, 9) and routes (section 2)
// ---------------------------------------------------------------------------------------------

export const COOKIE = {
  /** Session marker: logged in when present. */
  session: 'MSSOCLIENT',
  /** Social token, set before registration. */
  socialToken: 'MOTS_AUTH',
  socialRefresh: 'MOTS_REFRESH',
  /** Return URL, set when one-tap login starts and cleared when it fails. */
  redirect: 'MOTS_REDIRECT',
  oldLogin: 'IS_LOGGED_IN',
  /** App banner dismissed. */
  appBannerDismissed: 'AD',
  spl: 'SPL',
  visitorId: 'MSUID',
  nhp: 'NHP',
  autoApplyAction: 'autoApplyAction',
} as const;

/** Section 9 cookie lifetimes the web app sets outside the machines. */
export const NEW_SEARCH_COOKIE_DAYS = 1;
export const VISITOR_ID_COOKIE_DAYS = 365;
export const NHP_COOKIE_DAYS = 30;

export const ROUTE = {
  /** Section 2: where sign-in and sign-out land. */
  dashboard: '/seeker/dashboard',
  seekerRegistration: '/seeker/registration',
  seekerLogin: '/rio/login/seeker',
  socialCallback: '/rio/login/oauth/callback',
  notifications: '/seeker/notifications',
} as const;

/** Section 2: `/rio/login/seeker?return_url={encoded current path and query}`. */
export function seekerLoginUrl(returnPath: string): string {
  return `${ROUTE.seekerLogin}?return_url=${encodeURIComponent(returnPath)}`;
}
