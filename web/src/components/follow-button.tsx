// Follow / Unfollow for a company or a recruiter, driven by the follow machine (spec sections 4,
// 8): a success flips the button and shows the follower count the answer carries (never below 0);
// a refusal shows its errorMessage; a failed call the generic text; a guest goes to the seeker
// login, and the follow happens when they come back signed in (autoApplyAction).
import { useMachine } from '@xstate/react';
import { useLocation } from 'react-router';
import {
  followMachine,
  type FollowEvent,
  type FollowRequest,
  type FollowTarget,
} from '../../../machines/follow.machine';
import { fromTask } from '../../../machines/lib/implementations';
import type { Schemas } from '../../../openapi/client';
import { followCompany } from '../api/follow-company';
import { followRecruiter } from '../api/follow-recruiter';
import { unfollowCompany } from '../api/unfollow-company';
import { unfollowRecruiter } from '../api/unfollow-recruiter';
import { isSignedIn } from '../lib/cookies';
import { navigateEffect, setCookieEffect } from '../lib/effects';
import { formatCount } from '../lib/format';
import { returnPathWithTarget } from '../lib/pending-action';
import { showToast } from './toast';
import { usePendingAction } from './use-pending-action';
import './job-actions.css';

type FollowAnswer = Pick<
  Schemas['FollowResult'],
  'successMessage' | 'errorMessage' | 'followerCount'
>;

/** The four follow operations, by target and action. */
const FOLLOW_CALLS = {
  company: { follow: followCompany, unfollow: unfollowCompany },
  recruiter: { follow: followRecruiter, unfollow: unfollowRecruiter },
} satisfies Record<
  FollowTarget,
  Record<FollowRequest['action'], (id: number, signal: AbortSignal) => Promise<FollowAnswer>>
>;

/** The follow or unfollow call; rejects on any failure so the machine hears follow.failed. */
function followCall(
  { target, id, action }: FollowRequest,
  signal: AbortSignal,
): Promise<FollowAnswer> {
  return FOLLOW_CALLS[target][action](id, signal);
}

export interface FollowInput {
  target: FollowTarget;
  id: number;
  followed: boolean;
  followers: number;
}

/** The follow machine with the app's effects; `onFollowChanged` runs after each success. */
export function useFollow(input: FollowInput, onFollowChanged?: () => void) {
  const location = useLocation();
  const [snapshot, send] = useMachine(
    followMachine.provide({
      actions: {
        setCookie: (_, cookie) => setCookieEffect(cookie),
        navigate: (_, navigation) => navigateEffect(navigation),
        showToast: (_, toast) => showToast(toast),
      },
      actors: {
        followRequest: fromTask(followCall, {
          done: (answer): FollowEvent => {
            if (answer.successMessage) onFollowChanged?.();
            return {
              type: 'follow.answered',
              ...(answer.successMessage ? { successMessage: answer.successMessage } : {}),
              ...(answer.errorMessage ? { errorMessage: answer.errorMessage } : {}),
              ...(answer.followerCount === undefined
                ? {}
                : { followerCount: answer.followerCount }),
            };
          },
          failed: (): FollowEvent => ({ type: 'follow.failed' }),
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
  // Back from the sign-in a guest's Follow press led to: follow, unless already followed.
  usePendingAction('follow', input.target, input.id, () => {
    if (!snapshot.context.followed) send({ type: 'follow.press', signedIn: true });
  });
  return {
    followed: snapshot.context.followed,
    followers: snapshot.context.followers,
    busy: snapshot.hasTag('busy'),
    press: () => send({ type: 'follow.press', signedIn: isSignedIn() }),
  };
}

export function FollowButton({
  name,
  showCount = true,
  onFollowChanged,
  ...input
}: FollowInput & { name: string; showCount?: boolean; onFollowChanged?: () => void }) {
  const { followed, followers, busy, press } = useFollow(input, onFollowChanged);
  return (
    <span className="follow">
      <button
        type="button"
        className={followed ? 'button button-outline follow-button' : 'button follow-button'}
        aria-pressed={followed}
        aria-busy={busy || undefined}
        // Not `disabled` while busy: a disabled button would drop the keyboard focus.
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) press();
        }}
      >
        {busy ? <span className="spinner follow-spinner" aria-hidden="true" /> : null}
        {followed ? 'Unfollow' : 'Follow'}
        <span className="visually-hidden"> {name}</span>
      </button>
      {showCount ? (
        <span className="follow-count">
          {formatCount(followers)} {followers === 1 ? 'follower' : 'followers'}
        </span>
      ) : null}
    </span>
  );
}
