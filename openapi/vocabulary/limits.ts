// Every count, size and breakpoint of the product spec (sections 3, 5, 9), and the fixed lists of
// section 3 that are numbers. Where the contract already holds a value (a default, a length), it
// is taken from there (openapi/generated/contract-values.ts), so it is written once.
// With its extension: web/vite.config.ts loads this file, and Vite's native config loader (its
// coming default) resolves only imports that name their file.
import { CONTRACT_VALUES } from '../generated/contract-values.ts';

// ------------------------------------------------------------------ experience (3)

/** Experience is 0 to 50 years; Fresher is id 51. */
export const MAX_EXPERIENCE_YEARS = 50;
export const FRESHER_EXPERIENCE_ID = 51;
/** Months of experience, 0 to 11. */
export const MAX_EXPERIENCE_MONTHS = 11;

// ------------------------------------------------------------------ results (9)

/** Result filter defaults: 25 a page, sort 1 (relevance); sort 2 is newest first. */
export const RESULTS_PAGE_SIZE = CONTRACT_VALUES.resultsPageSize;
export const SORT_BY_RELEVANCE = 1;
export const SORT_BY_DATE = 2;

// ------------------------------------------------------------------ autocomplete (5, 7, 9)

export const AUTOCOMPLETE_MIN_CHARS = CONTRACT_VALUES.autocompleteMinChars;
export const KEYWORD_SUGGESTIONS = CONTRACT_VALUES.keywordSuggestions;
export const LOCATION_SUGGESTIONS = CONTRACT_VALUES.locationSuggestions;
export const COMPANY_LIST_LIMIT = CONTRACT_VALUES.companyListLimit;
/** A keyword suggestion needs 3 hits, a company 1. */
export const SUGGESTION_HITS = { keyword: 3, company: 1 } as const;
/** Master-data fetch limits of section 7. */
export const MASTER_DATA_LIMITS = {
  COMPANY: 73098,
  DESIGNATION: 39519,
  SKILL: 4035,
  ROLE: 10000,
} as const;

// ------------------------------------------------------------------ lists (2, 9)

export const MULTI_SELECT_LIMIT = 1000;
export const MULTI_SELECT_MAX_HEIGHT_PX = 240;
/**
 * Locations one search may hold in the advanced form's multi-select. The spec gives the message
 * ("You've already selected {max} locations.") but not the number; 5 is ours: a site has 14 to 22
 * cities, and five keep a search specific enough to be worth running.
 */
export const LOCATION_SELECT_MAX = 5;
/** The bell's list: from 0, 10 at a time. */
export const BELL_LIST_START = CONTRACT_VALUES.listStart;
export const BELL_LIST_LIMIT = CONTRACT_VALUES.bellListLimit;

// ------------------------------------------------------------------ layout (9)

/**
 * Section 9's one breakpoint, "920px desktop". Section 2 uses it twice, each sentence kept as
 * written (tests/spec-values.ts gives the reading): the search bar is the mobile overlay at 920 px
 * or narrower, and the bell is shown from 920 px. Every other desktop-only layout starts just above
 * the mobile width, so that no other rule is both at one width.
 */
export const MOBILE_MAX_WIDTH_PX = 920;
export const BELL_MIN_WIDTH_PX = MOBILE_MAX_WIDTH_PX;
export const DESKTOP_MIN_WIDTH_PX = MOBILE_MAX_WIDTH_PX + 1;
/** The phone layout, for the stylesheets (--mobile) and the web app's code alike. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;
/** Toasts take the mobile layout at this width and below. */
export const MOBILE_TOAST_MAX_WIDTH_PX = 768;
/** The cart icon moves at this width. */
export const CART_MOVES_AT_PX = 1024;
/** From this width the results page has room for the 160x600 ad beside the cards. */
export const SKYSCRAPER_MIN_WIDTH_PX = 1280;
/** The widest screen that shows one slide of the carousel. */
export const ONE_SLIDE_MAX_WIDTH_PX = 700;
/** Slides per page of the carousel up to each width; wider than the last shows the last. */
export const CAROUSEL_SLIDES_PER_PAGE: readonly { maxWidth: number; slides: number }[] = [
  { maxWidth: 300, slides: 1 },
  { maxWidth: ONE_SLIDE_MAX_WIDTH_PX, slides: 1 },
  { maxWidth: 701, slides: 2 },
  { maxWidth: 1000, slides: 4 },
  { maxWidth: 1001, slides: 7 },
];
/** Carousel arrows are hidden at 800 px or below ... */
export const CAROUSEL_ARROWS_HIDDEN_MAX_WIDTH_PX = 800;
/** ... or with 7 or fewer companies. */
export const CAROUSEL_ARROWS_HIDDEN_MAX_COMPANIES = 7;
/** The app banner slides down within 30 px of the page bottom. */
export const APP_BANNER_SLIDE_DISTANCE_PX = 30;
/** Lazy images load 1.3 screens ahead, 30 px early, and remember 200 loaded sources. */
export const LAZY_LOAD_PRELOAD = 1.3;
export const LAZY_LOAD_MARGIN_PX = 30;
export const LAZY_LOAD_CACHE_SIZE = 200;

