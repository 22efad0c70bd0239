import { describe, expect, it } from 'vitest';
import { careerAdviceArticle } from '../../sim-server/domain/career-advice';
import { SEEDED_SEEKER_SERVICES, seekerServices } from '../../sim-server/domain/career-services';
import {
  PROFILE_SECTIONS,
  profileData,
  profileGaps,
  profileScore,
  profileSections,
  profileViewsCounter,
} from '../../sim-server/domain/profile';
import {
  PROFILE_STATS_PERIOD_DAYS,
  profileStats,
  profileViews,
} from '../../sim-server/domain/profile-stats';
import { recordApplication } from '../../sim-server/domain/applications';
import { incrementCounter } from '../../sim-server/domain/counters';
import {
  SEEKER_CARD_ORDER,
  completeCard,
  cardCompleted,
  seekerCards,
} from '../../sim-server/domain/seeker-cards';
import { addItSkills, mergeItSkill } from '../../sim-server/domain/skills';
import type { Account, StoreState } from '../../sim-server/store/state';
import { DAY, HOUR, NOW, at, site, world, defined } from './world';

const india = site('IN');

/** A seeded seeker with nothing filled in. */
function blank(account: Account): Account {
  return {
    ...account,
    emails: account.emails.map((e) => ({ ...e, status: 0 as const })),
    mobileNumbers: account.mobileNumbers.map((m) => ({ ...m, status: 0 as const })),
    avatarPath: null,
    profile: {
      ...account.profile,
      designation: '',
      currentLocation: '',
      experienceYears: 0,
      experienceMonths: 0,
      workExperience: [],
      educationDetails: [],
      itSkills: [],
      preferences: {},
      projects: [],
      certifications: [],
      awards: [],
      workPermits: [],
    },
    seekerCards: { skipped: [], completed: [] },
  };
}

function withResume(state: StoreState, accountId: string): StoreState {
  return {
    ...state,
    uploads: [
      {
        id: 'resume-1',
        accountId,
        site: 'IN',
        kind: 'resume',
        fileName: 'cv.pdf',
        contentType: 'application/pdf',
        size: 1,
        uploadedAt: NOW.toISOString(),
      },
    ],
  };
}

