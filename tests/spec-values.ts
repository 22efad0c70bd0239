// The value table: every number of spec sections 4, 5, 8 and 9 (delays, durations, retry counts,
// limits, sizes, breakpoints, cookie lifetimes, defaults), with the spec's value written here as a
// literal (copied, never imported), and every place the product keeps it: a vocabulary export, a
// contract default or length in the YAML, a fixture. tests/unit/spec-values.test.ts holds each home
// to the literal, so a changed value turns the unit suite red; scripts/spec-values-mutation.ts
// proves it by changing each literal in a scratch copy. The behaviour tests keep importing the
// constants; this table is what pins them. A new spec value gets a row here.

/** Where the product keeps a value. */
export type Home =
  /** An export of a TypeScript module: `NAME`, `NAME.key` or `NAME.0.key` (array index). */
  | { kind: 'ts'; file: string; name: string }
  /** A value in a YAML or JSON file, by its path of keys and indexes. */
  | { kind: 'yaml' | 'json'; file: string; path: readonly (string | number)[] };

export type SpecValue = number | string | boolean | readonly string[];

export interface SpecValueRow {
  /** The coverage table's row (tests/spec-coverage.md), or a short name for a value it has none for. */
  id: string;
  section: string;
  /** The spec's words, as it writes them. */
  spec: string;
  /** The spec's value, written as a literal. A pattern is given by its source text. */
  value: SpecValue;
  homes: readonly Home[];
  /** Where the spec can be read two ways: the reading taken, and why. */
  reading?: string;
}

const TIMING = 'openapi/vocabulary/timing.ts';
const LIMITS = 'openapi/vocabulary/limits.ts';
const COOKIES = 'openapi/vocabulary/cookies.ts';
const VALIDATION = 'openapi/vocabulary/validation.ts';
const PARAMETERS = 'openapi/components/parameters.yaml';
const SCHEMAS = 'openapi/components/schemas.yaml';
const SEARCH_PATHS = 'openapi/paths/search.yaml';
const SITES = 'fixtures/sites.json';
const CALLS = 'openapi/vocabulary/calls.ts';
const ROUTES = 'openapi/vocabulary/routes.ts';
const SITE_RULES = 'openapi/vocabulary/sites.ts';

const ts = (file: string, name: string): Home => ({ kind: 'ts', file, name });
const yaml = (file: string, ...path: (string | number)[]): Home => ({ kind: 'yaml', file, path });
const json = (file: string, ...path: (string | number)[]): Home => ({ kind: 'json', file, path });

/** The nine sites of fixtures/sites.json, in its order. */
const SITE_INDEXES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

/** The 920 px reading, written once for the rows that need it. */
const BREAKPOINT_READING =
  "Section 9 names one breakpoint, '920px desktop', and section 2 uses it twice: the search bar " +
  "'at 920px or narrower' expands as the mobile overlay, the bell is 'shown from 920px width'. Each " +
  'sentence is kept as written for its own widget: at exactly 920 px the search bar is the mobile ' +
  'overlay and the bell shows. The two do not conflict (an icon and a box), and both sentences stay ' +
  'testable at their own boundary. Every other desktop-only layout starts at 921 px (920 + 1), so ' +
  'no other rule is both mobile and desktop at one width.';

/** Issue 27 asks for "the bell in the phone header"; the spec shows it from 920 px only. */
const PHONE_BELL_READING =
  BREAKPOINT_READING +
  ' Under 920 px there is no bell icon, as the spec says; the unread count rides on the phone ' +
  "header's account button instead (its accessible name says it: '<name>, account menu, N unread " +
  "notifications') and the menu's Notifications entry leads to the list " +
  '(tests/e2e/keyboard-and-phone.spec.ts).';

