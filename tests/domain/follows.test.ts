import { describe, expect, it } from 'vitest';
import {
  companyTarget,
  companyView,
  followedCompanies,
  followedIds,
  followedRecruiters,
  followerCount,
  isFollowing,
  recruiterTarget,
  recruiterView,
  setFollow,
} from '../../sim-server/domain/follows';
import { NOW, at, MINUTE, site, world, defined } from './world';

const india = site('IN');
const company =
  india.companies.find((c) => (c.followerCount ?? 0) > 0) ?? defined(india.companies[0]);
const other = defined(india.companies.find((c) => c.companyId !== company.companyId));
const recruiter = defined(india.recruiters[0]);
const recruiter2 = defined(india.recruiters[1]);

describe('Following companies and recruiters', () => {
  it('When a seeker follows a company, then its follower count is the seeded count plus one, and following again keeps it', () => {
    const w = world();
    const seeker = w.account();
    const seeded = company.followerCount ?? 0;
    expect(followerCount(w.store.state, 'company', india, companyTarget(company))).toBe(seeded);
    expect(setFollow(w.store, 'company', seeker, india, companyTarget(company), true, NOW)).toBe(
      seeded + 1,
    );
    expect(setFollow(w.store, 'company', seeker, india, companyTarget(company), true, NOW)).toBe(
      seeded + 1,
    );
    expect(w.store.state.companyFollows).toHaveLength(1);
    expect(w.store.state.companyFollows[0]).toMatchObject({
      accountId: seeker.id,
      site: 'IN',
      targetId: company.companyId,
      followedAt: NOW.toISOString(),
    });
    expect(isFollowing(w.store.state, 'company', seeker, india, company.companyId)).toBe(true);
    expect(isFollowing(w.store.state, 'company', seeker, india, other.companyId)).toBe(false);
  });

  it('When two seekers follow and one unfollows, then the count goes up by two and down by one; unfollowing twice changes nothing', () => {
    const w = world();
    const a = w.account('seeker');
    const b = w.account('linked');
    const target = companyTarget(company);
    const seeded = company.followerCount ?? 0;
    setFollow(w.store, 'company', a, india, target, true, NOW);
    expect(setFollow(w.store, 'company', b, india, target, true, NOW)).toBe(seeded + 2);
    expect(setFollow(w.store, 'company', a, india, target, false, NOW)).toBe(seeded + 1);
    expect(setFollow(w.store, 'company', a, india, target, false, NOW)).toBe(seeded + 1);
    expect(isFollowing(w.store.state, 'company', a, india, company.companyId)).toBe(false);
    expect(isFollowing(w.store.state, 'company', b, india, company.companyId)).toBe(true);
  });

  it('When a follow was made on another site, then it counts neither for this site nor as followed here', () => {
    const w = world();
    const seeker = w.account('seeker', 'SG');
    const singapore = site('SG');
    const target = companyTarget(company);
    setFollow(w.store, 'company', seeker, singapore, target, true, NOW);
    expect(followerCount(w.store.state, 'company', india, target)).toBe(company.followerCount ?? 0);
    expect(followerCount(w.store.state, 'company', singapore, target)).toBe(
      (company.followerCount ?? 0) + 1,
    );
    expect(isFollowing(w.store.state, 'company', seeker, india, company.companyId)).toBe(false);
    expect([...followedIds(w.store.state, 'company', seeker, india)]).toEqual([]);
    expect([...followedIds(w.store.state, 'company', seeker, singapore)]).toEqual([
      company.companyId,
    ]);
  });

  it('When nobody follows a target seeded with no followers, then its count is 0, never below', () => {
    const w = world();
    expect(followerCount(w.store.state, 'company', india, { id: 1, seededFollowers: 0 })).toBe(0);
    expect(followerCount(w.store.state, 'company', india, { id: 1, seededFollowers: -3 })).toBe(0);
    expect(companyTarget({ ...company, followerCount: undefined })).toEqual({
      id: company.companyId,
      seededFollowers: 0,
    });
    expect(recruiterTarget({ ...recruiter, followerCount: undefined })).toEqual({
      id: recruiter.id,
      seededFollowers: 0,
    });
  });

  it('When a company and a recruiter with the same id are followed, then each kind keeps its own followers', () => {
    const w = world();
    const seeker = w.account();
    const target = { id: 424242, seededFollowers: 5 };
    setFollow(w.store, 'recruiter', seeker, india, target, true, NOW);
    expect(followerCount(w.store.state, 'recruiter', india, target)).toBe(6);
    expect(followerCount(w.store.state, 'company', india, target)).toBe(5);
    expect(isFollowing(w.store.state, 'company', seeker, india, 424242)).toBe(false);
    expect(isFollowing(w.store.state, 'recruiter', seeker, india, 424242)).toBe(true);
    expect(w.store.state.recruiterFollows).toHaveLength(1);
    expect(w.store.state.companyFollows).toHaveLength(0);
  });

  it('When a guest looks, then nothing is followed', () => {
    const w = world();
    setFollow(w.store, 'company', w.account(), india, companyTarget(company), true, NOW);
    expect(followedIds(w.store.state, 'company', undefined, india).size).toBe(0);
    expect(isFollowing(w.store.state, 'company', undefined, india, company.companyId)).toBe(false);
    expect(companyView(w.store.state, india, company, undefined).isFollowed).toBe(false);
  });

  it('When a seeker follows a company, then its view says followed with the live count, and another seeker sees it not followed', () => {
    const w = world();
    const seeker = w.account();
    setFollow(w.store, 'company', seeker, india, companyTarget(company), true, NOW);
    const seen = companyView(w.store.state, india, company, seeker);
    expect(seen).toMatchObject({
      companyId: company.companyId,
      name: company.name,
      isFollowed: true,
      followerCount: (company.followerCount ?? 0) + 1,
    });
    expect(companyView(w.store.state, india, company, w.account('linked')).isFollowed).toBe(false);
    const recruiterSeen = recruiterView(w.store.state, india, recruiter, seeker);
    expect(recruiterSeen).toMatchObject({
      id: recruiter.id,
      isFollowed: false,
      followerCount: recruiter.followerCount ?? 0,
    });
    setFollow(w.store, 'recruiter', seeker, india, recruiterTarget(recruiter), true, NOW);
    expect(recruiterView(w.store.state, india, recruiter, seeker)).toMatchObject({
      isFollowed: true,
      followerCount: (recruiter.followerCount ?? 0) + 1,
    });
  });

  it('When a seeker lists followed companies, then each shows its name, logo, follow time and count, only this seeker and site, unknown ids left out', () => {
    const w = world();
    const seeker = w.account();
    setFollow(w.store, 'company', seeker, india, companyTarget(company), true, NOW);
    setFollow(
      w.store,
      'company',
      seeker,
      india,
      { id: 999_999_999, seededFollowers: 0 },
      true,
      NOW,
    );
    setFollow(w.store, 'company', w.account('linked'), india, companyTarget(other), true, NOW);
    setFollow(
      w.store,
      'company',
      w.account('seeker', 'SG'),
      site('SG'),
      companyTarget(other),
      true,
      NOW,
    );
    const list = followedCompanies(w.store.state, seeker, india);
    expect(list).toEqual([
      {
        companyId: company.companyId,
        name: company.name,
        ...(company.logo ? { logo: company.logo } : {}),
        followedAt: NOW.toISOString(),
        followerCount: (company.followerCount ?? 0) + 1,
      },
    ]);
    const noLogo = { ...company, logo: undefined };
    const bare = followedCompanies(w.store.state, seeker, { ...india, companies: [noLogo] });
    expect(bare[0]).not.toHaveProperty('logo');
  });

  it('When a seeker lists followed recruiters, then the most recently followed comes first with its designation and company', () => {
    const w = world();
    const seeker = w.account();
    setFollow(w.store, 'recruiter', seeker, india, recruiterTarget(recruiter), true, NOW);
    setFollow(w.store, 'recruiter', seeker, india, recruiterTarget(recruiter2), true, at(MINUTE));
    setFollow(
      w.store,
      'recruiter',
      seeker,
      india,
      { id: 987_654_321, seededFollowers: 0 },
      true,
      at(2 * MINUTE),
    );
    setFollow(
      w.store,
      'recruiter',
      w.account('linked'),
      india,
      recruiterTarget(recruiter),
      true,
      NOW,
    );
    const list = followedRecruiters(w.store.state, seeker, india);
    expect(list.map((r) => r.recruiterId)).toEqual([recruiter2.id, recruiter.id]);
    expect(list[1]).toEqual({
      recruiterId: recruiter.id,
      name: recruiter.name,
      ...(recruiter.designation ? { designation: recruiter.designation } : {}),
      ...(recruiter.companyId !== undefined ? { companyId: recruiter.companyId } : {}),
      ...(recruiter.companyName ? { companyName: recruiter.companyName } : {}),
      followedAt: NOW.toISOString(),
      followerCount: (recruiter.followerCount ?? 0) + 2,
    });
    const bare = { id: recruiter.id, name: 'Ann Lee', followerCount: 0 };
    const shown = followedRecruiters(w.store.state, seeker, { ...india, recruiters: [bare] });
    expect(shown).toEqual([
      {
        recruiterId: recruiter.id,
        name: 'Ann Lee',
        followedAt: NOW.toISOString(),
        followerCount: 2,
      },
    ]);
    const withAll = { ...bare, designation: 'Lead', companyId: 0, companyName: 'Acme' };
    expect(
      followedRecruiters(w.store.state, seeker, { ...india, recruiters: [withAll] })[0],
    ).toMatchObject({
      designation: 'Lead',
      companyId: 0,
      companyName: 'Acme',
    });
    expect(followedRecruiters(w.store.state, w.account('seeker', 'SG'), india)).toEqual([]);
  });
});