describe('Profile score', () => {
  it('When nothing is filled in, then the score is 0 and every part is a gap, heaviest first', () => {
    const w = world();
    const empty = blank(w.account());
    expect(profileScore(w.store.state, empty)).toBe(0);
    expect(profileGaps(w.store.state, empty)).toEqual([
      { part: 'resume', weight: 15 },
      { part: 'itSkills', weight: 15 },
      { part: 'verifiedEmail', weight: 10 },
      { part: 'verifiedMobile', weight: 10 },
      { part: 'employment', weight: 10 },
      { part: 'education', weight: 10 },
      { part: 'photo', weight: 5 },
      { part: 'designation', weight: 5 },
      { part: 'currentLocation', weight: 5 },
      { part: 'preferences', weight: 5 },
      { part: 'projects', weight: 5 },
      { part: 'accomplishments', weight: 5 },
    ]);
  });

  it('When each part is filled in alone, then the score is its weight', () => {
    const w = world();
    const empty = blank(w.account());
    const state = w.store.state;
    const p = w.account().profile;
    const cases: Array<[Account, number]> = [
      [{ ...empty, emails: [{ email: 'a@b.co', status: 1 }] }, 10],
      [
        { ...empty, mobileNumbers: [{ countryCode: '91', mobileNumber: '9123456789', status: 1 }] },
        10,
      ],
      [{ ...empty, avatarPath: '/x' }, 5],
      [{ ...empty, profile: { ...empty.profile, designation: 'Dev' } }, 5],
      [{ ...empty, profile: { ...empty.profile, currentLocation: 'Pune' } }, 5],
      [{ ...empty, profile: { ...empty.profile, workExperience: p.workExperience } }, 10],
      [{ ...empty, profile: { ...empty.profile, educationDetails: p.educationDetails } }, 10],
      [{ ...empty, profile: { ...empty.profile, itSkills: p.itSkills } }, 15],
      [{ ...empty, profile: { ...empty.profile, preferences: { jobType: 'Permanent' } } }, 5],
      [{ ...empty, profile: { ...empty.profile, projects: p.projects } }, 5],
      [{ ...empty, profile: { ...empty.profile, certifications: p.certifications } }, 5],
      [{ ...empty, profile: { ...empty.profile, awards: [{ title: 'Best', year: 2024 }] } }, 5],
    ];
    for (const [account, score] of cases) expect(profileScore(state, account)).toBe(score);
    expect(profileScore(withResume(state, empty.id), empty)).toBe(15);
    expect(profileScore(withResume(state, 'someone-else'), empty)).toBe(0);
  });

  it('When the seeded seeker has everything but a photo, a resume and awards, then the score is 80, and a resume makes it 95', () => {
    const w = world();
    const seeker = w.account();
    expect(profileScore(w.store.state, seeker)).toBe(80);
    expect(profileScore(withResume(w.store.state, seeker.id), seeker)).toBe(95);
    expect(profileGaps(w.store.state, seeker)).toEqual([
      { part: 'resume', weight: 15 },
      { part: 'photo', weight: 5 },
    ]);
  });

  it('When the profile data is read, then it carries the first email and number as primary and the score', () => {
    const w = world();
    const seeker = w.account();
    const data = profileData(w.store.state, seeker);
    expect(data).toEqual({
      uuid: seeker.id,
      avatarPath: null,
      displayName: seeker.displayName,
      emails: seeker.emails,
      mobileNumbers: seeker.mobileNumbers,
      primaryEmail: seeker.emails[0],
      primaryMobileNumber: seeker.mobileNumbers[0],
      profileScore: 80,
      profileGaps: [
        { part: 'resume', weight: 15 },
        { part: 'photo', weight: 5 },
      ],
      userType: 'SEEKER',
    });
    const bare = profileData(w.store.state, { ...seeker, emails: [], mobileNumbers: [] });
    expect(bare.primaryEmail).toEqual({ email: seeker.email, status: 0 });
    expect(bare.primaryMobileNumber).toBeNull();
  });

  it('When sections are asked, then only those are filled in beside the header fields', () => {
    const w = world();
    const seeker = w.account();
    const p = seeker.profile;
    const head = {
      avtar: null,
      name: seeker.displayName,
      designation: p.designation,
      profileScore: 80,
      companyName: p.companyName,
      covidLayoff: false,
    };
    expect(profileSections(w.store.state, seeker, new Set(), null)).toEqual(head);
    const resume = {
      id: 'r',
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
      size: 1,
      uploadedAt: NOW.toISOString(),
    };
    expect(profileSections(w.store.state, seeker, new Set(PROFILE_SECTIONS), resume)).toEqual({
      ...head,
      personalDetailSection: {
        personalDetails: {
          displayName: seeker.displayName,
          emails: seeker.emails,
          mobileNumbers: seeker.mobileNumbers,
          currentLocation: p.currentLocation,
        },
      },
      workExperience: p.workExperience,
      educationDetails: p.educationDetails,
      itSkills: p.itSkills,
      preferences: p.preferences,
      projects: p.projects,
      certifications: p.certifications,
      onlineProfiles: p.onlineProfiles,
      awards: p.awards,
      resume,
    });
    expect(profileSections(w.store.state, seeker, new Set(['resume'] as const), null)).toEqual({
      ...head,
      resume: null,
    });
    const personal = { ...seeker, profile: { ...p, personal: { gender: 'Female' } } } as Account;
    expect(
      profileSections(w.store.state, personal, new Set(['personal_details'] as const), null)
        .personalDetailSection?.personalDetails,
    ).toMatchObject({ gender: 'Female', currentLocation: p.currentLocation });
    expect(profileViewsCounter(seeker)).toBe(`profileViews:${seeker.id}`);
  });
});

describe('Profile performance', () => {
  it('When a new seeker looks, then views and recruiter actions are 0 over 90 days', () => {
    const w = world();
    const seeker = w.account();
    expect(profileStats(w.store.state, seeker, NOW)).toEqual({
      profileScore: 80,
      profileViews: 0,
      searchAppearances: 80 * 3 + 3 * 12,
      recruiterActions: 0,
      periodDays: 90,
    });
    expect(PROFILE_STATS_PERIOD_DAYS).toBe(90);
  });

  it('When applications age, then each viewed one adds a view, shortlisted ones count as actions, and the recorded views add up', () => {
    const w = world();
    const seeker = w.account();
    const [a, b, c] = india.jobs;
    recordApplication(w.store, seeker, india, defined(a), false, NOW);
    recordApplication(w.store, seeker, india, defined(b), false, at(-100 * DAY));
    recordApplication(w.store, seeker, india, defined(c), true, NOW);
    recordApplication(w.store, w.account('linked'), india, defined(c), false, NOW);
    expect(profileViews(w.store.state, seeker, at(HOUR))).toBe(0);
    expect(profileViews(w.store.state, seeker, at(25 * HOUR))).toBe(1);
    incrementCounter(w.store, profileViewsCounter(seeker), NOW);
    incrementCounter(w.store, profileViewsCounter(seeker), NOW);
    expect(profileViews(w.store.state, seeker, at(25 * HOUR))).toBe(3);
    const id = defined(w.store.state.applications[0]).id;
    const parity = [...id].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 2;
    expect(profileStats(w.store.state, seeker, at(4 * DAY)).recruiterActions).toBe(
      parity === 0 ? 1 : 0,
    );
    // The period starts exactly 90 days back.
    expect(profileViews(w.store.state, seeker, at(-10 * DAY + 90 * DAY))).toBe(3);
    expect(profileViews(w.store.state, seeker, at(-10 * DAY + 90 * DAY + 1))).toBe(3);
  });
});

