// The domain's rules at the edges the first tests left open: several numbers on one account, one
// account on two sites, a record at exactly its limit, a field that must be absent.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { careerAdviceArticle } from '../../sim-server/domain/career-advice';
import { EVENT_BYTES_KEPT, storeEvents } from '../../sim-server/domain/events';
import {
  followedCompanies,
  followedRecruiters,
  isFollowing,
  setFollow,
} from '../../sim-server/domain/follows';
import { templateFits } from '../../sim-server/domain/notification-feed';
import {
  checkCode,
  holdersOf,
  openEmailLink,
  sendCode,
  sendEmailLink,
  verifyMobile,
} from '../../sim-server/domain/otp';
import { profileScore } from '../../sim-server/domain/profile';
import { profileStats, profileViews } from '../../sim-server/domain/profile-stats';
import { recentSearchOf, recordRecentSearch } from '../../sim-server/domain/recent-searches';
import { deleteResume } from '../../sim-server/domain/resume-delete';
import { cardCompleted } from '../../sim-server/domain/seeker-cards';
import { redeemSocialRefresh, issueSocialRefresh } from '../../sim-server/domain/social-refresh';
import { jobPostingLd } from '../../sim-server/domain/structured-data';
import { presentJob, NO_MARKS } from '../../sim-server/domain/jobs';
import { ClockRegistry } from '../../sim-server/clock/clocks';
import type { Account, ApplicationRecord } from '../../sim-server/store/state';
import { DAY, HOUR, MINUTE, NOW, at, catalogue, defined, site, world } from './world';

const india = site('IN');
const singapore = site('SG');

/** The seeker with a second, unverified number after its verified one. */
function twoNumbers(account: Account): Account {
  return {
    ...account,
    mobileNumbers: [
      { countryCode: '91', mobileNumber: '9000000001', status: 0 },
      ...account.mobileNumbers,
    ],
  };
}

describe('An account with two numbers, one verified', () => {
  it('When its second number is verified, then it counts as verified everywhere', () => {
    const w = world();
    const seeker = twoNumbers(w.account());
    expect(templateFits(seeker, { link: '/seeker/profile?apop=mobile' })).toBe(false);
    expect(
      cardCompleted({ ...seeker, seekerCards: { skipped: [], completed: [] } }, 'MOBILE_OTP'),
    ).toBe(true);
    const unverifiedEmail = {
      ...seeker,
      emails: [{ email: 'x@y.co', status: 0 as const }, ...seeker.emails],
    };
    expect(profileScore(w.store.state, unverifiedEmail)).toBe(80);
  });

  it('When a number is its second one, then the account is among its holders', () => {
    const w = world();
    const seeker = twoNumbers(w.account());
    w.store.transact((tx) => tx.put('accounts', seeker));
    expect(holdersOf(w.store.state, '91', '9000000001').map((a) => a.id)).toEqual([seeker.id]);
  });

  it('When a number with another dial code but the same digits is verified, then it is added beside the first', () => {
    const w = world();
    const seeker = w.account();
    const own = defined(seeker.mobileNumbers[0]);
    sendCode(
      w.context,
      { accountId: seeker.id, channel: 'mobile', target: `1-${own.mobileNumber}`, now: NOW },
      'x',
    );
    verifyMobile(
      w.context,
      seeker,
      { countryCode: '1', mobileNumber: own.mobileNumber, otp: '123456' },
      NOW,
    );
    expect(w.account().mobileNumbers).toEqual([
      own,
      { countryCode: '1', mobileNumber: own.mobileNumber, status: 1 },
    ]);
  });
});

