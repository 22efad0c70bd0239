// Google one-tap on the sign-in page, driven by the one-tap machine (spec sections 4, 8, 9): the
// site's social sign-in script is loaded and initialised 100 ms later (retried up to 10 times), the
// prompt offers the Google accounts, and the chosen credential is validated:
// - USER_EXISTS: rio login with the credential, then the page the seeker came for;
// - USER_NOT_EXISTS: the token cookie is set and registration opens (the popup when the site's
//   flag says so, else /seeker/registration);
// - USER_LINKED_TO_OTHER_USER, USER_DELINKED, anything else or a failed call: a toast.
// The return URL is kept in MOTS_REDIRECT while the login runs (registration reads it) and cleared
// when it fails. Navigation only ever goes to a path of this site (`safeReturnPath`).
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { rioLoginCall, validateSocialCall } from '../../../../../machines/calls/oneTapLogin.calls';
import { fromTask, reporter } from '../../../../../machines/lib/implementations';
import {
  oneTapLoginMachine,
  type OneTapLoginEvent,
  type RioLoginInput,
  type SocialValidationInput,
} from '../../../../../machines/oneTapLogin.machine';
import { COOKIE } from '../../../../../openapi/vocabulary/cookies';
import { safeReturnPath } from '../../../../../openapi/vocabulary/routes';
import { validateSocial } from '../../../api/validate-social';
import { showToast } from '../../../components/toast';
import { readCookie, removeCookie } from '../../../lib/cookies';
import { setCookieEffect } from '../../../lib/effects';
import { loadScript } from '../../../lib/load-script';
import { site } from '../../../lib/site';
import { socialLogin } from '../api/login';
import { CREDENTIAL_RETURNED, googleAccountsId } from '../social-sdk';

export interface OneTapProps {
  /** Where the seeker goes after signing in: a path of this site. */
  returnPath: string;
  /** The server has answered whether a seeker is signed in (undefined while it is asked). */
  signedIn: boolean | undefined;
  /** The registration popup, for sites whose flag asks for it. */
  onRegistrationPopup: () => void;
}

/**
 * Where the prompt shows: in the page's flow under the sign-in buttons, so that it never covers
 * the Sign in button (the UX walk's i3: over the page, as a phone's bottom sheet, it did).
 */
const ONE_TAP_PARENT_ID = 'one-tap-prompt';

/** The SDK calls one callback, set at initialisation; the prompt's listener takes it from here. */
const credentials = new Set<(credential: string) => void>();

// Over 80 lines on purpose: most of it is the machine's provide() block, one entry per effect;
// splitting it would hide which effects the page gives the machine.
// eslint-disable-next-line max-lines-per-function -- the machine's provide() block, one entry per effect (reason above)
function OneTapFlow({
  returnPath,
  signedIn,
  onRegistrationPopup,
  onRestart,
}: OneTapProps & {
  onRestart: () => void;
}) {
  const { scriptUrl, clientId } = site.thirdPartyScripts.socialSignIn;
  const { pathname } = useLocation();
  const [snapshot, send] = useMachine(
    oneTapLoginMachine.provide({
      actions: {
        setCookie: (_, cookie) => setCookieEffect(cookie),
        removeCookie: (_, { name }) => removeCookie(name),
        navigate: (_, { url }) => window.location.assign(safeReturnPath(url)),
        showToast: (_, toast) => showToast(toast),
        openRegistrationPopup: () => onRegistrationPopup(),
      },
      actors: {
        loadSocialScript: reporter<undefined, OneTapLoginEvent>(({ sendBack }) => {
          loadScript(scriptUrl).catch(() => sendBack({ type: 'script.failed' }));
        }),
        initSocialSdk: reporter<undefined, OneTapLoginEvent>(({ sendBack }) => {
          const sdk = googleAccountsId();
          if (!sdk) {
            sendBack({ type: 'sdk.unavailable' });
            return;
          }
          sdk.initialize({
            client_id: clientId,
            callback: ({ credential }) => credentials.forEach((listener) => listener(credential)),
            auto_select: false,
            cancel_on_tap_outside: false,
            prompt_parent_id: ONE_TAP_PARENT_ID,
          });
          sendBack({ type: 'sdk.ready' });
        }),
        oneTapPrompt: reporter<undefined, OneTapLoginEvent>(({ sendBack }) => {
          const sdk = googleAccountsId();
          const listener = (credential: string) =>
            sendBack({ type: 'social.credential', credential });
          credentials.add(listener);
          sdk?.prompt((moment) => {
            const closed =
              moment.isNotDisplayed() ||
              moment.isSkippedMoment() ||
              (moment.isDismissedMoment() && moment.getDismissedReason() !== CREDENTIAL_RETURNED);
            if (closed) sendBack({ type: 'social.dismissed' });
          });
          return () => {
            credentials.delete(listener);
            sdk?.cancel();
          };
        }),
        validateSocial: fromTask(
          ({ credential }: SocialValidationInput, signal) => validateSocial(credential, signal),
          validateSocialCall,
        ),
        rioLogin: fromTask(
          (input: RioLoginInput, signal) =>
            socialLogin({ ...input, returnUrl: returnPath }, signal),
          rioLoginCall,
        ),
      },
    }),
  );

  useEffect(() => {
    if (signedIn === undefined) return;
    const stored = readCookie(COOKIE.redirect);
    send({
      type: 'page.loaded',
      // The page this sign-in is for, so that MOTS_REDIRECT keeps it while the login runs.
      url: returnPath,
      pathname,
      signedIn,
      ...(stored === undefined ? {} : { storedRedirectUrl: stored }),
      oneTapDisabled: !site.flags.oneTapLogin,
      registrationPopup: site.flags.appLoginPopup,
    });
  }, [send, signedIn, returnPath, pathname]);

  // Signed in already, nothing stored to return to: the page the seeker came for. (The machine
  // alone decides, so that this never races its `returning` navigation.)
  const signedInAlready = snapshot.matches('signedIn');
  useEffect(() => {
    if (signedInAlready) window.location.replace(safeReturnPath(returnPath));
  }, [signedInAlready, returnPath]);

  if (
    snapshot.matches('validating') ||
    snapshot.matches('loggingIn') ||
    snapshot.matches('redirecting')
  ) {
    return (
      <p className="one-tap-status" role="status">
        <span className="spinner" aria-hidden="true" /> Signing you in with Google…
      </p>
    );
  }
  if (snapshot.matches('dismissed') || snapshot.matches('failed')) {
    return (
      <button type="button" className="button button-outline google-button" onClick={onRestart}>
        Continue with Google
      </button>
    );
  }
  if (snapshot.matches('unavailable')) {
    return (
      <p className="one-tap-status" role="status">
        Google sign-in is not available right now. Sign in with your email and password.
      </p>
    );
  }
  return null;
}

/** One-tap, which a person can start again after closing the prompt or after a failure. */
export function OneTap(props: OneTapProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <>
      <OneTapFlow key={attempt} {...props} onRestart={() => setAttempt((n) => n + 1)} />
      <div id={ONE_TAP_PARENT_ID} className="one-tap-prompt" />
    </>
  );
}
