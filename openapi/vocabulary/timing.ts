// Every delay, duration and timeout of the product spec (section 9, with sections 4 and 8).

/** How long a toast stays up, by what it reports. */
export const TOAST_DURATION_MS = {
  default: 1000,
  /** Search validation toasts ("3 s" / "3000 ms" in section 5). */
  validation: 3000,
  social: 5000,
  voice: 5000,
  /** Send-app-link toasts (section 8: "for 10 s"). */
  sendLink: 10000,
} as const;
export type ToastKind = keyof typeof TOAST_DURATION_MS;
/** Social and voice toasts are removed 1 s after they hide. */
export const TOAST_REMOVAL_DELAY_MS = 1000;
export const TOAST_KINDS_REMOVED_LATER: readonly ToastKind[] = ['social', 'voice'];

/** Every API call but the resume update; the client's own default would be none. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const RESUME_UPDATE_TIMEOUT_MS = 120_000;
/**
 * A call unanswered this long is late (ours; the spec is silent): the page shows the parts that
 * answered and says SLOW_CALL_MESSAGE beside the part still waiting, well before the 60 s timeout.
 */
export const SLOW_CALL_NOTICE_MS = 5000;
/** A module chunk that has not loaded by then has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The social sign-in script is initialised 100 ms after loading starts ... */
export const ONE_TAP_INIT_DELAY_MS = 100;
/** ... and retried up to 10 times, one init delay apart. */
export const ONE_TAP_INIT_MAX_RETRIES = 10;
/** The old auto-login calls rioAutoLogin 10 s after the page loads. */
export const AUTO_LOGIN_DELAY_MS = 10_000;
/** After Open Now, the app banner waits this long before sending the visitor to the store. */
export const STORE_REDIRECT_DELAY_MS = 5000;
/** The seeker engagement listener retries every 500 ms ... */
export const SEEKER_BANNER_RETRY_INTERVAL_MS = 500;
/** ... up to 3000 ms. */
export const SEEKER_BANNER_RETRY_LIMIT_MS = 3000;
export const AD_POLLING_INTERVAL_MS = 1000;

export const CAROUSEL_SPEED_MS = 500;
/** Autoplay moves one page every 2000 ms (paused on hover, section 4). */
export const CAROUSEL_AUTOPLAY_MS = 2000;

/** Lazy images: tried up to 3 times, loads started at most once per 200 ms. */
export const LAZY_IMAGE_MAX_ATTEMPTS = 3;
export const LAZY_LOAD_THROTTLE_MS = 200;

export const AUTOCOMPLETE_DEBOUNCE_MS = 10;

/**
 * A seeker's session lasts 30 days (our design; the spec gives no lifetime). The simulator ends
 * older sessions; the replay moves a scenario's clock past it to reach a visitor with none.
 */
export const SESSION_LIFETIME_DAYS = 30;
export const SESSION_MAX_AGE_MS = SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
