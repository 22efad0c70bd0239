// Cookie names the simulator sets (spec section 3). The user name and user type cookies are
// not named in the spec; these names are the simulator's.
export const COOKIES = {
  session: 'MSSOCLIENT',
  userName: 'USER_NAME',
  userType: 'USER_TYPE',
  socialToken: 'MOTS_AUTH',
  visitor: 'MSUID',
  isLoggedIn: 'IS_LOGGED_IN',
} as const;

export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