describe('Codes of one account', () => {
  it('When a code goes to the same target by another channel, or to another target, then the earlier code stays', () => {
    const w = world();
    const send = (channel: 'mobile' | 'email', target: string) =>
      sendCode(w.context, { accountId: 'acc-1', channel, target, now: NOW }, 'x');
    send('mobile', 'T');
    send('email', 'T');
    send('mobile', 'U');
    expect(w.store.state.otps.map((o) => `${o.channel}:${o.target}`).sort()).toEqual([
      'email:T',
      'mobile:T',
      'mobile:U',
    ]);
    for (const otp of w.store.state.otps) expect(otp.id).toMatch(/^otp-[0-9a-f-]{36}$/);
  });

  it("When another target has sent codes today, then a first code to a new target counts 1, not the other's count", () => {
    const w = world();
    for (let i = 0; i < 3; i += 1)
      sendCode(
        w.context,
        { accountId: null, channel: 'mobile', target: 'A', now: at(i * MINUTE) },
        'x',
      );
    sendCode(
      w.context,
      { accountId: null, channel: 'mobile', target: 'B', now: at(5 * MINUTE) },
      'x',
    );
    expect(w.store.state.counters.find((c) => c.id === 'otp:mobile:B')?.count).toBe(1);
  });

  it('When a token matches no link, then opening it is unknown even while email codes are pending', () => {
    const w = world();
    const seeker = w.account('unverified');
    sendCode(
      w.context,
      { accountId: seeker.id, channel: 'email', target: seeker.email, now: NOW },
      'x',
    );
    sendEmailLink(w.context, {
      accountId: seeker.id,
      channel: 'email',
      target: seeker.email,
      now: at(MINUTE),
    });
    expect(openEmailLink(w.context, 'no-such-token', NOW)).toBe('unknown');
    expect(w.account('unverified').emails[0]?.status).toBe(0);
    expect(
      checkCode(
        w.store.state,
        { accountId: seeker.id, channel: 'email', target: seeker.email },
        '123456',
        NOW,
      ).code,
    ).toBe('123456');
  });
});

describe('One account on two sites', () => {
  it('When it follows on Singapore, then its India lists and follow state ignore that, and unfollowing on Singapore leaves India', () => {
    const w = world();
    const seeker = w.account();
    const company = defined(india.companies[0]);
    const recruiter = defined(india.recruiters[0]);
    const target = { id: company.companyId, seededFollowers: 0 };
    setFollow(w.store, 'company', seeker, singapore, target, true, NOW);
    setFollow(
      w.store,
      'recruiter',
      seeker,
      singapore,
      { id: recruiter.id, seededFollowers: 0 },
      true,
      NOW,
    );
    expect(followedCompanies(w.store.state, seeker, india)).toEqual([]);
    expect(followedRecruiters(w.store.state, seeker, india)).toEqual([]);
    setFollow(w.store, 'company', seeker, india, target, true, NOW);
    expect(w.store.state.companyFollows).toHaveLength(2);
    for (const follow of w.store.state.companyFollows)
      expect(follow.id).toMatch(/^fol-[0-9a-f-]{36}$/);
    setFollow(w.store, 'company', seeker, singapore, target, false, NOW);
    expect(isFollowing(w.store.state, 'company', seeker, india, company.companyId)).toBe(true);
    expect(w.store.state.companyFollows).toHaveLength(1);
  });

  it('When a followed recruiter has no company, then the list shows no company fields at all', () => {
    const w = world();
    const seeker = w.account();
    setFollow(w.store, 'recruiter', seeker, india, { id: 9, seededFollowers: 0 }, true, NOW);
    const bare = { id: 9, name: 'Ann Lee', followerCount: 0 };
    const [shown] = followedRecruiters(w.store.state, seeker, { ...india, recruiters: [bare] });
    expect(shown).not.toHaveProperty('companyId');
    expect(shown).not.toHaveProperty('designation');
    expect(shown).not.toHaveProperty('companyName');
  });
});

describe('Limits met exactly', () => {
  it('When the stored events are exactly 8 MB, then none is dropped', () => {
    const w = world();
    storeEvents(w.store, {
      channel: 'career',
      site: 'IN',
      accountId: null,
      events: [{ s: '' }],
      now: NOW,
    });
    const overhead = JSON.stringify(w.store.state.events[0]).length;
    const exact = 'x'.repeat(EVENT_BYTES_KEPT - overhead);
    const fresh = world();
    storeEvents(fresh.store, {
      channel: 'career',
      site: 'IN',
      accountId: null,
      events: [{ s: exact }],
      now: NOW,
    });
    expect(JSON.stringify(fresh.store.state.events[0]).length).toBe(8 * 1024 * 1024);
    expect(fresh.store.state.events).toHaveLength(1);
  });

  it('When an application was made exactly 90 days ago, then it still counts in the period', () => {
    const w = world();
    const seeker = w.account();
    const record: ApplicationRecord = {
      id: 'b',
      accountId: seeker.id,
      site: 'IN',
      jobId: 'j',
      appliedAt: at(-90 * DAY).toISOString(),
      viaRedirect: false,
    };
    w.store.transact((tx) => tx.insert('applications', record));
    expect(profileViews(w.store.state, seeker, NOW)).toBe(1);
    // 'b' is shortlisted after three days (its character sum is even).
    expect(profileStats(w.store.state, seeker, NOW).recruiterActions).toBe(1);
    expect(profileViews(w.store.state, seeker, at(1))).toBe(0);
  });
});

