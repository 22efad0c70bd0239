import { describe, expect, it } from 'vitest';
import { renderDescription } from '../../sim-server/catalogue';
import type { SeedJob } from '../../sim-server/catalogue/types';
import { recordApplication } from '../../sim-server/domain/applications';
import { setFollow } from '../../sim-server/domain/follows';
import {
  NO_MARKS,
  findJob,
  jobsById,
  page,
  presentJob,
  seekerMarks,
  similarJobs,
  today,
} from '../../sim-server/domain/jobs';
import {
  collaborativeJobs,
  networkJobs,
  profileMatchedJobs,
} from '../../sim-server/domain/recommendations';
import { setSaved } from '../../sim-server/domain/saved-jobs';
import { jobPostingLd } from '../../sim-server/domain/structured-data';
import { jsonText } from '../../sim-server/lib/json-text';
import { catalogue, NOW, site, world, defined } from './world';

const india = site('IN');
const job = defined(india.jobs[0]);
const walkIn = {
  city: 'Pune',
  startsInDays: 2,
  endsInDays: 4,
  address: '1 Main St',
  timings: '10 AM - 5 PM',
};

describe('Jobs as the API shows them', () => {
  it('When a job is looked up by id, then the site job answers; another id answers none', () => {
    expect(findJob(india, job.jobId)).toBe(job);
    expect(findJob(india, 'nope')).toBeUndefined();
    expect(jobsById(india)).toBe(jobsById(india));
    expect(jobsById(india).size).toBe(india.jobs.length);
  });

  it('When a seeker has applied, visited and saved, then the marks hold the applied and saved jobs only', () => {
    const w = world();
    const seeker = w.account();
    const [a, b, c] = india.jobs;
    recordApplication(w.store, seeker, india, defined(a), false, NOW);
    recordApplication(w.store, seeker, india, defined(b), true, NOW);
    setSaved(w.store, seeker, india, defined(c).jobId, true, NOW);
    setSaved(w.store, w.account('linked'), india, defined(a).jobId, true, NOW);
    setSaved(w.store, seeker, site('SG'), defined(b).jobId, true, NOW);
    const marks = seekerMarks(w.store.state, seeker, india);
    expect([...marks.applied]).toEqual([defined(a).jobId]);
    expect([...marks.saved]).toEqual([defined(c).jobId]);
    expect(seekerMarks(w.store.state, undefined, india)).toBe(NO_MARKS);
    expect(NO_MARKS.applied.size + NO_MARKS.saved.size).toBe(0);
  });

  it('When a job is presented, then its posted time, marks, description and walk-in dates are made from now', () => {
    const now = new Date('2026-03-10T15:30:00.000Z');
    const walk = { ...job, walkIn, postedMinutesAgo: 90 };
    const marks = { applied: new Set([job.jobId]), saved: new Set<string>() };
    const shown = presentJob(catalogue(), walk, marks, now);
    expect(shown.postedAt).toBe('2026-03-10T14:00:00.000Z');
    expect(shown.isApplied).toBe(true);
    expect(shown.isSaved).toBe(false);
    expect(shown.description).toBe(renderDescription(catalogue(), walk));
    expect(shown.applyOnCompanySite).toBe(job.applyOnRedirect);
    expect(shown.walkin_date).toBe('2026-03-12');
    expect(shown.walkInVenue).toEqual({
      city: 'Pune',
      startDate: '2026-03-12',
      endDate: '2026-03-14',
      address: '1 Main St',
      timings: '10 AM - 5 PM',
    });
    expect(shown.title).toBe(job.title);
    expect(shown.jobId).toBe(job.jobId);
    expect(Object.isFrozen(shown)).toBe(false);
    const plain = presentJob(
      catalogue(),
      { ...job, walkIn: undefined },
      { applied: new Set(), saved: new Set([job.jobId]) },
      now,
    );
    expect(plain.walkin_date).toBeNull();
    expect(plain.walkInVenue).toBeUndefined();
    expect(plain.isSaved).toBe(true);
    expect(plain.isApplied).toBe(false);
    expect(today(now).toISOString()).toBe('2026-03-10T00:00:00.000Z');
  });

  it('When a job is listed (no description), then it is frozen, empty-described, and its JSON text is what JSON.stringify writes', () => {
    const listedJob: SeedJob = { ...job, walkIn };
    const first = presentJob(catalogue(), listedJob, NO_MARKS, NOW, false);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first.description).toBe('');
    expect(jsonText(first, 1)).toBe(JSON.stringify(first));
    const marks = { applied: new Set([job.jobId]), saved: new Set([job.jobId]) };
    const again = presentJob(
      catalogue(),
      listedJob,
      marks,
      new Date('2026-04-01T00:00:00.000Z'),
      false,
    );
    expect(jsonText(again, 1)).toBe(JSON.stringify(again));
    expect(JSON.parse(jsonText(again, 1) ?? '')).toMatchObject({
      isApplied: true,
      isSaved: true,
      walkin_date: '2026-04-03',
    });
    const full = presentJob(catalogue(), listedJob, NO_MARKS, NOW);
    expect(jsonText(full, 1)).toBe(JSON.stringify(full));
  });

  it('When similar jobs are asked, then jobs sharing skills, functions and title rank first and the job itself is left out', () => {
    const base: SeedJob = {
      ...job,
      skills: ['Kotlin', 'Swift'],
      functions: [{ id: 901, name: 'F' }] as SeedJob['functions'],
      title: 'Mobile Dev',
    };
    const mk = (id: string, extra: Partial<SeedJob>): SeedJob => ({
      ...job,
      jobId: id,
      skills: [],
      functions: [],
      title: 'Other',
      postedMinutesAgo: 10,
      ...extra,
    });
    const two = mk('two-skills', { skills: ['Kotlin', 'Swift'] });
    const title = mk('title', { title: 'Mobile Dev' });
    const fn = mk('function', { functions: base.functions });
    const skillOld = mk('skill-old', { skills: ['Kotlin'], postedMinutesAgo: 50 });
    const skillNew = mk('skill-new', { skills: ['Swift'], postedMinutesAgo: 5 });
    const none = mk('none', {});
    const world = { ...india, jobs: [base, none, fn, skillOld, title, skillNew, two] };
    expect(similarJobs(world, base, 10).map((j) => j.jobId)).toEqual([
      'two-skills',
      'title',
      'skill-new',
      'skill-old',
      'function',
    ]);
    expect(similarJobs(world, base, 2).map((j) => j.jobId)).toEqual(['two-skills', 'title']);
  });

  it('When a list is paged, then start and limit choose the slice, 25 by default', () => {
    const items = Array.from({ length: 60 }, (_, i) => i);
    expect(page(items)).toEqual(items.slice(0, 25));
    expect(page(items, 50)).toEqual(items.slice(50, 60));
    expect(page(items, 10, 5)).toEqual([10, 11, 12, 13, 14]);
  });
});