export const SPEC_VALUE_TABLE: readonly SpecValueRow[] = [
  // ------------------------------------------------------------------ section 9: timeouts
  {
    id: 'F1',
    section: '9',
    spec: 'Request timeout 60 s',
    value: 60000,
    homes: [ts(TIMING, 'REQUEST_TIMEOUT_MS')],
  },
  {
    id: 'F2',
    section: '7, 9',
    spec: 'resume update 120 s',
    value: 120000,
    homes: [ts(TIMING, 'RESUME_UPDATE_TIMEOUT_MS')],
  },
  {
    id: 'E22',
    section: '8, 9',
    spec: 'chunk load 120000 ms',
    value: 120000,
    homes: [ts(TIMING, 'CHUNK_LOAD_TIMEOUT_MS')],
  },
  // ------------------------------------------------------------------ section 9: toasts
  {
    id: 'F3',
    section: '9',
    spec: 'Toast default 1000 ms',
    value: 1000,
    homes: [ts(TIMING, 'TOAST_DURATION_MS.default')],
  },
  {
    id: 'F4',
    section: '5, 9',
    spec: "validation toast 3000 ms ('3 s' in section 5)",
    value: 3000,
    homes: [ts(TIMING, 'TOAST_DURATION_MS.validation')],
  },
  {
    id: 'F5',
    section: '9',
    spec: 'social/voice toast 5000 ms (social)',
    value: 5000,
    homes: [ts(TIMING, 'TOAST_DURATION_MS.social')],
  },
  {
    id: 'F5-voice',
    section: '9',
    spec: 'social/voice toast 5000 ms (voice)',
    value: 5000,
    homes: [ts(TIMING, 'TOAST_DURATION_MS.voice')],
  },
  {
    id: 'F5-removal',
    section: '9',
    spec: '(removed 1 s later)',
    value: 1000,
    homes: [ts(TIMING, 'TOAST_REMOVAL_DELAY_MS')],
  },
  {
    id: 'F6',
    section: '8, 9',
    spec: "send-link toast 10000 ms ('for 10 s' in section 8)",
    value: 10000,
    homes: [ts(TIMING, 'TOAST_DURATION_MS.sendLink')],
  },
  // ------------------------------------------------------------------ section 9: breakpoints
  {
    id: 'F7',
    section: '2, 9',
    spec: "920px desktop; search bar 'at 920px or narrower' is the mobile overlay",
    value: 920,
    homes: [ts(LIMITS, 'MOBILE_MAX_WIDTH_PX')],
    reading: BREAKPOINT_READING,
  },
  {
    id: 'F7-mobile-media',
    section: '2, 9',
    spec: "at 920px or narrower (the stylesheets' --mobile)",
    value: '(max-width: 920px)',
    homes: [ts(LIMITS, 'CUSTOM_MEDIA.--mobile')],
    reading: BREAKPOINT_READING,
  },
  {
    id: 'B14',
    section: '2',
    spec: 'Bell icon with count badge, shown from 920px width',
    value: 920,
    homes: [ts(LIMITS, 'BELL_MIN_WIDTH_PX')],
    reading: PHONE_BELL_READING,
  },
  {
    id: 'B14-media',
    section: '2',
    spec: "shown from 920px width (the stylesheets' --bell)",
    value: '(min-width: 920px)',
    homes: [ts(LIMITS, 'CUSTOM_MEDIA.--bell')],
    reading: BREAKPOINT_READING,
  },
  {
    id: 'F7-desktop',
    section: '9',
    spec: "920px desktop: the other desktop-only layout starts just above the mobile's 920",
    value: 921,
    homes: [ts(LIMITS, 'DESKTOP_MIN_WIDTH_PX')],
    reading: BREAKPOINT_READING,
  },
  {
    id: 'F8',
    section: '9',
    spec: '768px mobile toast',
    value: 768,
    homes: [ts(LIMITS, 'MOBILE_TOAST_MAX_WIDTH_PX')],
  },
  {
    id: 'F9',
    section: '9',
    spec: 'cart moves at 1024px',
    value: 1024,
    homes: [ts(LIMITS, 'CART_MOVES_AT_PX')],
  },
  {
    id: 'F10',
    section: '9',
    spec: 'carousel arrows hidden at 800px or below',
    value: 800,
    homes: [ts(LIMITS, 'CAROUSEL_ARROWS_HIDDEN_MAX_WIDTH_PX')],
  },
  {
    id: 'F10-companies',
    section: '9',
    spec: 'or with 7 or fewer companies',
    value: 7,
    homes: [ts(LIMITS, 'CAROUSEL_ARROWS_HIDDEN_MAX_COMPANIES')],
  },
  // ------------------------------------------------------------------ cookie lifetimes (4, 9)
  {
    id: 'G6',
    section: '4, 9',
    spec: 'AD cookie 1 day',
    value: 1,
    homes: [ts(COOKIES, 'AD_COOKIE_DAYS')],
  },
  {
    id: 'G12',
    section: '4, 9',
    spec: 'new-search cookie 1 day',
    value: 1,
    homes: [ts(COOKIES, 'NEW_SEARCH_COOKIE_DAYS')],
  },
  {
    id: 'G8',
    section: '9',
    spec: 'MSUID 365 days',
    value: 365,
    homes: [ts(COOKIES, 'VISITOR_ID_COOKIE_DAYS')],
  },
  {
    id: 'G9',
    section: '9',
    spec: 'NHP 30 days',
    value: 30,
    homes: [ts(COOKIES, 'NHP_COOKIE_DAYS')],
  },
  {
    id: 'G10',
    section: '4, 9',
    spec: 'autoApplyAction 1 day',
    value: 1,
    homes: [ts(COOKIES, 'AUTO_APPLY_ACTION_COOKIE_DAYS')],
  },
  // ------------------------------------------------------------------ delays and retries (4, 9)
  {
    id: 'F11',
    section: '4, 9',
    spec: 'Store redirect 5000 ms (after 5 s, section 4)',
    value: 5000,
    homes: [ts(TIMING, 'STORE_REDIRECT_DELAY_MS')],
  },
  {
    id: 'F12',
    section: '4, 9',
    spec: 'Auto-login delay 10000 ms (after 10 s, section 4)',
    value: 10000,
    homes: [ts(TIMING, 'AUTO_LOGIN_DELAY_MS')],
  },
  {
    id: 'F13',
    section: '4, 9',
    spec: 'One-tap init 100 ms',
    value: 100,
    homes: [ts(TIMING, 'ONE_TAP_INIT_DELAY_MS')],
  },
  {
    id: 'F13-retries',
    section: '4, 9',
    spec: 'One-tap ... 10 retries',
    value: 10,
    homes: [ts(TIMING, 'ONE_TAP_INIT_MAX_RETRIES')],
  },
  {
    id: 'F14',
    section: '4, 9',
    spec: 'Seeker banner retry 500 ms',
    value: 500,
    homes: [ts(TIMING, 'SEEKER_BANNER_RETRY_INTERVAL_MS')],
  },
  {
    id: 'F14-limit',
    section: '4, 9',
    spec: 'Seeker banner retry ... to 3000 ms',
    value: 3000,
    homes: [ts(TIMING, 'SEEKER_BANNER_RETRY_LIMIT_MS')],
  },
  {
    id: 'F15',
    section: '9',
    spec: 'Ad polling 1000 ms',
    value: 1000,
    homes: [ts(TIMING, 'AD_POLLING_INTERVAL_MS')],
  },
  {
    id: 'C15-slide',
    section: '4',
    spec: 'Slides down when the user is within 30px of the page bottom',
    value: 30,
    homes: [ts(LIMITS, 'APP_BANNER_SLIDE_DISTANCE_PX')],
  },
  {
    id: 'C6',
    section: '4',
    spec: 'count -1, not below 0',
    value: 0,
    homes: [ts(LIMITS, 'MIN_FOLLOWER_COUNT')],
  },
  // ------------------------------------------------------------------ autocomplete (5, 7, 9)
  {
    id: 'D18',
    section: '5, 9',
    spec: 'Autocomplete fetches from 2 characters (min 2 chars)',
    value: 2,
    homes: [ts(LIMITS, 'AUTOCOMPLETE_MIN_CHARS'), yaml(SCHEMAS, 'AutocompleteText', 'minLength')],
  },
  {
    id: 'F16',
    section: '7, 9',
    spec: '15 keywords/suggestions',
    value: 15,
    homes: [ts(LIMITS, 'KEYWORD_SUGGESTIONS'), yaml(SCHEMAS, 'SuggestionCount', 'default')],
  },
  {
    id: 'F17',
    section: '7, 9',
    spec: '10 locations',
    value: 10,
    homes: [
      ts(LIMITS, 'LOCATION_SUGGESTIONS'),
      yaml(
        SEARCH_PATHS,
        '/middleware/autocomplete/locations',
        'get',
        'parameters',
        1,
        'schema',
        'default',
      ),
    ],
  },
  {
    id: 'F18',
    section: '7, 9',
    spec: 'company list 500',
    value: 500,
    homes: [
      ts(LIMITS, 'COMPANY_LIST_LIMIT'),
      yaml(
        SEARCH_PATHS,
        '/middleware/autocomplete/companies',
        'get',
        'parameters',
        1,
        'schema',
        'default',
      ),
    ],
  },
  {
    id: 'F19',
    section: '9',
    spec: 'debounce 10 ms',
    value: 10,
    homes: [ts(TIMING, 'AUTOCOMPLETE_DEBOUNCE_MS')],
  },
  {
    id: 'F20',
    section: '9',
    spec: 'suggestion hits 3 (keyword)',
    value: 3,
    homes: [ts(LIMITS, 'SUGGESTION_HITS.keyword')],
  },
  {
    id: 'F20-company',
    section: '9',
    spec: 'suggestion hits ... 1 (company)',
    value: 1,
    homes: [ts(LIMITS, 'SUGGESTION_HITS.company')],
  },
  // ------------------------------------------------------------------ lists (9)
  {
    id: 'F21',
    section: '9',
    spec: 'Multi-select limit 1000',
    value: 1000,
    homes: [ts(LIMITS, 'MULTI_SELECT_LIMIT')],
  },
  {
    id: 'F22',
    section: '9',
    spec: 'max height 240px',
    value: 240,
    homes: [ts(LIMITS, 'MULTI_SELECT_MAX_HEIGHT_PX')],
  },
  {
    id: 'F23',
    section: '7, 9',
    spec: 'Bell list start 0',
    value: 0,
    homes: [ts(LIMITS, 'BELL_LIST_START'), yaml(PARAMETERS, 'Start', 'schema', 'default')],
  },
  {
    id: 'F23-limit',
    section: '7, 9',
    spec: 'Bell list ... limit 10',
    value: 10,
    homes: [
      ts(LIMITS, 'BELL_LIST_LIMIT'),
      yaml(
        'openapi/paths/notifications.yaml',
        '/middleware/bell-notification',
        'get',
        'parameters',
        1,
        'schema',
        'default',
      ),
    ],
  },
  {
    id: 'F24',
    section: '9',
    spec: 'Result filter defaults limit 25',
    value: 25,
    homes: [ts(LIMITS, 'RESULTS_PAGE_SIZE'), yaml(SCHEMAS, 'PageSize', 'default')],
  },
  {
    id: 'F25',
    section: '9',
    spec: 'Result filter defaults ... sort 1',
    value: 1,
    homes: [ts(LIMITS, 'SORT_BY_RELEVANCE')],
  },
  // ------------------------------------------------------------------ inputs (5, 9)
  {
    id: 'D2',
    section: '5',
    spec: 'one reading requires exactly 10 digits (leading zeros stripped)',
    value: '^\\d{10}$',
    homes: [ts(VALIDATION, 'TEN_DIGIT_PHONE_PATTERN')],
  },
  {
    id: 'D3',
    section: '5, 9',
    spec: 'a first digit 6 to 9 followed by 9 to 14 digits (10 to 15 digits); Phone 10 to 15 digits',
    value: '^[6-9]\\d{9,14}$',
    homes: [ts(VALIDATION, 'PHONE_PATTERN')],
  },
  {
    id: 'D4',
    section: '5',
    spec: 'ISD field max 4 chars',
    value: 4,
    homes: [ts(LIMITS, 'ISD_MAX_CHARS'), yaml(SCHEMAS, 'IsdCode', 'maxLength')],
  },
  {
    id: 'D5',
    section: '5',
    spec: 'number max 15 chars',
    value: 15,
    homes: [ts(LIMITS, 'MOBILE_NUMBER_MAX_CHARS'), yaml(SCHEMAS, 'MobileNumber', 'maxLength')],
  },
  {
    id: 'D6',
    section: '5',
    spec: 'pattern 10 digits starting 6-9',
    value: '^[6-9]\\d{9}$',
    homes: [ts(VALIDATION, 'INDIA_MOBILE_PATTERN')],
  },
  {
    id: 'D8',
    section: '5',
    spec: 'other sites length 6 to 10 (6)',
    value: 6,
    homes: [ts(LIMITS, 'OTHER_SITE_MOBILE_MIN_DIGITS')],
  },
  {
    id: 'D8-max',
    section: '5',
    spec: 'other sites length 6 to 10 (10)',
    value: 10,
    homes: [ts(LIMITS, 'OTHER_SITE_MOBILE_MAX_DIGITS')],
  },
  {
    id: 'D11',
    section: '5, 9',
    spec: 'Name: letters and spaces, 2 to 30 chars (2)',
    value: 2,
    homes: [ts(LIMITS, 'NAME_MIN_CHARS'), yaml(SCHEMAS, 'PersonName', 'minLength')],
  },
  {
    id: 'D11-max',
    section: '5, 9',
    spec: 'Name: letters and spaces, 2 to 30 chars (30)',
    value: 30,
    homes: [ts(LIMITS, 'NAME_MAX_CHARS'), yaml(SCHEMAS, 'PersonName', 'maxLength')],
  },
  {
    id: 'D1',
    section: '5',
    spec: 'dotted domain whose final label is 2 to 6 alphanumerics',
    value: '^[A-Za-z0-9_.-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z0-9]{2,6}$',
    homes: [yaml(SCHEMAS, 'Email', 'pattern')],
  },
  // ------------------------------------------------------------------ carousel (4, 9)
  {
    id: 'F26',
    section: '9',
    spec: 'Carousel speed 500 ms',
    value: 500,
    homes: [ts(TIMING, 'CAROUSEL_SPEED_MS')],
  },
  {
    id: 'C21',
    section: '4, 9',
    spec: 'autoplay 2000 ms',
    value: 2000,
    homes: [ts(TIMING, 'CAROUSEL_AUTOPLAY_MS')],
  },
  {
    id: 'F27-300',
    section: '9',
    spec: 'per page 1 at 300',
    value: 300,
    homes: [ts(LIMITS, 'CAROUSEL_SLIDES_PER_PAGE.0.maxWidth')],
  },
  {
    id: 'F27-300-slides',
    section: '9',
    spec: 'per page 1 at 300',
    value: 1,
    homes: [ts(LIMITS, 'CAROUSEL_SLIDES_PER_PAGE.0.slides')],
  },
  {
    id: 'F27-700',
    section: '9',
    spec: 'per page 1 at ... 700',
    value: 700,
    homes: [
      ts(LIMITS, 'ONE_SLIDE_MAX_WIDTH_PX'),
      ts(LIMITS, 'CAROUSEL_SLIDES_PER_PAGE.1.maxWidth'),
    ],
  },
  {
    id: 'F27-700-slides',
    section: '9',
    spec: 'per page 1 at ... 700',
    value: 1,
    homes: [ts(LIMITS, 'CAROUSEL_SLIDES_PER_PAGE.1.slides')],
  },
  {
    id: 'F27-701',
    section: '9',
    spec: '2 at 701',
    value: 701,
    homes: [ts(LIMITS, 'CAROUSEL_SLIDES_PER_PAGE.2.maxWidth')],
  },
  {
    id: 'F27-701-slides',
    section: '9',
    spec: '2 at 701',
    value: 2,
    homes: [ts(LIMITS, 'CAROUSEL_SLIDES_PER_PAGE.2.slides')],
  },
  {
    id: 'F27-1000',
    section: '9',
    spec: '4 at 1000',
    value: 1000,
    homes: [ts(LIMITS, 'CAROUSEL_SLIDES_PER_PAGE.3.maxWidth')],
  },
  {
    id: 'F27-1000-slides',
    section: '9',
    spec: '4 at 1000',
    value: 4,
    homes: [ts(LIMITS, 'CAROUSEL_SLIDES_PER_PAGE.3.slides')],
  },
  {
    id: 'F27-1001',
    section: '9',
    spec: '7 at 1001',
    value: 1001,
    homes: [ts(LIMITS, 'CAROUSEL_SLIDES_PER_PAGE.4.maxWidth')],
  },
  {
    id: 'F27-1001-slides',
    section: '9',
    spec: '7 at 1001',
    value: 7,
    homes: [ts(LIMITS, 'CAROUSEL_SLIDES_PER_PAGE.4.slides')],
  },
  // ------------------------------------------------------------------ lazy load (4, 9)
  {
    id: 'F28',
    section: '4, 9',
    spec: 'Lazy load 3 attempts',
    value: 3,
    homes: [ts(TIMING, 'LAZY_IMAGE_MAX_ATTEMPTS')],
  },
  {
    id: 'F29',
    section: '9',
    spec: '200 ms throttle',
    value: 200,
    homes: [ts(TIMING, 'LAZY_LOAD_THROTTLE_MS')],
  },
  {
    id: 'F30',
    section: '9',
    spec: 'preload 1.3',
    value: 1.3,
    homes: [ts(LIMITS, 'LAZY_LOAD_PRELOAD')],
  },
  {
    id: 'F30-cache',
    section: '9',
    spec: 'cache 200',
    value: 200,
    homes: [ts(LIMITS, 'LAZY_LOAD_CACHE_SIZE')],
  },
  {
    id: 'F31',
    section: '9',
    spec: '30px margin',
    value: 30,
    homes: [ts(LIMITS, 'LAZY_LOAD_MARGIN_PX')],
  },
  // ------------------------------------------------------------------ voice (9)
  {
    id: 'F32',
    section: '9',
    spec: 'Voice rate 1.5',
    value: 1.5,
    homes: [ts(LIMITS, 'VOICE_RATE')],
  },
  {
    id: 'F32-language',
    section: '9',
    spec: 'language en-US',
    value: 'en-US',
    homes: [ts(LIMITS, 'VOICE_LANGUAGE')],
  },
  // ------------------------------------------------------------------ ads and flags (9)
  {
    id: 'F33',
    section: '9',
    spec: 'Ad sizes 728x90, 300x250, 160x600 per country',
    value: ['728x90', '300x250', '160x600'],
    homes: SITE_INDEXES.map((i) => json(SITES, i, 'ads', 'sizes')),
  },
  {
    id: 'F35',
    section: '9',
    spec: 'Auto-apply flag true',
    value: true,
    homes: SITE_INDEXES.map((i) => json(SITES, i, 'flags', 'autoApply')),
  },
  // ------------------------------------------------------------------ names and values (1-4)
  {
    id: 'S1-default',
    section: '1',
    spec: 'The default is India (country IN ...)',
    value: 'IN',
    homes: [ts(SITE_RULES, 'INDIA'), ts(SITE_RULES, 'DEFAULT_COUNTRY')],
  },
  {
    id: 'S1-gulf',
    section: '1',
    spec: 'Gulf (SA)',
    value: 'SA',
    homes: [ts(SITE_RULES, 'GULF')],
  },
  {
    id: 'S2-spl',
    section: '2',
    spec: 'for job type SJS an spl query parameter is added (default MSJ_OnSite)',
    value: 'spl',
    homes: [ts(ROUTES, 'SPL_PARAM')],
  },
  {
    id: 'S2-spl-default',
    section: '2',
    spec: 'for job type SJS an spl query parameter is added (default MSJ_OnSite)',
    value: 'MSJ_OnSite',
    homes: [ts(ROUTES, 'DEFAULT_SPL')],
  },
  {
    id: 'S2-change-password',
    section: '2',
    spec: '/seeker/settings?menu=account&subMenu=change-password',
    value: '/seeker/settings?menu=account&subMenu=change-password',
    homes: [ts(ROUTES, 'CHANGE_PASSWORD_PATH')],
  },
  {
    id: 'S3-auto-apply-follow',
    section: '3',
    spec: 'autoApplyAction (follow_unFollow_company)',
    value: 'follow_unFollow_company',
    homes: [ts(COOKIES, 'AUTO_APPLY_ACTION_FOLLOW')],
  },
  {
    id: 'S4-guest',
    section: '4',
    spec: 'The older rule: user name and user type cookies present, name not Guest',
    value: 'Guest',
    homes: [ts(COOKIES, 'GUEST_USER_NAME')],
  },
  {
    id: 'S4-not-seekers',
    section: '4, 6',
    spec: 'type not B2B_AGENT or CORPORATE',
    value: ['B2B_AGENT', 'CORPORATE'],
    homes: [ts(COOKIES, 'NOT_SEEKER_USER_TYPES')],
  },
  // ------------------------------------------------------------------ statuses (4, 8)
  {
    id: 'E5',
    section: '8',
    spec: 'Send-link: 200 shows responseMessage as success toast',
    value: 200,
    homes: [ts(CALLS, 'SEND_LINK_SENT_STATUS')],
  },
  {
    id: 'E6',
    section: '8',
    spec: '422 and 401 show errorMessage as failure toast (422)',
    value: 422,
    homes: [ts(CALLS, 'SEND_LINK_REFUSED_STATUSES.0')],
  },
  {
    id: 'E6-401',
    section: '8',
    spec: '422 and 401 show errorMessage as failure toast (401)',
    value: 401,
    homes: [ts(CALLS, 'SEND_LINK_REFUSED_STATUSES.1')],
  },
  {
    id: 'E12',
    section: '7, 8',
    spec: "on status 200 with data.redirectUrl ... Login not 200 or without redirectUrl: 'Somethinge went wrong please try again.'",
    value: 200,
    homes: [ts(CALLS, 'LOGIN_SUCCESS_STATUS')],
  },
  {
    id: 'C13',
    section: '4',
    spec: 'Old auto-login: ... on Status 200 set the returned cookies if absent',
    value: 200,
    homes: [ts(CALLS, 'AUTO_LOGIN_SUCCESS_STATUS')],
  },
  // ------------------------------------------------------------------ master-data limits (7)
  {
    id: 'S7-companies',
    section: '7',
    spec: 'fetch limits companies 73098',
    value: 73098,
    homes: [ts(LIMITS, 'MASTER_DATA_LIMITS.COMPANY')],
  },
  {
    id: 'S7-designations',
    section: '7',
    spec: 'designations 39519',
    value: 39519,
    homes: [ts(LIMITS, 'MASTER_DATA_LIMITS.DESIGNATION')],
  },
  {
    id: 'S7-skills',
    section: '7',
    spec: 'skills 4035',
    value: 4035,
    homes: [ts(LIMITS, 'MASTER_DATA_LIMITS.SKILL')],
  },
  {
    id: 'S7-roles',
    section: '7',
    spec: 'INDUSTRY, FUNCTION, ROLE limit 10000',
    value: 10000,
    homes: [ts(LIMITS, 'MASTER_DATA_LIMITS.ROLE')],
  },
];

