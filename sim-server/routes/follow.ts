// Following companies and recruiters, with the spec's messages and counts.
import { randomUUID } from 'node:crypto';
import type { SimContext } from '../context';
import { notFound } from '../http/errors';
import { ok, type Handlers } from '../http/operation';
import type { Account, FollowRecord, StoreState } from '../store/state';
import type { SiteCatalogue } from '../catalogue/types';

export const FOLLOW_MESSAGES = {
  companyFollowed: 'Company followed successfully.',
  companyUnfollowed: 'Company unfollowed successfully.',
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

    companyFollow: ({ site, path, account, now }) => {
      const count = setFollow(
        'companyFollows',
        account as Account,
        site,
        company(site, path.companyId),
        true,
        now,
      );
      return ok({
        companyFollowResponse: {
          successMessage: FOLLOW_MESSAGES.companyFollowed,
          isFollowed: true as const,
          followerCount: count,
        },
      });
    },

    companyUnfollow: ({ site, path, account, now }) => {
      const count = setFollow(
        'companyFollows',
        account as Account,
        site,
        company(site, path.companyId),
        false,
        now,
      );
      return ok({
        companyUnfollowResponse: {
          successMessage: FOLLOW_MESSAGES.companyUnfollowed,
          isFollowed: false as const,
          followerCount: count,
        },
      });
    },

    recruiterFollow: ({ site, path, account, now }) => {
      const count = setFollow(
        'recruiterFollows',
        account as Account,
        site,
        recruiter(site, path.recruiterId),
        true,
        now,
      );
      return ok({
        data: {
          successMessage: FOLLOW_MESSAGES.recruiterFollowed,
          isFollowed: true as const,
          followerCount: count,
        },
      });
    },

    recruiterUnfollow: ({ site, path, account, now }) => {
      const count = setFollow(
        'recruiterFollows',
        account as Account,
        site,
        recruiter(site, path.recruiterId),
        false,
        now,
      );
      return ok({
        data: {
          successMessage: FOLLOW_MESSAGES.recruiterUnfollowed,
          isFollowed: false as const,
          followerCount: count,
        },
      });
    },
  };
}
