// Every text of the product spec that a person sees or QA checks (sections 2, 4, 5, 8), spelled as
// the spec spells it, typos included: backends, analytics and QA match them character for
// character. Texts the spec does not give (it says "not shown") are ours and say so.
import type { components } from '../generated/schema';
import { NAME_MAX_CHARS, NAME_MIN_CHARS, PASSWORD_MAX_CHARS, PASSWORD_MIN_CHARS } from './limits';

type Schemas = components['schemas'];

// ----------------------------------------------------------------- toasts and the bar (4, 8)

/** Section 4: the notification bar's text when none is given. */
export const NOTIFICATION_BAR_DEFAULT_MESSAGE = 'Something Went Wrong!';
/**
 * The home page's notice in the notification bar, until the visitor closes it (then NHP keeps it
 * closed for 30 days). The spec names NHP only; the notice and its words are ours.
 */
export const NEW_HOME_PAGE_NOTICE =
  'New: search by company with Find Companies, and get Suggested Keywords for your search.';

// ----------------------------------------------------------------------- search form (5)

/** Both fields blank on the home search bar (toast, 3 s). */
export const SEARCH_BLANK_MESSAGE =
  'Please enter a keyword such as java, sales or name of the city';
/** Both fields blank on the advanced form (focus goes to the keyword). */
export const ADVANCED_SEARCH_BLANK_MESSAGE = 'Please enter a keyword such as java, sales';
/** Either field holds only special characters (toast, 3000 ms). */
export const SEARCH_ONLY_SPECIAL_CHARACTERS_MESSAGE = 'Only special character(s) are not allowed';
/** A location the lists do not know. */
export const INVALID_LOCATION_MESSAGE = 'Please enter a valid location.';
/** The multi-select location already holds its maximum. */
export function locationLimitMessage(max: number): string {
  return `You've already selected ${max} locations.`;
}
/** A searchable list whose filter matches nothing. */
export const NO_RESULT_MESSAGE = 'No result found';
/** A list with nothing in it. */
export const EMPTY_LIST_MESSAGE = 'List is empty.';
/** The company search form, blank. */
export const COMPANY_BLANK_MESSAGE = 'Please select comapny name';
/** The company search form, a name that matches no company. */
export const COMPANY_NO_MATCH_MESSAGE = 'No result found for your search. Please enter a company.';
/** India's salary filter with only a maximum chosen. */
export const SALARY_MIN_MISSING_MESSAGE = 'Please select minium salary';
/** India's salary filter with only a minimum chosen. */
export const SALARY_MAX_MISSING_MESSAGE = 'Please select maximum salary';

// ------------------------------------------------------------------ widgets' texts (2)

export const VOICE_SEARCH_TITLE = 'Voice Search';
export const VOICE_SEARCH_HINT = 'Designer job for 10 years experienced';
export const VOICE_SEARCH_LISTENING = 'Speak Now...';
export const DOWNLOAD_APP_HEADLINE = 'Find Better, Faster with the Job App';
export const NO_SALARY_CHECKBOX_LABEL = "Jobs that don't include salary";
export const SUGGESTED_KEYWORDS_TITLE = 'Suggested Keywords';
export const FIND_COMPANIES_LABEL = 'Find Companies';
/** The suggested-keywords popup's button that opens it, and its list when nothing is suggested (ours). */
export const SUGGESTED_KEYWORDS_OPEN_LABEL = 'Suggested keywords';
export const SUGGESTED_KEYWORDS_NONE = 'No suggestions for these keywords yet.';
export const COVID_TOGGLE_LABEL = 'job affected by COVID-19';

// ------------------------------------------------------------------------- voice (5, 8)

/** Section 5: the reader understood no job, location or experience. */
export const VOICE_NOT_UNDERSTOOD_MESSAGE =
  "Sorry, I didn't get what you said. Go ahead I'm listening...";

// ---------------------------------------------------------------- mobile numbers (5, 8)

export const INVALID_MOBILE_MESSAGE = 'Please enter a valid mobile number';
/** Section 8: any send-link failure other than 422 and 401. */
export const SEND_LINK_FAILED_MESSAGE = 'An error occurred. Please try again.';

// ---------------------------------------------------------------- social sign-in (4, 8)

export const SOCIAL_LINKED_TO_OTHER_USER_MESSAGE =
  'Selected google account is linked with other user.';
/**
 * Section 8: USER_DELINKED shows a toast "saying the account was delinked and asking to log in and
 * link it". The spec does not show the exact wording; this sentence is ours.
 */
export const SOCIAL_DELINKED_MESSAGE =
  'Your google account has been delinked. Please log in and link it again.';
/** Any other validation status, or a failed validation call. */
export const SOCIAL_GENERIC_FAILURE_MESSAGE = 'Please try again.';
/** rioLogin not 200 or without redirectUrl. */
export const LOGIN_FAILED_MESSAGE = 'Somethinge went wrong please try again.';

// -------------------------------------------------------------- registration (5; ours)
// Section 5 gives the rules (name, email, mobile) but only the mobile number's message; the others
// are ours, one per rule, shown next to the field.

export const REGISTRATION_MESSAGES = {
  name: `Please enter your name: letters and spaces, ${NAME_MIN_CHARS} to ${NAME_MAX_CHARS} characters.`,
  email: 'Please enter a valid email address.',
  password: `Please choose a password of ${PASSWORD_MIN_CHARS} to ${PASSWORD_MAX_CHARS} characters.`,
  location: 'Please choose your current location.',
  /** checkExistence found the email, or registerPersonal answered 409 for it. */
  emailRegistered: 'This email is already registered. Sign in instead.',
  /** The words of emailRegistered that link to sign-in (keeping the typed email and return URL). */
  emailRegisteredSignIn: 'Sign in',
  mobileRegistered: 'This mobile number is already registered to another account.',
} as const;

