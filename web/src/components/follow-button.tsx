// Follow / Unfollow for a company or a recruiter, driven by the follow machine (spec sections 4,
// 8): a success flips the button and moves the count; a guest goes to the seeker login.
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
import { api } from '../lib/api';
import { isSignedIn } from '../lib/cookies';
import { navigateEffect, setCookieEffect } from '../lib/effects';
import { formatCount } from '../lib/format';
import { showToast } from './toast';

type FollowAnswer = Pick<Schemas['FollowResult'], 'successMessage' | 'errorMessage'>;

async function follow(
  { target, id, action }: FollowRequest,
  signal: AbortSignal,
): Promise<FollowAnswer> {
  if (target === 'company') {
    if (action === 'follow') {
      const { data, error } = await api.POST('/middleware/companyFollow/{companyId}', {
        params: { path: { companyId: id } },
        signal,
      });
      if (error || !data) throw error ?? new Error('No answer');
      return data.companyFollowResponse;
    }
    const { data, error } = await api.POST('/middleware/companyUnfollow/{companyId}', {
      params: { path: { companyId: id } },
      signal,
    });
    if (error || !data) throw error ?? new Error('No answer');
    return data.companyUnfollowResponse;
  }
  const path = { params: { path: { recruiterId: id } }, signal };
  const { data, error } =
    action === 'follow'
      ? await api.POST('/middleware/recruiterFollow/{recruiterId}', path)
      : await api.POST('/middleware/recruiterUnfollow/{recruiterId}', path);
  if (error || !data) throw error ?? new Error('No answer');
  return data.data;
}

export const followImplementations = {
  actions: {
    setCookie: (_: unknown, cookie: Parameters<typeof setCookieEffect>[0]) =>
      setCookieEffect(cookie),
    navigate: (_: unknown, navigation: Parameters<typeof navigateEffect>[0]) =>
      navigateEffect(navigation),
    showToast: (_: unknown, toast: Parameters<typeof showToast>[0]) => showToast(toast),
  },
  actors: {
    followRequest: fromTask(follow, {
      done: (answer): FollowEvent => ({
        type: 'follow.answered',
        ...(answer.successMessage ? { successMessage: answer.successMessage } : {}),
        ...(answer.errorMessage ? { errorMessage: answer.errorMessage } : {}),
      }),
      failed: (): FollowEvent => ({ type: 'follow.failed' }),
    }),
  },
};

interface Props {
  target: FollowTarget;
  id: number;
  name: string;
  followed: boolean;
  followers: number;
  showCount?: boolean;
}

export function FollowButton({ target, id, name, followed, followers, showCount = true }: Props) {
  const location = useLocation();
  const [state, send] = useMachine(followMachine.provide(followImplementations), {
    input: {
      target,
      id,
      followed,
      followers,
      returnPath: `${location.pathname}${location.search}`,
    },
  });
  const busy = state.hasTag('busy');
  const { followed: isFollowed, followers: count } = state.context;
  return (
    <span className="follow">
      <button
        type="button"
        className={
          isFollowed ? 'button button-outline follow-button following' : 'button follow-button'
        }
        aria-pressed={isFollowed}
        aria-label={`${isFollowed ? 'Unfollow' : 'Follow'} ${name}`}
        disabled={busy}
        onClick={() => send({ type: 'follow.press', signedIn: isSignedIn() })}
      >
        {isFollowed ? 'Unfollow' : 'Follow'}
      </button>
      {showCount ? <span className="follow-count">{formatCount(count)} followers</span> : null}
    </span>
  );
}