describe('Recommendations', () => {
  it('When a profile names skills, a designation and years, then jobs scoring above 1 come best first, newest among equals', () => {
    const w = world();
    const seeker = w.account();
    const account = {
      ...seeker,
      profile: {
        ...seeker.profile,
        itSkills: [{ skill: 'kotlin' }],
        designation: 'Mobile',
        experienceYears: 4,
      },
    };
    const mk = (id: string, extra: Partial<SeedJob>): SeedJob => ({
      ...job,
      jobId: id,
      skills: [],
      itSkills: [],
      title: 'Other',
      exp: { min: 10, max: 12 },
      postedMinutesAgo: 10,
      ...extra,
    });
    const jobs = [
      mk('exp-only', { exp: { min: 4, max: 4 } }),
      mk('skill', { skills: ['Kotlin'], postedMinutesAgo: 20 }),
      mk('it-skill', { itSkills: ['KOTLIN'], postedMinutesAgo: 5 }),
      mk('title', { title: 'Senior mobile engineer' }),
      mk('all', { skills: ['kotlin'], title: 'Mobile lead', exp: { min: 3, max: 5 } }),
      mk('exp-edge', { skills: ['kotlin'], exp: { min: 4, max: 6 }, postedMinutesAgo: 30 }),
    ];
    expect(profileMatchedJobs({ ...india, jobs }, account).map((j) => j.jobId)).toEqual([
      'all',
      'title',
      'exp-edge',
      'it-skill',
      'skill',
    ]);
    const noDesignation = { ...account, profile: { ...account.profile, designation: '' } };
    expect(profileMatchedJobs({ ...india, jobs }, noDesignation).map((j) => j.jobId)).not.toContain(
      'title',
    );
    const older = { ...account, profile: { ...account.profile, experienceYears: 7 } };
    expect(
      profileMatchedJobs(
        { ...india, jobs: [mk('x', { skills: ['kotlin'], exp: { min: 4, max: 6 } })] },
        older,
      ),
    ).toHaveLength(1);
  });

  it('When peers applied where the seeker applied, then their other jobs come first, most shared first, then similar jobs, none applied, none twice', () => {
    const w = world();
    const [mine, p1, p2, p3] = india.jobs;
    const me = w.account('seeker');
    const peerA = w.account('linked');
    const peerB = w.account('delinked');
    const stranger = w.account('unverified');
    recordApplication(w.store, me, india, defined(mine), false, NOW);
    recordApplication(w.store, peerA, india, defined(mine), false, NOW);
    recordApplication(w.store, peerB, india, defined(mine), false, NOW);
    recordApplication(w.store, peerA, india, defined(p1), false, NOW);
    recordApplication(w.store, peerA, india, defined(p2), false, NOW);
    recordApplication(w.store, peerB, india, defined(p2), false, NOW);
    recordApplication(w.store, stranger, india, defined(p3), false, NOW);
    const jobs = collaborativeJobs(w.store.state, india, me);
    expect(jobs.slice(0, 2).map((j) => j.jobId)).toEqual([defined(p2).jobId, defined(p1).jobId]);
    expect(jobs.map((j) => j.jobId)).not.toContain(defined(mine).jobId);
    expect(new Set(jobs.map((j) => j.jobId)).size).toBe(jobs.length);
    const similar = similarJobs(india, defined(mine), 10).filter(
      (j) => j.jobId !== defined(p1).jobId && j.jobId !== defined(p2).jobId,
    );
    expect(jobs.slice(2).map((j) => j.jobId)).toEqual(similar.map((j) => j.jobId));
    expect(collaborativeJobs(w.store.state, india, w.account('agent'))).toEqual([]);
  });

  it('When the seeker follows a company and a recruiter, then their jobs are listed newest first', () => {
    const w = world();
    const seeker = w.account();
    const byCompany = defined(india.jobs[0]);
    const byRecruiter = defined(
      india.jobs.find((j) => j.recruiter && j.companyId !== byCompany.companyId),
    );
    setFollow(
      w.store,
      'company',
      seeker,
      india,
      { id: byCompany.companyId, seededFollowers: 0 },
      true,
      NOW,
    );
    setFollow(
      w.store,
      'recruiter',
      seeker,
      india,
      { id: defined(byRecruiter.recruiter).id, seededFollowers: 0 },
      true,
      NOW,
    );
    const jobs = networkJobs(w.store.state, india, seeker);
    const expected = india.jobs
      .filter(
        (j) =>
          j.companyId === byCompany.companyId ||
          j.recruiter?.id === defined(byRecruiter.recruiter).id,
      )
      .sort((a, b) => a.postedMinutesAgo - b.postedMinutesAgo);
    expect(jobs).toEqual(expected);
    expect(jobs.length).toBeGreaterThan(1);
    expect(networkJobs(w.store.state, india, w.account('linked'))).toEqual([]);
  });
});

