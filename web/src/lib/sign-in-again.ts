// The session ended under the page (a seeker-only call answered 401 while the page thought the
// seeker signed in): the stale sign-in cookies are forgotten and the seeker signs in again,
// coming back to this page.
import { seekerLoginUrl } from '../../../openapi/vocabulary/routes';
import { forgetSignIn } from './cookies';

/** The sign-in page that comes back to this page. */
export function signInAgainUrl(): string {
  return seekerLoginUrl(
    `${window.location.pathname}${window.location.search}${window.location.hash}`,
  );
}

export function signInAgainHere(): void {
  forgetSignIn();
  window.location.assign(signInAgainUrl());
}
