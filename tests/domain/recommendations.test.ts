// Recommendations over a site of hand-made jobs, so that each rule decides the answer alone.
import { describe, expect, it } from 'vitest';
import type { SeedJob, SiteCatalogue } from '../../sim-server/catalogue/types';
import { recordApplication } from '../../sim-server/domain/applications';
import { setFollow } from '../../sim-server/domain/follows';
import { JSON_TEXT, jsonText } from '../../sim-server/lib/json-text';
import {
  LISTED_JOB_TEXTS_KEPT,
  NO_MARKS,
  presentJob,
  similarJobs,
} from '../../sim-server/domain/jobs';
import {
  collaborativeJobs,
  networkJobs,
  profileMatchedJobs,
} from '../../sim-server/domain/recommendations';
import { NOW, catalogue, defined, site, world } from './world';

const india = site('IN');
const base = defined(india.jobs[0]);

/** The JSON text a presented job carries, if any. */
function textOf(shown: object): unknown {
  const text: unknown = Object.getOwnPropertyDescriptor(shown, JSON_TEXT)?.value;
  return text;
}

/** A job that shares nothing with another unless the test says so. */
function job(jobId: string, extra: Partial<SeedJob> = {}): SeedJob {
  return {
    ...base,
    jobId,
    title: `Title ${jobId}`,
    skills: [`skill-${jobId}`],
    itSkills: [],
    functions: [],
    companyId: 1000 + jobId.length,
    recruiter: undefined,
    exp: { min: 20, max: 30 },
    postedMinutesAgo: 100,
    ...extra,
  };
}

function siteOf(jobs: SeedJob[]): SiteCatalogue {
  return { ...india, jobs };
}

describe('Jobs matched to the profile', () => {
  it('When a job shares no skill, title or experience, then it is not matched', () => {
    const w = world();
    const seeker = w.account();
    const account = {
      ...seeker,
      profile: {
        ...seeker.profile,
        itSkills: [{ skill: 'Kotlin' }],
        designation: '',
        experienceYears: 4,
      },
    };
    const jobs = [
      job('other', { skills: ['Rust', 'Go'], itSkills: ['Perl'] }),
      job('kotlin', { skills: ['kotlin'] }),
    ];
    expect(profileMatchedJobs(siteOf(jobs), account).map((j) => j.jobId)).toEqual(['kotlin']);
  });

  it("When the seeker's years are the job's maximum, then experience scores", () => {
    const w = world();
    const seeker = w.account();
    const account = {
      ...seeker,
      profile: {
        ...seeker.profile,
        itSkills: [{ skill: 'Kotlin' }],
        designation: '',
        experienceYears: 4,
      },
    };
    const jobs = [
      job('at-max', { skills: ['kotlin'], exp: { min: 2, max: 4 }, postedMinutesAgo: 300 }),
      job('above', { skills: ['kotlin'], exp: { min: 1, max: 3 }, postedMinutesAgo: 1 }),
    ];
    expect(profileMatchedJobs(siteOf(jobs), account).map((j) => j.jobId)).toEqual([
      'at-max',
      'above',
    ]);
  });
});

describe('Jobs of peers', () => {
  it('When peers applied where the seeker applied, then their other jobs come most shared first, then similar ones, never an applied job or one twice', () => {
    const w = world();
    const me = w.account('seeker');
    const peerA = w.account('linked');
    const peerB = w.account('delinked');
    const stranger = w.account('unverified');
    const shared = { functions: [{ id: 77, name: 'F' }] as SeedJob['functions'] };
    const mine = job('mine', { skills: ['x'], ...shared });
    const mine2 = job('mine2', { skills: ['x'], postedMinutesAgo: 5 });
    const p1 = job('p1', { ...shared, postedMinutesAgo: 1 });
    const p2 = job('p2');
    const p3 = job('p3');
    const visit = job('visit');
    const sim = job('sim', { skills: ['x'], postedMinutesAgo: 50 });
    const place = siteOf([mine, mine2, p1, p2, p3, visit, sim]);
    recordApplication(w.store, me, place, mine, false, NOW);
    recordApplication(w.store, me, place, mine2, false, NOW);
    recordApplication(w.store, me, place, visit, true, NOW);
    recordApplication(w.store, peerA, place, mine, false, NOW);
    recordApplication(w.store, peerB, place, mine, false, NOW);
    recordApplication(w.store, peerA, place, p1, false, NOW);
    recordApplication(w.store, peerA, place, p2, false, NOW);
    recordApplication(w.store, peerB, place, p2, false, NOW);
    // The stranger applied to the seeker's job on another site only, and to p3 here.
    recordApplication(w.store, stranger, { ...place, site: site('SG').site }, mine, false, NOW);
    recordApplication(w.store, stranger, place, p3, false, NOW);
    // A peer's application on another site is not counted here.
    recordApplication(w.store, peerA, { ...place, site: site('SG').site }, p3, false, NOW);
    expect(collaborativeJobs(w.store.state, place, me).map((j) => j.jobId)).toEqual([
      'p2',
      'p1',
      'sim',
    ]);
  });

  it('When nobody else applied, then the jobs similar to each applied job stand in', () => {
    const w = world();
    const me = w.account();
    const mine = job('mine', { skills: ['x'] });
    const sim = job('sim', { skills: ['x'] });
    const place = siteOf([mine, sim, job('other')]);
    recordApplication(w.store, me, place, mine, false, NOW);
    expect(collaborativeJobs(w.store.state, place, me).map((j) => j.jobId)).toEqual(['sim']);
  });
});