describe('schema.org JobPosting', () => {
  it('When a job is described for search engines, then it carries the required properties and the salary when disclosed', () => {
    const shown = presentJob(catalogue(), job, NO_MARKS, NOW);
    const withSalary = {
      ...shown,
      description: '<p>Build <b>apps</b></p><script>alert(1)</script>\n<style>p{}</style>  done',
      jobTypes: ['permanent', 'payroll', 'contract'] as typeof shown.jobTypes,
      salary: {
        ...shown.salary,
        disclosed: true,
        min: 10,
        max: 20,
        mode: 1 as const,
        currency: 'INR',
      },
      companyLogo: 'https://logo/x.png',
      locations: [{ ...defined(shown.locations[0]), city: 'Pune', state: 'MH', country: 'IN' }],
      skills: ['Java', 'SQL'],
      exp: { ...shown.exp, min: 2 },
    };
    const ld = jobPostingLd(withSalary, NOW);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: job.title,
      description: 'Build apps done',
      datePosted: shown.postedAt.slice(0, 10),
      validThrough: new Date(NOW.getTime() + 60 * 86_400_000).toISOString(),
      identifier: { '@type': 'PropertyValue', name: job.companyName, value: job.jobId },
      hiringOrganization: {
        '@type': 'Organization',
        name: job.companyName,
        logo: 'https://logo/x.png',
      },
      jobLocation: [
        {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Pune',
            addressRegion: 'MH',
            addressCountry: 'IN',
          },
        },
      ],
      experienceRequirements: {
        '@type': 'OccupationalExperienceRequirements',
        monthsOfExperience: 24,
      },
      skills: 'Java, SQL',
      employmentType: ['FULL_TIME', 'CONTRACTOR'],
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', minValue: 10, maxValue: 20, unitText: 'MONTH' },
      },
    });
    const yearly = jobPostingLd(
      { ...withSalary, salary: { ...withSalary.salary, mode: 2 as const } },
      NOW,
    );
    expect(yearly.baseSalary?.value.unitText).toBe('YEAR');
    const future = jobPostingLd({ ...withSalary, postedAt: '2026-04-01T00:00:00.000Z' }, NOW);
    expect(future.validThrough).toBe(
      new Date(Date.parse('2026-04-01T00:00:00.000Z') + 60 * 86_400_000).toISOString(),
    );
    const bare = jobPostingLd(
      {
        ...withSalary,
        companyLogo: undefined,
        jobTypes: ['women'] as typeof shown.jobTypes,
        locations: [{ ...defined(withSalary.locations[0]), state: undefined }],
        salary: { ...withSalary.salary, disclosed: false },
      },
      NOW,
    );
    expect(bare.hiringOrganization).not.toHaveProperty('logo');
    expect(bare).not.toHaveProperty('employmentType');
    expect(bare).not.toHaveProperty('baseSalary');
    expect(bare.jobLocation[0]?.address).not.toHaveProperty('addressRegion');
    expect(
      jobPostingLd({ ...withSalary, salary: { ...withSalary.salary, min: undefined } }, NOW),
    ).not.toHaveProperty('baseSalary');
    expect(
      jobPostingLd({ ...withSalary, salary: { ...withSalary.salary, max: undefined } }, NOW),
    ).not.toHaveProperty('baseSalary');
  });
});
