// One employer of choice: its logo (initials while it loads or when it cannot), name, followers
// and the Follow / Unfollow button, driven by the follow machine.
import { useMachine } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '../../../../../openapi/client';
import {
  followMachine,
  type FollowEvent,
  type FollowRequest,
} from '../../../../../machines/follow.machine';
import { fromTask } from '../../../../../machines/lib/implementations';
import { LazyImage } from '../../../components/lazy-image';
import { showToast } from '../../../components/toast';
import { isSignedIn, writeCookie } from '../../../lib/cookies';
import { formatCount } from '../../../lib/format';
import { employersOfChoiceKey } from '../api/get-employers-of-choice';
import { followCompany } from '../api/follow-company';
import { unfollowCompany } from '../api/unfollow-company';

export const LOGO_SIZE_PX = 64;

type Result = Awaited<ReturnType<typeof followCompany | typeof unfollowCompany>>;

function answered(result: Result): FollowEvent {
  if (!result) return { type: 'follow.failed' };
  return {
    type: 'follow.answered',
    successMessage: 'successMessage' in result ? result.successMessage : undefined,
    errorMessage: result.errorMessage,
  };
}

export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

interface Props {
  company: Schemas['EmployerOfChoice'];
  /** The carousel shows this card or the next page: load the logo. */
  nearby: boolean;
}

export function CompanyCard({ company, nearby }: Props) {
  const queryClient = useQueryClient();
  const [snapshot, send] = useMachine(
    followMachine.provide({
      actions: {
        showToast: (_, toast) => showToast(toast),
        setCookie: (_, cookie) => writeCookie(cookie.name, cookie.value, { days: cookie.days }),
        navigate: (_, { url }) => window.location.assign(url),
      },
      actors: {
        followRequest: fromTask(
          async ({ id, action }: FollowRequest, signal) => {
            const result =
              action === 'follow'
                ? await followCompany(id, signal)
                : await unfollowCompany(id, signal);
            if (result && 'successMessage' in result) {
              void queryClient.invalidateQueries({ queryKey: employersOfChoiceKey });
            }
            return result;
          },
          { done: answered, failed: (): FollowEvent => ({ type: 'follow.failed' }) },
        ),
      },
    }),
    {
      input: {
        target: 'company',
        id: company.companyId,
        followed: company.isFollowed,
        followers: company.followerCount ?? 0,
        returnPath: `${window.location.pathname}${window.location.search}`,
      },
    },
  );
  const { followed, followers } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const nameId = `employer-${company.companyId}`;

  return (
    <article className="employer-card" aria-labelledby={nameId}>
      <LazyImage
        className="employer-logo"
        src={company.logo}
        alt={`${company.name} logo`}
        width={LOGO_SIZE_PX}
        height={LOGO_SIZE_PX}
        active={nearby}
        fallback={<span className="employer-initials">{initialsOf(company.name)}</span>}
      />
      <h3 className="employer-name" id={nameId} title={company.name}>
        {company.name}
      </h3>
      <p className="employer-followers" data-testid="follower-count">
        {formatCount(followers)} {followers === 1 ? 'follower' : 'followers'}
      </p>
      <button
        type="button"
        className={`button employer-follow${followed ? ' button-outline' : ''}`}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => {
          // Not `disabled` while busy: a disabled button would drop the keyboard focus.
          if (!busy) send({ type: 'follow.press', signedIn: isSignedIn() });
        }}
      >
        {busy ? <span className="spinner employer-spinner" aria-hidden="true" /> : null}
        {followed ? 'Unfollow' : 'Follow'}
        <span className="visually-hidden"> {company.name}</span>
      </button>
    </article>
  );
}
