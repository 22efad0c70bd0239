// Following companies and recruiters, with the spec's messages and counts.
import { randomUUID } from 'node:crypto';
import { COMPANY_FOLLOWED_MESSAGE, COMPANY_UNFOLLOWED_MESSAGE } from '../../machines/constants';
import type { SimContext } from '../context';
import { notFound } from '../http/errors';
import { ok, type Handlers } from '../http/operation';
import type { Account, FollowRecord, StoreState } from '../store/state';
import type { SiteCatalogue } from '../catalogue/types';

export const FOLLOW_MESSAGES = {
  companyFollowed: COMPANY_FOLLOWED_MESSAGE,
  companyUnfollowed: COMPANY_UNFOLLOWED_MESSAGE,
  recruiterFollowed: 'Recruiter followed successfully.',
  recruiterUnfollowed: 'Recruiter unfollowed successfully.',
  companyNotFound: 'Company not found.',
  recruiterNotFound: 'Recruiter not found.',
} as const;

type FollowCollection = 'companyFollows' | 'recruiterFollows';

interface Target {
  id: number;
  followerCount: number;
}

export function followHandlers(context: SimContext): Handlers {
  const { store } = context;

  function company(site: SiteCatalogue, id: number): Target {
    const found = site.companies.find((c) => c.companyId === id);
    if (!found) throw notFound(FOLLOW_MESSAGES.companyNotFound);
    return { id, followerCount: found.followerCount ?? 0 };
  }

  function recruiter(site: SiteCatalogue, id: number): Target {
    const found = site.recruiters.find((r) => r.id === id);
    if (!found) throw notFound(FOLLOW_MESSAGES.recruiterNotFound);
    return { id, followerCount: found.followerCount ?? 0 };
  }

  /** Seeded followers plus the seekers following now; never below 0. */
  function followers(
    state: StoreState,
    collection: FollowCollection,
    target: Target,
    site: SiteCatalogue,
  ): number {
    const live = state[collection].filter(
      (f) => f.targetId === target.id && f.site === site.site.countryCode,
    ).length;
    return Math.max(0, target.followerCount + live);
  }

  /** Idempotent: following twice keeps one follow; unfollowing what is not followed succeeds. */
  function setFollow(
    collection: FollowCollection,
    account: Account,
    site: SiteCatalogue,
    target: Target,
    follow: boolean,
    now: Date,
  ): number {
    return store.update((state) => {
      const matches = (f: FollowRecord) =>
        f.accountId === account.id && f.targetId === target.id && f.site === site.site.countryCode;
      const existing = state[collection].some(matches);
      if (follow && !existing) {
        state[collection].push({
          id: `fol-${randomUUID()}`,
          accountId: account.id,
          site: site.site.countryCode,
          targetId: target.id,
          followedAt: now.toISOString(),
        });
      }
      if (!follow) state[collection] = state[collection].filter((f) => !matches(f));
      return followers(state, collection, target, site);
    });
  }

  /** Follows or unfollows and answers the success body every follow envelope carries. */
  function answer<F extends boolean, M extends string>(
    collection: FollowCollection,
    request: { account: Account | undefined; site: SiteCatalogue; now: Date },
    target: Target,
    follow: F,
    successMessage: M,
  ): { successMessage: M; isFollowed: F; followerCount: number } {
    const { account, site, now } = request;
    const followerCount = setFollow(collection, account as Account, site, target, follow, now);
    return { successMessage, isFollowed: follow, followerCount };
  }

  return {
    followedCompanies: ({ site, account }) => {
      const seeker = account as Account;
      const data = store.state.companyFollows
        .filter((f) => f.accountId === seeker.id && f.site === site.site.countryCode)
        .flatMap((f) => {
          const found = site.companies.find((c) => c.companyId === f.targetId);
          return found
            ? [
                {
                  companyId: found.companyId,
                  name: found.name,
                  ...(found.logo ? { logo: found.logo } : {}),
                  followedAt: f.followedAt,
                },
              ]
            : [];
        });
      return ok({ Status: 200 as const, Response: { data } });
    },

    companyFollow: (request) =>
      ok({
        companyFollowResponse: answer(
          'companyFollows',
          request,
          company(request.site, request.path.companyId),
          true,
          FOLLOW_MESSAGES.companyFollowed,
        ),
      }),

    companyUnfollow: (request) =>
      ok({
        companyUnfollowResponse: answer(
          'companyFollows',
          request,
          company(request.site, request.path.companyId),
          false,
          FOLLOW_MESSAGES.companyUnfollowed,
        ),
      }),

    recruiterFollow: (request) =>
      ok({
        data: answer(
          'recruiterFollows',
          request,
          recruiter(request.site, request.path.recruiterId),
          true,
          FOLLOW_MESSAGES.recruiterFollowed,
        ),
      }),

    recruiterUnfollow: (request) =>
      ok({
        data: answer(
          'recruiterFollows',
          request,
          recruiter(request.site, request.path.recruiterId),
          false,
          FOLLOW_MESSAGES.recruiterUnfollowed,
        ),
      }),
  };
}
