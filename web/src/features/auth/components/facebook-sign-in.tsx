// The single sign-on's Facebook variant (spec section 4: "form POST with returnUrl; a Facebook
// variant exists"), on the sign-in page beside Google's one-tap. The site's Facebook SDK
// (`thirdPartyScripts.facebookSignIn`) hands over an access token; it is validated as one-tap's
// credential is (socialValidate with socialProvider facebook), then the rio login's form POST
// carries it with social_provider facebook and the return URL:
// - USER_EXISTS: signed in, the browser goes to the login's redirectUrl;
// - USER_NOT_EXISTS: the server has set the token cookie; registration opens, prefilled from the
//   Facebook account (email, name) with the return URL kept, as one-tap's does (the walk's D1);
// - USER_LINKED_TO_OTHER_USER, USER_DELINKED, anything else or a failed call: the social toast.
import { useState } from 'react';
import { LOGIN_SUCCESS_STATUS, SOCIAL_VALIDATION } from '../../../../../openapi/vocabulary/calls';
import {
  LOGIN_FAILED_MESSAGE,
  SOCIAL_DELINKED_MESSAGE,
  SOCIAL_GENERIC_FAILURE_MESSAGE,
  SOCIAL_LINKED_TO_OTHER_USER_MESSAGE,
} from '../../../../../openapi/vocabulary/messages';
import { safeReturnPath, socialRegistrationPath } from '../../../../../openapi/vocabulary/routes';
import { showToast } from '../../../components/toast';
import { socialLogin, validateSocialAccount } from '../api/login';
import { loadScript } from '../../../lib/load-script';
import { site } from '../../../lib/site';
import type { FacebookLoginResponse } from '../social-sdk';

const PROVIDER = 'facebook';

function failed(message: string): void {
  showToast({ message, tone: 'failure', kind: 'social' });
}

/** The access token of a Facebook login, or undefined when the person closed the dialog. */
async function facebookToken(): Promise<string | undefined> {
  const { scriptUrl, appId } = site.thirdPartyScripts.facebookSignIn;
  await loadScript(scriptUrl);
  const sdk = window.FB;
  if (!sdk) throw new Error('Facebook sign-in is not available.');
  sdk.init({ appId });
  const response = await new Promise<FacebookLoginResponse>((resolve) => sdk.login(resolve));
  return response.status === 'connected' ? response.authResponse?.accessToken : undefined;
}

/** Validates the token and signs in; answers the toast to show, or undefined when it navigated. */
async function signInWith(
  credential: string,
  returnPath: string,
  signal: AbortSignal,
): Promise<string | undefined> {
  const { validationStatus } = await validateSocialAccount(
    { credential, provider: PROVIDER },
    signal,
  );
  if (validationStatus === SOCIAL_VALIDATION.userNotExists) {
    // As Google's one-tap does: registration prefilled from the account, the return URL kept.
    window.location.assign(socialRegistrationPath(PROVIDER, returnPath));
    return undefined;
  }
  if (validationStatus === SOCIAL_VALIDATION.linkedToOtherUser)
    return SOCIAL_LINKED_TO_OTHER_USER_MESSAGE;
  if (validationStatus === SOCIAL_VALIDATION.delinked) return SOCIAL_DELINKED_MESSAGE;
  if (validationStatus !== SOCIAL_VALIDATION.userExists) return SOCIAL_GENERIC_FAILURE_MESSAGE;
  const login = await socialLogin(
    { credential, provider: PROVIDER, returnUrl: returnPath },
    signal,
  );
  if (login.status !== LOGIN_SUCCESS_STATUS || !login.redirectUrl) return LOGIN_FAILED_MESSAGE;
  window.location.assign(safeReturnPath(login.redirectUrl));
  return undefined;
}

export function FacebookSignIn({ returnPath }: { returnPath: string }) {
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    try {
      const token = await facebookToken();
      // The page is left on success, so nothing needs to abort these calls.
      const signal = new AbortController().signal;
      const problem = token ? await signInWith(token, returnPath, signal) : undefined;
      if (problem) failed(problem);
      if (problem || !token) setBusy(false);
    } catch {
      failed(SOCIAL_GENERIC_FAILURE_MESSAGE);
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="button button-outline facebook-button"
      disabled={busy}
      onClick={() => void start()}
    >
      {busy ? 'Signing you in with Facebook…' : 'Continue with Facebook'}
    </button>
  );
}
