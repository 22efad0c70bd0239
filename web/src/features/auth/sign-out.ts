// Sign-out (spec section 4): a pre-sign-out hook, when a page part has set one, may stop it (it
// proceeds only when the hook returns true); then the logout call ends the session on the server,
// the user-logged-out event goes out on the window, and the chat modules are told.

export interface ChatModule {
  onUserLoggedOut(): void;
}

declare global {
  interface Window {
    /** Set by a page part that may have to stop sign-out (unsaved work, a live chat). */
    preSignOutHook?: () => boolean | Promise<boolean>;
    /** Chat widgets of the page; each is told when the seeker signs out. */
    chatModules?: ChatModule[];
  }
}

/** The window event a signed-out page part listens for. */
export const USER_LOGGED_OUT_EVENT = 'user-logged-out';

/** Whether sign-out may go on: no hook, or a hook that answers exactly true. */
export async function mayProceed(): Promise<boolean> {
  const hook = window.preSignOutHook;
  if (!hook) return true;
  try {
    return (await hook()) === true;
  } catch (error) {
    console.warn('The pre-sign-out hook failed', error);
    return false;
  }
}

/** After the logout call: the event, and each chat module (one failing module stops no other). */
export function announceSignOut(): void {
  window.dispatchEvent(new CustomEvent(USER_LOGGED_OUT_EVENT));
  for (const chat of window.chatModules ?? []) {
    try {
      chat.onUserLoggedOut();
    } catch (error) {
      console.warn('A chat module failed to hear the sign-out', error);
    }
  }
}

/**
 * Sign-out ends with a page load (the post-sign-out destination, spec section 2), so the word that
 * it happened crosses it in the tab's session storage, read once by the page it lands on.
 */
const SIGNED_OUT_KEY = 'signedOut';

export function rememberSignedOut(): void {
  try {
    sessionStorage.setItem(SIGNED_OUT_KEY, '1');
  } catch {
    // Storage refused (a private mode): the seeker still lands signed out, just not told.
  }
}

/** Whether this page load follows a sign-out; true once only. */
export function takeSignedOut(): boolean {
  try {
    const was = sessionStorage.getItem(SIGNED_OUT_KEY) !== null;
    sessionStorage.removeItem(SIGNED_OUT_KEY);
    return was;
  } catch {
    return false;
  }
}
