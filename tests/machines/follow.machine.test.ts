import { describe, expect, it } from 'vitest';
import {
  AUTO_APPLY_ACTION_COOKIE_DAYS,
  AUTO_APPLY_ACTION_FOLLOW,
  COOKIE,
} from '../../openapi/vocabulary/cookies';
import {
  COMPANY_FOLLOWED_MESSAGE,
  COMPANY_UNFOLLOWED_MESSAGE,
  FOLLOW_FAILED_MESSAGE,
} from '../../openapi/vocabulary/messages';
import {
  followMachine,
  type FollowEvent,
  type FollowInput,
  type FollowRequest,
} from '../../machines/follow.machine';
import type { CookieWrite, Navigation, ToastRequest } from '../../machines/lib/effects';
import { fakeAction, fakeActor, paramsOf, start } from './support';
import { endStates, visitedStates } from './end-states';

const company: FollowInput = {
  target: 'company',
  id: 42,
  followed: false,
  followers: 7,
  returnPath: '/search/results?query=java',
};

function setUp(input: Partial<FollowInput> = {}) {
  const fakes = {
    request: fakeActor<FollowEvent, FollowRequest>(),
    setCookie: fakeAction<CookieWrite>(),
    navigate: fakeAction<Navigation>(),
    showToast: fakeAction<ToastRequest>(),
  };
  const machine = followMachine.provide({
    actors: { followRequest: fakes.request.logic },
    actions: { setCookie: fakes.setCookie, navigate: fakes.navigate, showToast: fakes.showToast },
  });
  return { ...fakes, ...start(machine, { ...company, ...input }) };
}

describe('Follow', () => {
  it('When a guest presses follow, then autoApplyAction is set for a day and the seeker login opens', () => {
    const { actor, request, setCookie, navigate } = setUp();

    actor.send({ type: 'follow.press', signedIn: false });

    expect(actor.getSnapshot().value).toBe('redirectingToLogin');
    expect(request.starts).toBe(0);
    expect(paramsOf(setCookie)).toEqual([
      {
        name: COOKIE.autoApplyAction,
        value: AUTO_APPLY_ACTION_FOLLOW,
        days: AUTO_APPLY_ACTION_COOKIE_DAYS,
      },
    ]);
    expect(paramsOf(navigate)).toEqual([
      { url: '/rio/login/seeker?return_url=%2Fsearch%2Fresults%3Fquery%3Djava' },
    ]);
  });

  it('When a seeker follows and the call succeeds, then the button turns to Unfollow and the count goes up', () => {
    const { actor, request, showToast } = setUp();

    actor.send({ type: 'follow.press', signedIn: true });
    request.report({ type: 'follow.answered', successMessage: COMPANY_FOLLOWED_MESSAGE });

    expect(request.inputs).toEqual([{ target: 'company', id: 42, action: 'follow' }]);
    expect(actor.getSnapshot().context).toMatchObject({ followed: true, followers: 8 });
    expect(paramsOf(showToast)).toEqual([
      { message: COMPANY_FOLLOWED_MESSAGE, tone: 'success', kind: 'default' },
    ]);
  });

  it('When a seeker unfollows and the call succeeds, then the button turns to Follow and the count goes down', () => {
    const { actor, request } = setUp({ followed: true });

    actor.send({ type: 'follow.press', signedIn: true });
    request.report({ type: 'follow.answered', successMessage: COMPANY_UNFOLLOWED_MESSAGE });

    expect(request.inputs).toEqual([{ target: 'company', id: 42, action: 'unfollow' }]);
    expect(actor.getSnapshot().context).toMatchObject({ followed: false, followers: 6 });
  });

  it('When the count is already 0 and the seeker unfollows, then it stays at 0', () => {
    const { actor, request } = setUp({ followed: true, followers: 0 });

    actor.send({ type: 'follow.press', signedIn: true });
    request.report({ type: 'follow.answered', successMessage: COMPANY_UNFOLLOWED_MESSAGE });

    expect(actor.getSnapshot().context.followers).toBe(0);
  });

  it('When the answer carries the follower count, then that count is shown', () => {
    const { actor, request } = setUp({ followers: 7 });

    actor.send({ type: 'follow.press', signedIn: true });
    request.report({
      type: 'follow.answered',
      successMessage: COMPANY_FOLLOWED_MESSAGE,
      followerCount: 12,
    });

    expect(actor.getSnapshot().context).toMatchObject({ followed: true, followers: 12 });
  });

  it('When an unfollow answer carries a count below 0, then the count stays at 0', () => {
    const { actor, request } = setUp({ followed: true, followers: 3 });

    actor.send({ type: 'follow.press', signedIn: true });
    request.report({
      type: 'follow.answered',
      successMessage: COMPANY_UNFOLLOWED_MESSAGE,
      followerCount: -1,
    });

    expect(actor.getSnapshot().context).toMatchObject({ followed: false, followers: 0 });
  });

  it('When a recruiter is followed, then the call names the recruiter', () => {
    const { actor, request } = setUp({ target: 'recruiter', id: 9 });

    actor.send({ type: 'follow.press', signedIn: true });

    expect(request.inputs).toEqual([{ target: 'recruiter', id: 9, action: 'follow' }]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('When the answer has no success message, then its errorMessage shows, nothing flips, and the button can be pressed again', () => {
    const { actor, request, showToast } = setUp();

    actor.send({ type: 'follow.press', signedIn: true });
    request.report({ type: 'follow.answered', errorMessage: 'Follow limit reached.' });

    expect(actor.getSnapshot().context).toMatchObject({ followed: false, followers: 7 });
    expect(paramsOf(showToast)).toEqual([
      { message: 'Follow limit reached.', tone: 'failure', kind: 'default' },
    ]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it.each([
    ['answers with neither message', { type: 'follow.answered' }],
    ['fails', { type: 'follow.failed' }],
  ] as const)('When the call %s, then the generic failure text shows', (_, outcome) => {
    const { actor, request, showToast } = setUp({ followed: true });

    actor.send({ type: 'follow.press', signedIn: true });
    request.report(outcome);

    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.followed).toBe(true);
    expect(paramsOf(showToast)).toEqual([
      { message: FOLLOW_FAILED_MESSAGE, tone: 'failure', kind: 'default' },
    ]);
  });

  it('When the button is pressed again while a call is in flight, then no second call starts', () => {
    const { actor, request } = setUp();
    actor.send({ type: 'follow.press', signedIn: true });

    actor.send({ type: 'follow.press', signedIn: true });

    expect(request.starts).toBe(1);
  });
});

describe('Where the follow machine starts, goes and ends', () => {
  it('When every path of its model is replayed, then it ends (done, taking no more events) in redirectingToLogin and nowhere else', () => {
    expect(endStates('follow')).toEqual(['redirectingToLogin']);
  });

  it('When every path of its model is replayed, then it starts in idle and passes through these states and no other', () => {
    expect(visitedStates('follow')).toEqual({
      starts: 'idle',
      visits: ['following', 'idle', 'redirectingToLogin', 'unfollowing'],
    });
  });
});