describe('Recent searches kept in the store', () => {
  it('When an eleventh search is made, then only ten are stored, not just shown', () => {
    const w = world();
    for (let i = 0; i < 11; i += 1)
      recordRecentSearch(w.store, 'acc-1', india, recentSearchOf({ query: `q${i}` }), at(i), 100);
    expect(w.store.state.recentSearches).toHaveLength(10);
  });

  it("When a seeker searches, then no visitor's list is dropped, whatever the visitor bound", () => {
    const w = world();
    recordRecentSearch(w.store, 'visitor:a', india, recentSearchOf({ query: 'a' }), NOW, 5);
    recordRecentSearch(w.store, 'acc-1', india, recentSearchOf({ query: 's' }), NOW, 0);
    expect(w.store.state.recentSearches.map((r) => r.owner)).toEqual(['visitor:a', 'acc-1']);
  });

  it('When a search has no experience, then the recent search has no experience field', () => {
    expect(recentSearchOf({ query: 'java' })).not.toHaveProperty('experience');
  });
});

describe('Other edges', () => {
  it('When an unknown refresh token is redeemed while others exist, then it answers nothing and the others stay', () => {
    const w = world();
    const clocks = new ClockRegistry(() => NOW);
    issueSocialRefresh(w.store, 'acc-1', { now: NOW, scenario: null, clocks });
    expect(redeemSocialRefresh(w.store, 'unknown', NOW)).toBeUndefined();
    expect(w.store.state.socialRefreshTokens).toHaveLength(1);
  });

  it("When a site's second article is asked, then it carries its own title", () => {
    const [first, second] = india.site.careerAdvice;
    const slug = defined(second).url.slice(defined(second).url.lastIndexOf('/') + 1);
    const article = careerAdviceArticle(india.site, slug);
    expect(article?.title).toBe(defined(second).title);
    expect(article?.title).not.toBe(defined(first).title);
  });

  it('When a seeker has only an avatar, then the resume part is not done', () => {
    const w = world();
    const seeker = w.account();
    w.store.transact((tx) =>
      tx.insert('uploads', {
        id: 'avatar-x',
        accountId: seeker.id,
        site: 'IN',
        kind: 'avatar',
        fileName: 'a.png',
        contentType: 'image/png',
        size: 1,
        uploadedAt: NOW.toISOString(),
      }),
    );
    expect(profileScore(w.store.state, seeker)).toBe(80);
  });

  it("When a kept resume's file is already gone, then deleting it still removes the record", () => {
    const w = world();
    const seeker = w.account();
    const id = 'resume-00000000-0000-0000-0000-0000000000aa';
    w.store.transact((tx) =>
      tx.insert('uploads', {
        id,
        accountId: seeker.id,
        site: 'IN',
        kind: 'resume',
        fileName: 'cv.txt',
        contentType: 'text/plain',
        size: 1,
        uploadedAt: NOW.toISOString(),
      }),
    );
    mkdirSync(join(w.dataDir, 'uploads'), { recursive: true });
    rmSync(join(w.dataDir, 'uploads', id), { force: true });
    deleteResume(w.context, seeker, id);
    expect(w.store.state.uploads).toEqual([]);
    expect(existsSync(join(w.dataDir, 'uploads', id))).toBe(false);
  });

  it('When a description has scripts with attributes and spaces and tags between words, then only the words remain, spaced', () => {
    const shown = presentJob(catalogue(), defined(india.jobs[0]), NO_MARKS, NOW);
    const ld = jobPostingLd(
      {
        ...shown,
        description:
          'a<script type="x">one two\nthree</script>b<i>c</i>d<style media="s">p {}</style>e',
      },
      NOW,
    );
    expect(ld.description).toBe('a b c d e');
    expect(jobPostingLd({ ...shown, description: 'x<br>y' }, at(HOUR)).description).toBe('x y');
  });
});
