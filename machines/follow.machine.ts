// Follow and unfollow a company or a recruiter: spec sections 4, 7 and 8.
//
// A success message flips Follow and Unfollow and shows the followerCount the answer carries; an
// answer without one moves the count by one. Either way the count never goes below 0. No success
// message shows the errorMessage; a failed call shows the generic failure text. A guest gets the
// autoApplyAction cookie for a day and goes to the seeker login.
import { assertEvent, assign, setup } from 'xstate';
import {
  AUTO_APPLY_ACTION_COOKIE_DAYS,
  AUTO_APPLY_ACTION_FOLLOW,
  COOKIE,
} from '../openapi/vocabulary/cookies';
import { MIN_FOLLOWER_COUNT } from '../openapi/vocabulary/limits';
import { FOLLOW_FAILED_MESSAGE } from '../openapi/vocabulary/messages';
import { seekerLoginUrl } from '../openapi/vocabulary/routes';
import type { CookieWrite, Navigation, ToastRequest } from './lib/effects';
import { missingAction, missingActor } from './lib/implementations';

export type FollowTarget = 'company' | 'recruiter';

export interface FollowInput {
  target: FollowTarget;
  id: number;
  followed: boolean;
  followers: number;
  /** The current path and query, the login's return_url. */
  returnPath: string;
}

export interface FollowRequest {
  target: FollowTarget;
  id: number;
  action: 'follow' | 'unfollow';
}

export type FollowEvent =
  /** The Follow / Unfollow button; `signedIn` is the session cookie at that moment. */
  | { type: 'follow.press'; signedIn: boolean }
  /**
   * followRequest: the FollowResult of the call. `followerCount` is the target's count after the
   * change, when the backend sends it.
   */
  | {
      type: 'follow.answered';
      successMessage?: string;
      errorMessage?: string;
      followerCount?: number;
    }
  /** followRequest: the call failed. */
  | { type: 'follow.failed' };

export type FollowContext = FollowInput;

const ID = 'follow';

const toast = (message: string, tone: ToastRequest['tone']): ToastRequest => ({
  message,
  tone,
  kind: 'default',
});

/**
 * The count after a successful answer: the backend's count when it sent one (other seekers follow
 * too, so it knows better), else the shown count moved by one. Never below 0.
 */
function followerCountAfter(answered: number | undefined, moved: number): number {
  return Math.max(MIN_FOLLOWER_COUNT, answered ?? moved);
}

const followSetup = setup({
  types: {
    context: {} as FollowContext,
    events: {} as FollowEvent,
    input: {} as FollowInput,
  },
  actors: {
    /** The follow or unfollow call: follow.answered or follow.failed. */
    followRequest: missingActor<FollowRequest>(ID, 'followRequest'),
  },
  actions: {
    setCookie: missingAction<CookieWrite>(ID, 'setCookie'),
    navigate: missingAction<Navigation>(ID, 'navigate'),
    showToast: missingAction<ToastRequest>(ID, 'showToast'),
    markFollowed: assign({
      followed: true,
      followers: ({ context, event }) => {
        assertEvent(event, 'follow.answered');
        return followerCountAfter(event.followerCount, context.followers + 1);
      },
    }),
    markUnfollowed: assign({
      followed: false,
      followers: ({ context, event }) => {
        assertEvent(event, 'follow.answered');
        return followerCountAfter(event.followerCount, context.followers - 1);
      },
    }),
  },
  guards: {
    isGuest: ({ event }) => event.type === 'follow.press' && !event.signedIn,
    isFollowed: ({ context }) => context.followed,
    hasSuccessMessage: ({ event }) =>
      event.type === 'follow.answered' && Boolean(event.successMessage),
    hasErrorMessage: ({ event }) => event.type === 'follow.answered' && Boolean(event.errorMessage),
  },
});

/** Following and unfollowing differ only in the call's action and the count's move. */
function requestState(action: FollowRequest['action']) {
  const applySuccess = action === 'follow' ? 'markFollowed' : 'markUnfollowed';
  return followSetup.createStateConfig({
    tags: ['busy'],
    invoke: {
      src: 'followRequest',
      input: ({ context }) => ({ target: context.target, id: context.id, action }),
    },
    on: {
      'follow.answered': [
        {
          guard: 'hasSuccessMessage',
          target: 'idle',
          actions: [
            applySuccess,
            {
              type: 'showToast',
              params: ({ event }) => toast(event.successMessage ?? '', 'success'),
            },
          ],
        },
        {
          guard: 'hasErrorMessage',
          target: 'idle',
          actions: {
            type: 'showToast',
            params: ({ event }) => toast(event.errorMessage ?? '', 'failure'),
          },
        },
        {
          target: 'idle',
          actions: { type: 'showToast', params: toast(FOLLOW_FAILED_MESSAGE, 'failure') },
        },
      ],
      'follow.failed': {
        target: 'idle',
        actions: { type: 'showToast', params: toast(FOLLOW_FAILED_MESSAGE, 'failure') },
      },
    },
  });
}

export const followMachine = followSetup.createMachine({
  id: ID,
  context: ({ input }) => input,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'follow.press': [
          {
            guard: 'isGuest',
            target: 'redirectingToLogin',
            actions: [
              {
                type: 'setCookie',
                params: {
                  name: COOKIE.autoApplyAction,
                  value: AUTO_APPLY_ACTION_FOLLOW,
                  days: AUTO_APPLY_ACTION_COOKIE_DAYS,
                },
              },
              {
                type: 'navigate',
                params: ({ context }) => ({ url: seekerLoginUrl(context.returnPath) }),
              },
            ],
          },
          { guard: 'isFollowed', target: 'unfollowing' },
          { target: 'following' },
        ],
      },
    },
    /** A guest pressed follow. */
    redirectingToLogin: { type: 'final' },
    following: requestState('follow'),
    unfollowing: requestState('unfollow'),
  },
});
