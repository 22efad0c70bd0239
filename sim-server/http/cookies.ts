// Cookie names the simulator sets (spec section 3), the spec's own from machines/constants.ts.
// The user name and user type cookies are not named in the spec; these names are the simulator's.
import { COOKIE } from '../../machines/constants';

export const COOKIES = {
  session: COOKIE.session,
  userName: 'USER_NAME',
  userType: 'USER_TYPE',
  socialToken: COOKIE.socialToken,
  visitor: COOKIE.visitorId,
  isLoggedIn: COOKIE.oldLogin,
} as const;

export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