// ------------------------------------------------------------------------ feedback (ours)

/** The feedback form starts with no rating chosen, and asks for one before sending. */
export const FEEDBACK_RATING_MESSAGE = 'Please choose a rating from 1 to 5.';

// ------------------------------------------------------------------------ sign-out (4; ours)

/** The pre-sign-out hook answered false, so nothing was done (section 4). */
export const SIGN_OUT_STOPPED_MESSAGE =
  'You are still signed in: sign-out was stopped by this page.';
/** Said (a status) on the page sign-out lands on: the dashboard, which shows a guest sign-in. */
export const SIGNED_OUT_MESSAGE = 'You have signed out.';

// ------------------------------------------------------------------------ follow (4, 8)

type Success<T> = Extract<T, { successMessage: string }>['successMessage'];

/** The contract holds these as consts too; `satisfies` keeps the two from ever differing. */
export const COMPANY_FOLLOWED_MESSAGE = 'Company followed successfully.' satisfies Success<
  Schemas['CompanyFollowResponse']['companyFollowResponse']
>;
export const COMPANY_UNFOLLOWED_MESSAGE = 'Company unfollowed successfully.' satisfies Success<
  Schemas['CompanyUnfollowResponse']['companyUnfollowResponse']
>;
/** A follow or unfollow call that failed. */
export const FOLLOW_FAILED_MESSAGE = 'Opps something went wrong please try again.';

/** A job saved or unsaved (section 4 names the states, not the words; these are ours). */
export const JOB_SAVED_MESSAGE = 'Job saved';
export const JOB_UNSAVED_MESSAGE = 'Job unsaved';
/** The toast of an unsave on the page, which says where the job was. */
export const JOB_REMOVED_FROM_SAVED_MESSAGE = 'Job removed from saved jobs';

// --------------------------------------------------------------- HTTP and failures (8)

/** Shown when a failure carries no message of its own. */
export const GENERIC_FAILURE_MESSAGE = 'Network error. Please try again after sometime';

/** The HTTP client's messages. */
export const HTTP_MESSAGES = {
  network: 'Network Error',
  aborted: 'Request aborted',
  timeout: (ms: number) => `timeout of ${ms}ms exceeded`,
  status: (status: number) => `Request failed with status code ${status}`,
} as const;

/**
 * What a seeker reads when a call failed and its answer says nothing of its own (the UX walk's D4:
 * the HTTP client's 'Request failed with status code 502' and 'Network Error' reached seekers, and
 * "network error" read as the seeker's fault). Plain sentences that say whose side it is, each
 * ending in the way on; ours, the spec gives none. Section 8's generic message stays for a failure
 * envelope without a message, as the spec says.
 */
export const SEEKER_CALL_FAILURES = {
  /** An answer outside 200-299 with no message of its own. */
  failed: 'Something went wrong on our side, not yours. Please try again.',
  /** No answer came (the connection dropped, or the server could not be reached). */
  unreachable: 'We could not reach jobportal just now. Please try again in a moment.',
  /** The client stopped waiting (section 9's 60 s). */
  tooSlow: 'jobportal took too long to answer. Please try again.',
} as const;

/**
 * A part of the page whose code did not arrive (spec section 8: a module chunk load fails after
 * 120 s, or at once when the network refuses it). The spec gives no wording; this is ours.
 */
export const CHUNK_LOAD_FAILED_MESSAGE =
  'This part of the page could not be loaded. Check your connection and try again.';
/**
 * A call still unanswered after SLOW_CALL_NOTICE_MS (issue 27; the spec is silent, our wording):
 * the parts that answered are shown, and this beside the part still waiting.
 */
export const SLOW_CALL_MESSAGE = 'This is taking longer than usual. Still trying…';
/**
 * A part of a seeker page whose call answered 401 while the page thought the seeker signed in
 * (issue 27; our wording): the session ended, and the part offers to sign in again.
 */
export const SESSION_ENDED_MESSAGE = (what: string): string =>
  `Your session has ended. Sign in again to see ${what}.`;
/**
 * What the sign-in page says when a seeker's Save found the session ended (the UX walk's N5; our
 * wording, the spec has none): the typed text is kept and comes back in its form after the sign-in.
 */
export const SESSION_ENDED_SAVE_MESSAGE =
  'Your session has ended. Sign in again to save your changes.';
/** Said in the section when the kept text is back in its form (our wording). */
export const DRAFT_RESTORED_MESSAGE = 'Your changes are back. Press Save to keep them.';
/** What the sign-in page says when a delete found the session ended (N5; our wording). */
export const SESSION_ENDED_DELETE_MESSAGE = (what: string): string =>
  `Your session has ended. Sign in again to delete ${what}.`;
/** Beside Delete after the sign-in: the item is still there, and why (N5; our wording). */
export const NOT_DELETED_SESSION_ENDED_MESSAGE = (what: string): string =>
  `${what.charAt(0).toUpperCase()}${what.slice(1)} was not deleted: your session had ended. Press Delete again to delete it.`;
/** A part of the page that broke while it was drawn (our wording). */
export const PAGE_PART_FAILED_MESSAGE = 'Something went wrong on this page. Please reload it.';

// The profile and account pages' texts live in their own module.
export * from './profile-messages';

/**
 * A delete or remove that failed (issue 27; ours, the spec is silent): what was not deleted, then
 * the call's own words (section 8). Shown beside the Delete button until it is pressed again.
 */
export const deleteFailedMessage = (what: string, reason: string): string =>
  `Could not delete ${what}. ${reason}`;
