// Following companies and recruiters: the one place that says who follows what and how many
// followers a company or recruiter has (the seeded followers plus the seekers following it now on
// that site, never below 0). Every answer that shows a follow state or a count comes from here.
import { randomUUID } from 'node:crypto';
import { MIN_FOLLOWER_COUNT } from '../../openapi/vocabulary/limits';
import type { Schemas } from '../../openapi/client';
import type { SiteCatalogue } from '../catalogue/types';
import type { Store } from '../store/store';
import type { Account, FollowRecord, StoreState } from '../store/state';

export type FollowKind = 'company' | 'recruiter';

const COLLECTIONS = { company: 'companyFollows', recruiter: 'recruiterFollows' } as const;

type Company = SiteCatalogue['companies'][number];
type Recruiter = SiteCatalogue['recruiters'][number];

export interface FollowTarget {
  id: number;
  /** Followers the catalogue seeded. */
  seededFollowers: number;
}

export function companyTarget(company: Company): FollowTarget {
  return { id: company.companyId, seededFollowers: company.followerCount ?? 0 };
}

export function recruiterTarget(recruiter: Recruiter): FollowTarget {
  return { id: recruiter.id, seededFollowers: recruiter.followerCount ?? 0 };
}

function followsOf(state: StoreState, kind: FollowKind): FollowRecord[] {
  return state[COLLECTIONS[kind]];
}

export function followerCount(
  state: StoreState,
  kind: FollowKind,
  site: SiteCatalogue,
  target: FollowTarget,
): number {
  const code = site.site.countryCode;
  const live = followsOf(state, kind).filter((f) => f.targetId === target.id && f.site === code);
  return Math.max(MIN_FOLLOWER_COUNT, target.seededFollowers + live.length);
}

/** The ids a seeker follows on a site. */
export function followedIds(
  state: StoreState,
  kind: FollowKind,
  account: Account | undefined,
  site: SiteCatalogue,
): Set<number> {
  if (!account) return new Set();
  const code = site.site.countryCode;
  return new Set(
    followsOf(state, kind)
      .filter((f) => f.accountId === account.id && f.site === code)
      .map((f) => f.targetId),
  );
}

/** The companies a seeker follows on a site, as the followed-companies list shows them. */
export function followedCompanies(
  state: StoreState,
  account: Account,
  site: SiteCatalogue,
): Array<Schemas['FollowedCompany']> {
  return followsOf(state, 'company')
    .filter((f) => f.accountId === account.id && f.site === site.site.countryCode)
    .flatMap((f) => {
      const found = site.companies.find((c) => c.companyId === f.targetId);
      return found
        ? [
            {
              companyId: found.companyId,
              name: found.name,
              ...(found.logo ? { logo: found.logo } : {}),
              followedAt: f.followedAt,
              followerCount: followerCount(state, 'company', site, companyTarget(found)),
            },
          ]
        : [];
    });
}

/** The recruiters a seeker follows on a site, most recently followed first (followedRecruiters). */
export function followedRecruiters(
  state: StoreState,
  account: Account,
  site: SiteCatalogue,
): Array<Schemas['FollowedRecruiter']> {
  return followsOf(state, 'recruiter')
    .filter((f) => f.accountId === account.id && f.site === site.site.countryCode)
    .sort((a, b) => b.followedAt.localeCompare(a.followedAt))
    .flatMap((f) => {
      const found = site.recruiters.find((r) => r.id === f.targetId);
      return found
        ? [
            {
              recruiterId: found.id,
              name: found.name,
              ...(found.designation ? { designation: found.designation } : {}),
              ...(found.companyId !== undefined ? { companyId: found.companyId } : {}),
              ...(found.companyName ? { companyName: found.companyName } : {}),
              followedAt: f.followedAt,
              followerCount: followerCount(state, 'recruiter', site, recruiterTarget(found)),
            },
          ]
        : [];
    });
}

export function isFollowing(
  state: StoreState,
  kind: FollowKind,
  account: Account | undefined,
  site: SiteCatalogue,
  targetId: number,
): boolean {
  const code = site.site.countryCode;
  return (
    account !== undefined &&
    followsOf(state, kind).some(
      (f) => f.accountId === account.id && f.targetId === targetId && f.site === code,
    )
  );
}

/** A company as answers show it: the seeker's follow state and the live follower count. */
export function companyView(
  state: StoreState,
  site: SiteCatalogue,
  company: Company,
  account: Account | undefined,
): Schemas['Company'] {
  return {
    ...company,
    isFollowed: isFollowing(state, 'company', account, site, company.companyId),
    followerCount: followerCount(state, 'company', site, companyTarget(company)),
  };
}

export function recruiterView(
  state: StoreState,
  site: SiteCatalogue,
  recruiter: Recruiter,
  account: Account | undefined,
): Schemas['Recruiter'] {
  return {
    ...recruiter,
    isFollowed: isFollowing(state, 'recruiter', account, site, recruiter.id),
    followerCount: followerCount(state, 'recruiter', site, recruiterTarget(recruiter)),
  };
}

/**
 * Follows or unfollows and answers the new follower count. Idempotent: following twice keeps one
 * follow; unfollowing what is not followed succeeds.
 */
export function setFollow(
  store: Store,
  kind: FollowKind,
  account: Account,
  site: SiteCatalogue,
  target: FollowTarget,
  follow: boolean,
  now: Date,
): number {
  const collection = COLLECTIONS[kind];
  const code = site.site.countryCode;
  return store.transact((tx) => {
    const mine = (f: FollowRecord) =>
      f.accountId === account.id && f.targetId === target.id && f.site === code;
    const following = tx.state[collection].some(mine);
    if (follow && !following) {
      tx.insert(collection, {
        id: `fol-${randomUUID()}`,
        accountId: account.id,
        site: code,
        targetId: target.id,
        followedAt: now.toISOString(),
      });
    }
    if (!follow) tx.removeWhere(collection, mine);
    return followerCount(tx.state, kind, site, target);
  });
}
