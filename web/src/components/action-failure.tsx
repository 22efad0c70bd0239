// A failed action's words beside its control (issue 27, item 7). The toast keeps the spec's
// duration (section 9: 1000 ms by default) and the same words stay next to the button until the
// seeker acts on it again, so a seeker who looked away still learns that the save, apply or delete
// did not happen. The words are the call's own (lib/call-failure.ts, section 8).
//
// A seeker-only call answering 401 while the page thought the seeker signed in means the session
// ended under the page: the stale sign-in cookies are forgotten and `onExpired` runs, which for a
// save, apply or follow is lib/pending-action's signInThenDo, so the action finishes after the
// sign-in as a guest's does. Without `onExpired` the seeker signs in and comes back to this page.
import { useId, useState } from 'react';
import { failureText, isSessionExpired } from '../lib/call-failure';
import { forgetSignIn } from '../lib/cookies';
import { signInAgainHere } from '../lib/sign-in-again';
import { showToast } from './toast';
import './action-failure.css';

export interface ActionFailure {
  /** The words on screen, until `clear`. */
  message: string | undefined;
  /** The message's id, for the control's aria-describedby while it shows. */
  describedBy: string | undefined;
  id: string;
  /** Says a failed call (after `lead`, the words that name what failed), or signs in again. */
  report: (error: unknown, lead?: (reason: string) => string) => void;
  /** A refusal in the action's own words (not a failed call). */
  say: (text: string) => void;
  /** Words already toasted by the action itself, kept beside the control. */
  hold: (text: string) => void;
  clear: () => void;
}

/** The failure state of one control; `onExpired` says what to do when the session has ended. */
export function useActionFailure(onExpired: () => void = signInAgainHere): ActionFailure {
  const id = useId();
  const [message, setMessage] = useState<string>();
  function say(text: string): void {
    showToast({ message: text, tone: 'failure', kind: 'default' });
    setMessage(text);
  }
  /** Keeps words the action already toasted (a machine's own toast) beside the control. */
  function hold(text: string): void {
    setMessage(text);
  }
  return {
    message,
    describedBy: message === undefined ? undefined : id,
    id,
    report(error, lead) {
      if (isSessionExpired(error)) {
        forgetSignIn();
        onExpired();
        return;
      }
      say(lead ? lead(failureText(error)) : failureText(error));
    },
    say,
    hold,
    clear() {
      setMessage(undefined);
    },
  };
}

/**
 * The failure's words beside the control. Not a live region: the toast has just announced them,
 * and announcing twice reads them twice; the control points here with aria-describedby.
 */
export function InlineFailure({ failure }: { failure: ActionFailure }) {
  if (failure.message === undefined) return null;
  return (
    <span id={failure.id} className="inline-failure">
      {failure.message}
    </span>
  );
}