// ------------------------------------------------------------------ inputs (5, 9)

/** The read-only ISD field holds at most 4 characters, the number at most 15. */
export const ISD_MAX_CHARS = CONTRACT_VALUES.isdMaxChars;
export const MOBILE_NUMBER_MAX_CHARS = CONTRACT_VALUES.mobileNumberMaxChars;
/** Send-app-link numbers outside India: 6 to 10 digits. */
export const OTHER_SITE_MOBILE_MIN_DIGITS = 6;
export const OTHER_SITE_MOBILE_MAX_DIGITS = 10;
/** Names: letters and spaces, 2 to 30 characters. */
export const NAME_MIN_CHARS = CONTRACT_VALUES.nameMinChars;
export const NAME_MAX_CHARS = CONTRACT_VALUES.nameMaxChars;
/** Registration passwords: 6 to 40 characters (the contract's registerPersonal; designed). */
export const PASSWORD_MIN_CHARS = 6;
export const PASSWORD_MAX_CHARS = 40;
/** Follower counts never go below this. */
export const MIN_FOLLOWER_COUNT = 0;

// ------------------------------------------------------------------ voice (9)

export const VOICE_LANGUAGE = 'en-US';
export const VOICE_RATE = 1.5;

/**
 * The breakpoints as CSS custom media (`@media (--mobile)` in the web app's CSS): the web app's
 * build defines them from these values, so CSS never spells a width of its own.
 */
export const CUSTOM_MEDIA: Record<string, string> = {
  '--mobile': MOBILE_MEDIA_QUERY,
  '--desktop': `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`,
  '--bell': `(min-width: ${BELL_MIN_WIDTH_PX}px)`,
  '--mobile-toast': `(max-width: ${MOBILE_TOAST_MAX_WIDTH_PX}px)`,
  '--carousel-arrows-hidden': `(max-width: ${CAROUSEL_ARROWS_HIDDEN_MAX_WIDTH_PX}px)`,
  '--cart-moved': `(max-width: ${CART_MOVES_AT_PX}px)`,
  '--skyscraper': `(min-width: ${SKYSCRAPER_MIN_WIDTH_PX}px)`,
  '--one-slide': `(max-width: ${ONE_SLIDE_MAX_WIDTH_PX}px)`,
};

// ------------------------------------------------------------------ the simulator's own rules

/**
 * What one seeker keeps (designed; the spec gives no limits, the contract's descriptions say
 * these). 1,000 employments of 4,000 characters made every one-flag write of the account 5 MB, and
 * a crash test left 740 alerts on one seeker (audit 2026-11-26, L4). Past a limit, adding one more
 * is a 409 naming it; editing or deleting is always possible. A guest's free alerts count per email.
 */
export const PROFILE_ENTRIES_MAX = 50;
/** IT skills on one profile; an add that would pass it is a 400 naming itSkills. */
export const IT_SKILLS_MAX = 100;
export const JOB_ALERTS_MAX = 20;
export const SAVED_SEARCHES_MAX = 20;
/**
 * An uploaded file's name (avatar or resume), in UTF-8 bytes: the common file systems' limit
 * (ext4, APFS, NTFS take 255). The spec gives the resume name's characters, not its length.
 */
export const FILE_NAME_MAX_BYTES = 255;

/**
 * Send-link (our design; the spec gives no limit): at most this many links to one number an hour;
 * the next is refused with a 422. The simulator enforces it and the replay uses it up to reach
 * that refusal.
 */
export const SEND_LINK_LIMIT_PER_HOUR = 3;
