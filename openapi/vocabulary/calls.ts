// How the spec's calls are read (sections 4, 7, 8): the statuses and outcomes the pages act on.
import type { components } from '../generated/schema';

type Schemas = components['schemas'];

/** The validationStatus values of social-validate. */
export const SOCIAL_VALIDATION = {
  userExists: 'USER_EXISTS',
  userNotExists: 'USER_NOT_EXISTS',
  linkedToOtherUser: 'USER_LINKED_TO_OTHER_USER',
  delinked: 'USER_DELINKED',
} as const satisfies Record<string, Schemas['SocialValidationStatus']>;

/** The rio login form's fixed fields (section 3: scope all, grant_type password, a fixed client_id). */
export const RIO_LOGIN_FIELDS = {
  scope: 'all',
  grant_type: 'password',
  client_id: 'web',
} as const;

/** rioLogin succeeds only with this status and a redirectUrl. */
export const LOGIN_SUCCESS_STATUS = 200;
/** The status of a rioAutoLogin answer whose cookies are set. */
export const AUTO_LOGIN_SUCCESS_STATUS = 200;
/** Send-link: 200 shows responseMessage as a success toast ... */
export const SEND_LINK_SENT_STATUS = 200;
/** ... 422 and 401 show errorMessage as a failure toast. */
export const SEND_LINK_REFUSED_STATUSES: readonly number[] = [422, 401];

/**
 * Career events (section 6): the header's variant, sent from the 'Resume Services' menu only. The
 * request type and the source's value are designed (the spec names the fields, not the values).
 */
export const HEADER_CAREER_EVENT = {
  careerRequestType: 'RESUME_SERVICES',
  source: 'header',
} as const;
