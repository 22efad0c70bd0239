// Following and unfollowing a company or recruiter of the site: the target looked up (a 404 when
// the site has none by that id), the follow set, and the success body every follow envelope holds.
import {
  COMPANY_FOLLOWED_MESSAGE,
  COMPANY_UNFOLLOWED_MESSAGE,
} from '../../openapi/vocabulary/messages';
import type { SiteCatalogue } from '../catalogue/types';
import type { Store } from '../store/store';
import type { Account } from '../store/state';
import { notFound } from './errors';
import {
  companyTarget,
  recruiterTarget,
  setFollow,
  type FollowKind,
  type FollowTarget,
} from './follows';

export const FOLLOW_MESSAGES = {
  companyFollowed: COMPANY_FOLLOWED_MESSAGE,
  companyUnfollowed: COMPANY_UNFOLLOWED_MESSAGE,
  recruiterFollowed: 'Recruiter followed successfully.',
  recruiterUnfollowed: 'Recruiter unfollowed successfully.',
  companyNotFound: 'Company not found.',
  recruiterNotFound: 'Recruiter not found.',
} as const;

function targetOf(site: SiteCatalogue, kind: FollowKind, id: number): FollowTarget {
  if (kind === 'company') {
    const found = site.companies.find((c) => c.companyId === id);
    if (!found) throw notFound(FOLLOW_MESSAGES.companyNotFound);
    return companyTarget(found);
  }
  const found = site.recruiters.find((r) => r.id === id);
  if (!found) throw notFound(FOLLOW_MESSAGES.recruiterNotFound);
  return recruiterTarget(found);
}

export interface FollowRequest {
  account: Account;
  site: SiteCatalogue;
  now: Date;
}

/** Follows or unfollows the site's company or recruiter by id, and answers the success body. */
export function follow<F extends boolean, M extends string>(
  store: Store,
  kind: FollowKind,
  { account, site, now }: FollowRequest,
  id: number,
  following: F,
  successMessage: M,
): { successMessage: M; isFollowed: F; followerCount: number } {
  const target = targetOf(site, kind, id);
  const followerCount = setFollow(store, kind, account, site, target, following, now);
  return { successMessage, isFollowed: following, followerCount };
}
