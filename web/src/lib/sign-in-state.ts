// What a page hands the sign-in page in the router's state (not the URL, so an email never lands
// in the address bar, the history's URLs or a referrer): registration's "Sign in instead" passes
// the email the seeker typed, which the sign-in form starts with.

export interface SignInState {
  email?: string;
}

/** The sign-in state in a location's `state`, whatever else may be there. */
export function signInStateOf(state: unknown): SignInState {
  if (typeof state !== 'object' || state === null || !('email' in state)) return {};
  return typeof state.email === 'string' ? { email: state.email } : {};
}