describe('Seeker cards', () => {
  it('When the site asks the work permit, then seven cards come in the contract order; otherwise six', () => {
    const w = world();
    const seeker = blank(w.account());
    const withPermit = { ...india.site, flags: { ...india.site.flags, workPermitQuestion: true } };
    const without = { ...india.site, flags: { ...india.site.flags, workPermitQuestion: false } };
    expect(seekerCards(seeker, withPermit).cards.map((c) => c.type)).toEqual([
      'LOCATION',
      'WORK_AUTHORISATION',
      'EDUCATION',
      'EXPERIENCE',
      'DESIGNATION',
      'SKILLS',
      'MOBILE_OTP',
    ]);
    expect(seekerCards(seeker, without).cards.map((c) => c.type)).not.toContain(
      'WORK_AUTHORISATION',
    );
    expect(seekerCards(seeker, without).cards).toHaveLength(6);
    expect(seekerCards(seeker, withPermit).cards[0]).toEqual({
      type: 'LOCATION',
      title: 'Where do you live now?',
      completed: false,
      skipped: false,
    });
    expect(SEEKER_CARD_ORDER).toHaveLength(7);
  });

  it('When the profile holds each answer, then its card is completed', () => {
    const w = world();
    const empty = blank(w.account());
    const p = w.account().profile;
    const done = (account: Account, type: (typeof SEEKER_CARD_ORDER)[number]) =>
      cardCompleted(account, type);
    for (const type of SEEKER_CARD_ORDER) expect(done(empty, type)).toBe(false);
    expect(
      done({ ...empty, profile: { ...empty.profile, currentLocation: ' ' } }, 'LOCATION'),
    ).toBe(false);
    expect(
      done({ ...empty, profile: { ...empty.profile, currentLocation: 'Pune' } }, 'LOCATION'),
    ).toBe(true);
    expect(
      done({ ...empty, profile: { ...empty.profile, workPermits: ['US'] } }, 'WORK_AUTHORISATION'),
    ).toBe(true);
    expect(
      done(
        { ...empty, profile: { ...empty.profile, educationDetails: p.educationDetails } },
        'EDUCATION',
      ),
    ).toBe(true);
    expect(
      done(
        { ...empty, profile: { ...empty.profile, workExperience: p.workExperience } },
        'EXPERIENCE',
      ),
    ).toBe(true);
    expect(
      done({ ...empty, profile: { ...empty.profile, experienceYears: 1 } }, 'EXPERIENCE'),
    ).toBe(true);
    expect(
      done({ ...empty, profile: { ...empty.profile, experienceMonths: 1 } }, 'EXPERIENCE'),
    ).toBe(true);
    expect(done({ ...empty, profile: { ...empty.profile, designation: ' ' } }, 'DESIGNATION')).toBe(
      false,
    );
    expect(
      done({ ...empty, profile: { ...empty.profile, designation: 'Dev' } }, 'DESIGNATION'),
    ).toBe(true);
    expect(done({ ...empty, profile: { ...empty.profile, itSkills: p.itSkills } }, 'SKILLS')).toBe(
      true,
    );
    expect(
      done(
        { ...empty, mobileNumbers: [{ countryCode: '91', mobileNumber: '9123456789', status: 1 }] },
        'MOBILE_OTP',
      ),
    ).toBe(true);
    expect(done({ ...empty, seekerCards: { skipped: [], completed: ['SKILLS'] } }, 'SKILLS')).toBe(
      true,
    );
  });

  it('When a skipped card is answered, then it is completed and no longer skipped; answering twice records it once', () => {
    const w = world();
    const seeker = blank(w.account());
    seeker.seekerCards = { skipped: ['SKILLS', 'EDUCATION'], completed: [] };
    expect(seekerCards(seeker, india.site).cards.find((c) => c.type === 'SKILLS')?.skipped).toBe(
      true,
    );
    completeCard(seeker, 'SKILLS');
    completeCard(seeker, 'SKILLS');
    expect(seeker.seekerCards).toEqual({ skipped: ['EDUCATION'], completed: ['SKILLS'] });
    const card = seekerCards(seeker, india.site).cards.find((c) => c.type === 'SKILLS');
    expect(card).toMatchObject({ completed: true, skipped: false, title: 'Add your key skills' });
    // A skipped card whose answer is in the profile shows completed, not skipped.
    seeker.profile.educationDetails = w.account().profile.educationDetails;
    expect(seekerCards(seeker, india.site).cards.find((c) => c.type === 'EDUCATION')).toMatchObject(
      {
        completed: true,
        skipped: false,
      },
    );
  });
});

