// Follow / Unfollow for a company or a recruiter, driven by the follow machine (spec sections 4,
// 8): a success flips the button and shows the follower count the answer carries (never below 0);
// a refusal shows its errorMessage; a failed call the generic text; a guest goes to the seeker
// login, and the follow happens when they come back signed in (autoApplyAction), and so does a
// seeker whose session ended under the page.
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { followCall } from '../../../machines/calls/follow.calls';
import { followMachine, type FollowInput } from '../../../machines/follow.machine';
import { fromTask } from '../../../machines/lib/implementations';
import { followOrUnfollow } from '../api/follow';
import { isSessionExpired } from '../lib/call-failure';
import { forgetSignIn, isSignedIn } from '../lib/cookies';
import { navigateEffect, setCookieEffect } from '../lib/effects';
import { formatCount } from '../lib/format';
import { returnPathWithTarget } from '../lib/pending-action';
import { InlineFailure, useActionFailure } from './action-failure';
import { showToast } from './toast';
import { usePendingAction } from './use-pending-action';
import './job-actions.css';

/** What the page knows of the follow when it draws the button (the machine's input less the return path). */
export type FollowSubject = Omit<FollowInput, 'returnPath'>;

/** The follow machine with the app's effects; `onFollowChanged` runs after each success. */
function useFollow(input: FollowSubject, onFollowChanged?: () => void) {
  const location = useLocation();
  const failure = useActionFailure();
  // A session that ended under the page: the machine hears the failure, then a guest's press,
  // which signs the seeker in and follows on the way back (issue 27, item 7).
  const pressAsGuest = useRef(() => {});
  const [snapshot, send] = useMachine(
    followMachine.provide({
      actions: {
        setCookie: (_, cookie) => setCookieEffect(cookie),
        navigate: (_, navigation) => navigateEffect(navigation),
        // The machine's toast keeps the spec's duration; a refusal or a failed call also stays
        // beside the button (the shared failure line) until the next press.
        showToast: (_, toast) => {
          showToast(toast);
          if (toast.tone === 'failure') failure.hold(toast.message);
        },
      },
      actors: {
        // The machine's call and answer mapping (machines/calls/follow.calls.ts), which the
        // API-level replay runs too; a success also tells the page.
        // eslint-disable-next-line react-hooks/refs -- the ref is read when a call fails, never during render
        followRequest: fromTask(followOrUnfollow, {
          done: (answer) => {
            if (answer.successMessage) onFollowChanged?.();
            return followCall.done(answer);
          },
          failed: (error) => {
            if (isSessionExpired(error)) {
              forgetSignIn();
              queueMicrotask(() => pressAsGuest.current());
            }
            return followCall.failed(error);
          },
        }),
      },
    }),
    {
      input: {
        ...input,
        returnPath: returnPathWithTarget(
          location.pathname,
          location.search,
          input.target,
          input.id,
        ),
      },
    },
  );
  useEffect(() => {
    pressAsGuest.current = () => send({ type: 'follow.press', signedIn: false });
  }, [send]);
  // Back from the sign-in a guest's Follow press led to: follow, unless already followed.
  usePendingAction('follow', input.target, input.id, () => {
    if (!snapshot.context.followed) send({ type: 'follow.press', signedIn: true });
  });
  return {
    followed: snapshot.context.followed,
    followers: snapshot.context.followers,
    busy: snapshot.hasTag('busy'),
    failure,
    press: () => {
      failure.clear();
      send({ type: 'follow.press', signedIn: isSignedIn() });
    },
  };
}

/** "1 follower", "2,345 followers". */
function followerText(followers: number): string {
  return `${formatCount(followers)} ${followers === 1 ? 'follower' : 'followers'}`;
}

export interface FollowButtonProps extends FollowSubject {
  /** The company or recruiter, read after "Follow" by screen readers. */
  name: string;
  /** Show the follower count (inline: after the button; card: above it). */
  showCount?: boolean;
  /**
   * `inline` (default): the button with the count beside it, in one line of a list or a page.
   * `card`: the count as a line of its own above a full-width button, for a card whose grid lays
   * out its children (the employers of choice).
   */
  layout?: 'inline' | 'card';
  onFollowChanged?: () => void;
}

export function FollowButton({
  name,
  showCount = true,
  layout = 'inline',
  onFollowChanged,
  ...input
}: FollowButtonProps) {
  const { followed, followers, busy, failure, press } = useFollow(input, onFollowChanged);
  const button = (
    <button
      type="button"
      className={[
        'button',
        followed ? 'button-outline' : '',
        'follow-button',
        layout === 'card' ? 'follow-button-card' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-pressed={followed}
      aria-busy={busy || undefined}
      aria-describedby={failure.describedBy}
      // Not `disabled` while busy: a disabled button would drop the keyboard focus.
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) press();
      }}
    >
      {busy ? <span className="spinner follow-spinner" aria-hidden="true" /> : null}
      {followed ? 'Unfollow' : 'Follow'} <span className="visually-hidden">{name}</span>
    </button>
  );
  if (layout === 'card')
    return (
      <>
        {showCount ? (
          <p className="follow-count follow-count-card" data-testid="follower-count">
            {followerText(followers)}
          </p>
        ) : null}
        {button}
        <InlineFailure failure={failure} />
      </>
    );
  return (
    <span className="follow">
      {button}
      {showCount ? <span className="follow-count">{followerText(followers)}</span> : null}
      <InlineFailure failure={failure} />
    </span>
  );
}
