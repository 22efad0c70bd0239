// The cookies of the product spec (sections 3, 4, 9): names, lifetimes and the values it gives.
// The spec names the user name and user type cookies without spelling them; those are ours.

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
  /** The visitor closed the home page's notice (our reading; web/README.md). */
  nhp: 'NHP',
  /** The new-search-results flag: the spec does not spell its name; this one is ours. */
  newSearchResults: 'NEW_SEARCH_RESULTS',
  autoApplyAction: 'autoApplyAction',
  /** The older login's user name and user type (not spelled by the spec; ours). */
  userName: 'USER_NAME',
  userType: 'USER_TYPE',
} as const;

export const AD_COOKIE_DAYS = 1;
/** The AD cookie's value; the spec names the cookie only, so any value marks it as set. */
export const AD_COOKIE_VALUE = '1';
export const NEW_SEARCH_COOKIE_DAYS = 1;
/** The values the NHP cookie and the new-search-results flag hold (any value marks them set). */
export const NHP_COOKIE_VALUE = '1';
export const NEW_SEARCH_COOKIE_VALUE = '1';
export const VISITOR_ID_COOKIE_DAYS = 365;
export const NHP_COOKIE_DAYS = 30;
export const AUTO_APPLY_ACTION_COOKIE_DAYS = 1;
/** The autoApplyAction value a guest's follow press leaves behind (section 3). */
export const AUTO_APPLY_ACTION_FOLLOW = 'follow_unFollow_company';
/** The user type values of the older login rule that are not seekers (section 4). */
export const NOT_SEEKER_USER_TYPES = ['B2B_AGENT', 'CORPORATE'] as const;
/** The older login rule's user name of a visitor (section 4). */
export const GUEST_USER_NAME = 'Guest';
/**
 * autoApplyAction values of a guest's apply and save presses (ours: the spec gives only the follow
 * value). Like the follow value, each lets the page finish the action after the sign-in.
 */
export const AUTO_APPLY_ACTION_APPLY = 'apply_job';
export const AUTO_APPLY_ACTION_SAVE = 'save_job';
