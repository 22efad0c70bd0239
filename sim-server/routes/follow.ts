// Following companies and recruiters, with the spec's messages and counts.
import {
  COMPANY_FOLLOWED_MESSAGE,
  COMPANY_UNFOLLOWED_MESSAGE,
} from '../../openapi/vocabulary/messages';
import type { SimContext } from '../context';
import { notFound } from '../domain/errors';
import { ok, type Handlers } from '../api/operation';
import {
  companyTarget,
  followedCompanies,
  followedRecruiters,
  recruiterTarget,
  setFollow,
  type FollowKind,
  type FollowTarget,
} from '../domain/follows';
import type { Account } from '../store/state';
import type { SiteCatalogue } from '../catalogue/types';

export const FOLLOW_MESSAGES = {
  companyFollowed: COMPANY_FOLLOWED_MESSAGE,
  companyUnfollowed: COMPANY_UNFOLLOWED_MESSAGE,
  recruiterFollowed: 'Recruiter followed successfully.',
  recruiterUnfollowed: 'Recruiter unfollowed successfully.',
  companyNotFound: 'Company not found.',
  recruiterNotFound: 'Recruiter not found.',
} as const;

// Long by design: one table of the follow operations (companies and recruiters), one short handler
// per operation (the longest, the shared answer step at 11 lines) sharing this context.
// eslint-disable-next-line max-lines-per-function -- one table of short handlers, one per operation (reason above)
export function followHandlers(context: SimContext): Handlers {
  const { store } = context;

  function company(site: SiteCatalogue, id: number): FollowTarget {
    const found = site.companies.find((c) => c.companyId === id);
    if (!found) throw notFound(FOLLOW_MESSAGES.companyNotFound);
    return companyTarget(found);
  }

  function recruiter(site: SiteCatalogue, id: number): FollowTarget {
    const found = site.recruiters.find((r) => r.id === id);
    if (!found) throw notFound(FOLLOW_MESSAGES.recruiterNotFound);
    return recruiterTarget(found);
  }

  /** Follows or unfollows and answers the success body every follow envelope carries. */
  function answer<F extends boolean, M extends string>(
    kind: FollowKind,
    request: { account: Account; site: SiteCatalogue; now: Date },
    target: FollowTarget,
    follow: F,
    successMessage: M,
  ): { successMessage: M; isFollowed: F; followerCount: number } {
    const { account, site, now } = request;
    const followerCount = setFollow(store, kind, account, site, target, follow, now);
    return { successMessage, isFollowed: follow, followerCount };
  }

  return {
    followedCompanies: ({ site, account }) => {
      const data = followedCompanies(store.state, account, site);
      return ok({ Status: 200 as const, Response: { data } });
    },

    followedRecruiters: ({ site, account }) => {
      const data = followedRecruiters(store.state, account, site);
      return ok({ Status: 200 as const, Response: { data } });
    },

    companyFollow: (request) =>
      ok({
        companyFollowResponse: answer(
          'company',
          request,
          company(request.site, request.path.companyId),
          true,
          FOLLOW_MESSAGES.companyFollowed,
        ),
      }),

    companyUnfollow: (request) =>
      ok({
        companyUnfollowResponse: answer(
          'company',
          request,
          company(request.site, request.path.companyId),
          false,
          FOLLOW_MESSAGES.companyUnfollowed,
        ),
      }),

    recruiterFollow: (request) =>
      ok({
        data: answer(
          'recruiter',
          request,
          recruiter(request.site, request.path.recruiterId),
          true,
          FOLLOW_MESSAGES.recruiterFollowed,
        ),
      }),

    recruiterUnfollow: (request) =>
      ok({
        data: answer(
          'recruiter',
          request,
          recruiter(request.site, request.path.recruiterId),
          false,
          FOLLOW_MESSAGES.recruiterUnfollowed,
        ),
      }),
  };
}
