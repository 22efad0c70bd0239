// The part of Google Identity Services (`google.accounts.id`) that one-tap uses, and the loading of
// its script. The site's properties name the script (`thirdPartyScripts.socialSignIn`): Google's
// own in a real deployment, the simulator's same-origin stand-in here; both offer this interface.

export interface CredentialResponse {
  credential: string;
  select_by?: string;
}

/** A moment of the prompt: shown, not shown, skipped (closed), or dismissed. */
export interface PromptMomentNotification {
  isNotDisplayed(): boolean;
  isSkippedMoment(): boolean;
  isDismissedMoment(): boolean;
  getDismissedReason(): string;
}

export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: CredentialResponse) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    /** The id of the element the prompt shows in, instead of over the page's top right corner. */
    prompt_parent_id?: string;
  }): void;
  prompt(listener?: (moment: PromptMomentNotification) => void): void;
  cancel(): void;
}

/** What Facebook's SDK answers `FB.login` with: an access token when the person logged in. */
export interface FacebookLoginResponse {
  status: 'connected' | 'not_authorized' | 'unknown';
  authResponse: { accessToken: string; userID?: string } | null;
}

/** The part of Facebook's JavaScript SDK the single sign-on's Facebook variant uses. */
export interface FacebookSdk {
  init(options: { appId: string; version?: string; xfbml?: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options?: { scope?: string }): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
    FB?: FacebookSdk;
  }
}

/** The SDK, once its script has run. */
export function googleAccountsId(): GoogleAccountsId | undefined {
  return window.google?.accounts?.id;
}

/** Google says so when the prompt closes because it handed over a credential. */
export const CREDENTIAL_RETURNED = 'credential_returned';