describe('Jobs of the followed network', () => {
  it('When the seeker follows a company and a recruiter, then exactly their jobs come, newest first', () => {
    const w = world();
    const me = w.account();
    const recruiter = { ...defined(india.recruiters[0]), id: 555 };
    const jobs = [
      job('old-company', { companyId: 42, postedMinutesAgo: 90 }),
      job('by-recruiter', { recruiter: { ...recruiter }, postedMinutesAgo: 30 }),
      job('other-recruiter', { recruiter: { ...recruiter, id: 556 }, postedMinutesAgo: 10 }),
      job('no-recruiter', { postedMinutesAgo: 5 }),
      job('new-company', { companyId: 42, postedMinutesAgo: 60 }),
    ];
    const place = siteOf(jobs);
    setFollow(w.store, 'company', me, place, { id: 42, seededFollowers: 0 }, true, NOW);
    setFollow(w.store, 'recruiter', me, place, { id: 555, seededFollowers: 0 }, true, NOW);
    expect(networkJobs(w.store.state, place, me).map((j) => j.jobId)).toEqual([
      'by-recruiter',
      'new-company',
      'old-company',
    ]);
  });
});

describe('Similar jobs and listed jobs', () => {
  it('When another job shares no skill, function or title, then it is not similar', () => {
    const one = job('one', {
      skills: ['x'],
      functions: [{ id: 1, name: 'A' }] as SeedJob['functions'],
    });
    const other = job('other', {
      skills: ['y'],
      functions: [{ id: 2, name: 'B' }] as SeedJob['functions'],
    });
    expect(similarJobs(siteOf([one, other]), one, 10)).toEqual([]);
  });

  it('When a job is listed twice, then its JSON text is made once and kept; a job without a walk-in writes the same JSON as JSON.stringify', () => {
    const listed = job('listed-once', { walkIn: undefined });
    const first = presentJob(catalogue(), listed, NO_MARKS, NOW, false);
    const text = textOf(first);
    expect(text).toBeDefined();
    const again = presentJob(catalogue(), listed, NO_MARKS, NOW, false);
    expect(textOf(again)).toBe(text);
    expect(JSON.stringify(first)).not.toContain('walkInVenue');
    expect(jsonText(first, 1)).toBe(JSON.stringify(first));
  });

  it('When more than 10,000 jobs are listed, then the text of the first listed is dropped and made again', () => {
    expect(LISTED_JOB_TEXTS_KEPT).toBe(10_000);
    const jobs = Array.from({ length: 10_001 }, (_, i) => job(`bulk-${i}`));
    const firstText = (j: SeedJob) => {
      const shown = presentJob(catalogue(), j, NO_MARKS, NOW, false);
      return textOf(shown);
    };
    const early = firstText(defined(jobs[0]));
    for (const j of jobs.slice(1, 10_000)) firstText(j);
    expect(firstText(defined(jobs[0]))).toBe(early);
    firstText(defined(jobs[10_000]));
    expect(firstText(defined(jobs[1]))).not.toBe(undefined);
    const remade = firstText(defined(jobs[0]));
    expect(remade).not.toBe(early);
  });
});