/**
 * Numeric exports of the vocabulary's value modules that are not spec values: the product's own
 * choices, each written down where it is defined. The unit test requires every numeric export of
 * timing.ts, limits.ts and cookies.ts to be either a home above or named here, so a new spec
 * number cannot slip in without a row.
 */
export const OUR_VALUES: readonly { file: string; name: string; why: string }[] = [
  { file: LIMITS, name: 'MAX_EXPERIENCE_YEARS', why: 'section 3 fixed list (0 to 50 years)' },
  { file: LIMITS, name: 'FRESHER_EXPERIENCE_ID', why: 'section 3 fixed list (Fresher is id 51)' },
  { file: LIMITS, name: 'MAX_EXPERIENCE_MONTHS', why: 'section 3 fixed list (0 to 11 months)' },
  { file: LIMITS, name: 'SORT_BY_DATE', why: 'ours: the other sort order' },
  { file: LIMITS, name: 'LOCATION_SELECT_MAX', why: 'ours: the spec gives the message, not {max}' },
  { file: LIMITS, name: 'SKYSCRAPER_MIN_WIDTH_PX', why: 'ours: room for the 160x600 ad' },
  { file: LIMITS, name: 'PASSWORD_MIN_CHARS', why: 'ours: the spec gives no password rule' },
  { file: LIMITS, name: 'PASSWORD_MAX_CHARS', why: 'ours: the spec gives no password rule' },
  { file: LIMITS, name: 'SEND_LINK_LIMIT_PER_HOUR', why: 'ours: the spec gives no send-link cap' },
  {
    file: LIMITS,
    name: 'PROFILE_ENTRIES_MAX',
    why: 'ours: employments and educations per profile',
  },
  { file: LIMITS, name: 'IT_SKILLS_MAX', why: 'ours: IT skills per profile' },
  { file: LIMITS, name: 'JOB_ALERTS_MAX', why: 'ours: job alerts per seeker or guest email' },
  { file: LIMITS, name: 'SAVED_SEARCHES_MAX', why: 'ours: saved searches per seeker' },
  { file: LIMITS, name: 'FILE_NAME_MAX_BYTES', why: "ours: the file systems' 255-byte name limit" },
  {
    file: TIMING,
    name: 'SESSION_LIFETIME_DAYS',
    why: 'ours: the spec gives the session no lifetime',
  },
  { file: TIMING, name: 'SESSION_MAX_AGE_MS', why: 'ours: SESSION_LIFETIME_DAYS in milliseconds' },
  {
    file: TIMING,
    name: 'SLOW_CALL_NOTICE_MS',
    why: "ours: a call this late says 'taking longer than usual' (issue 27)",
  },
];