describe('IT skills', () => {
  const java = {
    skill: 'Java',
    version: '17',
    lastUsed: 2026,
    experienceYears: 5,
    experienceMonths: 0,
  };

  it('When a known skill is added in another case with no details, then nothing changes', () => {
    expect(addItSkills([java], [{ skill: 'java' }])).toEqual([java]);
    expect(
      addItSkills(
        [java],
        [{ skill: 'JAVA', version: '  ', experienceYears: 0, experienceMonths: 0 }],
      ),
    ).toEqual([java]);
  });

  it('When a known skill is added with details, then those replace the old ones and the spelling stays', () => {
    expect(mergeItSkill(java, { skill: 'java', version: '21', lastUsed: 2025 })).toEqual({
      ...java,
      version: '21',
      lastUsed: 2025,
    });
    expect(mergeItSkill(java, { skill: 'java', experienceMonths: 3 })).toEqual({
      ...java,
      experienceYears: 0,
      experienceMonths: 3,
    });
    expect(mergeItSkill(java, { skill: 'java', experienceYears: 2 })).toEqual({
      ...java,
      experienceYears: 2,
      experienceMonths: 0,
    });
    expect(mergeItSkill({ skill: 'Go' }, { skill: 'go', lastUsed: 0 })).toEqual({
      skill: 'Go',
      lastUsed: 0,
    });
  });

  it('When new skills are added, then they are appended in order after the known ones', () => {
    const sql = { skill: 'SQL' };
    expect(addItSkills([java], [sql, { skill: 'java', version: '21' }, { skill: 'Go' }])).toEqual([
      { ...java, version: '21' },
      sql,
      { skill: 'Go' },
    ]);
  });
});

describe('Career services and advice', () => {
  it('When the seeded seeker looks, then three services are listed newest first with their status by the clock', () => {
    const w = world();
    const seeker = w.account();
    const created = Date.parse(seeker.createdAt);
    const services = seekerServices(seeker, new Date(created + 10 * DAY));
    expect(services).toEqual([
      {
        id: 'svc-in-resume-writing',
        name: 'Resume Writing',
        status: 'ACTIVE',
        purchasedAt: new Date(created + 2 * DAY).toISOString(),
        expiresAt: new Date(created + 367 * DAY).toISOString(),
      },
      {
        id: 'svc-in-career-coaching',
        name: 'Career Coaching',
        status: 'PENDING',
        purchasedAt: new Date(created + DAY).toISOString(),
        expiresAt: null,
      },
      {
        id: 'svc-in-featured-profile',
        name: 'Featured Profile',
        status: 'EXPIRED',
        purchasedAt: new Date(created - 120 * DAY).toISOString(),
        expiresAt: new Date(created - 30 * DAY).toISOString(),
      },
    ]);
    expect(seekerServices(seeker, new Date(created + 367 * DAY - 1))[0]?.status).toBe('ACTIVE');
    expect(seekerServices(seeker, new Date(created + 367 * DAY))[0]?.status).toBe('EXPIRED');
    expect(seekerServices(seeker, new Date(created - 31 * DAY))[2]?.status).toBe('ACTIVE');
    expect(seekerServices(w.account('linked'), NOW)).toEqual([]);
    expect(SEEDED_SEEKER_SERVICES).toHaveLength(3);
  });

  it("When a site's own article is asked, then it has its title, text and the site's other links; another site's is missing", () => {
    const link = india.site.careerAdvice.find((l) => l.url.endsWith('/resume-tips-india'));
    expect(link).toBeDefined();
    const article = careerAdviceArticle(india.site, 'resume-tips-india');
    expect(article?.slug).toBe('resume-tips-india');
    expect(article?.title).toBe(link?.title);
    expect(article?.summary).toBe(
      'Recruiters in India skim a resume in seconds. Lead with what they filter on.',
    );
    expect(article?.sections[0]).toEqual({
      heading: 'Put the filters first',
      text: 'State your total experience, current role, notice period and preferred cities near the top: these are the fields recruiters search by.',
    });
    expect(article?.related).toEqual(
      india.site.careerAdvice
        .filter((l) => l !== link)
        .map((l) => ({ title: l.title, url: l.url })),
    );
    expect(article?.related.length).toBe(india.site.careerAdvice.length - 1);
    expect(careerAdviceArticle(site('SG').site, 'resume-tips-india')).toBeUndefined();
    expect(careerAdviceArticle(india.site, 'nothing')).toBeUndefined();
    expect(careerAdviceArticle(india.site, '')).toBeUndefined();
    const noText = { ...india.site, careerAdvice: [{ title: 'X', url: '/career-advice/x' }] };
    expect(careerAdviceArticle(noText, 'x')).toBeUndefined();
  });
});
