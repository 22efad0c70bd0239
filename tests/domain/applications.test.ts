import { describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES,
  applicationOf,
  applicationStatus,
  applicationsHereOf,
  applicationsOf,
  appliedJobIds,
  applyRefusal,
  recordApplication,
} from '../../sim-server/domain/applications';
import { ApiError } from '../../sim-server/domain/errors';
import { savedJobsOf, setSaved } from '../../sim-server/domain/saved-jobs';
import type { ApplicationRecord } from '../../sim-server/store/state';
import { DAY, HOUR, NOW, at, site, world } from './world';

const india = site('IN');
const [job, job2] = india.jobs;
if (!job || !job2) throw new Error('the catalogue has no jobs');

describe('Applying to jobs', () => {
  it('When a seeker applies, then the job is applied on this site only and a second apply is a 409 ALREADY_APPLIED', () => {
    const w = world();
    const seeker = w.account();
    const id = recordApplication(w.store, seeker, india, job, false, NOW);
    expect(id).toMatch(/^app-[0-9a-f-]{36}$/);
    expect(w.store.state.applications).toEqual([
      {
        id,
        accountId: seeker.id,
        site: 'IN',
        jobId: job.jobId,
        appliedAt: NOW.toISOString(),
        viaRedirect: false,
      },
    ]);
    expect([...appliedJobIds(w.store.state, seeker, india)]).toEqual([job.jobId]);
    expect(applicationOf(w.store.state, seeker, india, job.jobId)?.id).toBe(id);
    expect(applicationOf(w.store.state, seeker, india, job2.jobId)).toBeUndefined();
    expect(applicationsOf(w.store.state, seeker, site('SG'))).toEqual([]);
    expect(applicationsOf(w.store.state, w.account('linked'), india)).toEqual([]);
    let thrown: unknown;
    try {
      recordApplication(w.store, seeker, india, job, false, at(HOUR));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({
      status: 409,
      body: {
        success: false,
        error: 'You have already applied to this job.',
        errorCode: 'ALREADY_APPLIED',
      },
    });
    expect(w.store.state.applications).toHaveLength(1);
  });

  it('When a seeker visits a company-site job twice, then one visit is kept with the later time and the job stays unapplied', () => {
    const w = world();
    const seeker = w.account();
    const first = recordApplication(w.store, seeker, india, job, true, NOW);
    const second = recordApplication(w.store, seeker, india, job, true, at(HOUR));
    expect(second).toBe(first);
    expect(w.store.state.applications).toHaveLength(1);
    expect(w.store.state.applications[0]?.appliedAt).toBe(at(HOUR).toISOString());
    expect(appliedJobIds(w.store.state, seeker, india).size).toBe(0);
    expect(applicationsHereOf(w.store.state, seeker, india)).toEqual([]);
    expect(applicationsOf(w.store.state, seeker, india)).toHaveLength(1);
    expect(applyRefusal(w.store.state, seeker, india, job)).toBeUndefined();
    // A real application after the visit is its own record.
    recordApplication(w.store, seeker, india, job, false, at(2 * HOUR));
    expect(w.store.state.applications).toHaveLength(2);
    expect([...appliedJobIds(w.store.state, seeker, india)]).toEqual([job.jobId]);
  });

  it('When a seeker has applied, then the refusal says already applied before anything else', () => {
    const w = world();
    const seeker = w.account();
    recordApplication(w.store, seeker, india, job, false, NOW);
    expect(
      applyRefusal(w.store.state, seeker, india, { ...job, walkIn: { ...walkIn, endsInDays: -1 } }),
    ).toEqual({
      reason: 'ALREADY_APPLIED',
      message: 'You have already applied to this job.',
    });
    expect(applyRefusal(w.store.state, seeker, india, job2)).toBeUndefined();
  });

  const walkIn = {
    city: 'Pune',
    startsInDays: -3,
    endsInDays: 0,
    address: '1 Main St',
    timings: '10-5',
  };

  it('When a walk-in ended yesterday, then applying is refused as expired; ending today it is open', () => {
    const w = world();
    const seeker = w.account();
    expect(
      applyRefusal(w.store.state, seeker, india, { ...job, walkIn: { ...walkIn, endsInDays: -1 } }),
    ).toEqual({
      reason: 'JOB_EXPIRED',
      message: 'This walk-in has ended.',
    });
    expect(applyRefusal(w.store.state, seeker, india, { ...job, walkIn })).toBeUndefined();
  });

  it('When a seeker has neither resume nor work experience, then applying is refused until a resume is uploaded', () => {
    const w = world();
    const seeker = w.account();
    const bare = { ...seeker, profile: { ...seeker.profile, workExperience: [] } };
    expect(applyRefusal(w.store.state, bare, india, job)).toEqual({
      reason: 'RESUME_MISSING',
      message: 'Upload your resume to apply to this job.',
    });
    w.store.transact((tx) =>
      tx.insert('uploads', {
        id: 'avatar-1',
        accountId: seeker.id,
        site: 'IN',
        kind: 'avatar',
        fileName: 'me.png',
        contentType: 'image/png',
        size: 10,
        uploadedAt: NOW.toISOString(),
      }),
    );
    expect(applyRefusal(w.store.state, bare, india, job)?.reason).toBe('RESUME_MISSING');
    w.store.transact((tx) =>
      tx.insert('uploads', {
        id: 'resume-other',
        accountId: 'someone-else',
        site: 'IN',
        kind: 'resume',
        fileName: 'cv.pdf',
        contentType: 'application/pdf',
        size: 10,
        uploadedAt: NOW.toISOString(),
      }),
    );
    expect(applyRefusal(w.store.state, bare, india, job)?.reason).toBe('RESUME_MISSING');
    w.store.transact((tx) =>
      tx.insert('uploads', {
        id: 'resume-1',
        accountId: seeker.id,
        site: 'IN',
        kind: 'resume',
        fileName: 'cv.pdf',
        contentType: 'application/pdf',
        size: 10,
        uploadedAt: NOW.toISOString(),
      }),
    );
    expect(applyRefusal(w.store.state, bare, india, job)).toBeUndefined();
    expect(APPLICATION_MESSAGES.resumeMissing).toBe('Upload your resume to apply to this job.');
  });

  const record = (id: string, appliedAt: Date): ApplicationRecord => ({
    id,
    accountId: 'a',
    site: 'IN',
    jobId: 'j',
    appliedAt: appliedAt.toISOString(),
    viaRedirect: false,
  });

  it('When an application is under a day old, then it is APPLIED; from 24 hours VIEWED; from 72 hours every other one SHORTLISTED', () => {
    // Ids whose character codes sum to an even number ('b': 98) and to an odd one ('a': 97).
    const even = record('b', NOW);
    const odd = record('a', NOW);
    expect(applicationStatus(even, at(24 * HOUR - 1))).toBe('APPLIED');
    expect(applicationStatus(even, at(24 * HOUR))).toBe('VIEWED');
    expect(applicationStatus(even, at(72 * HOUR - 1))).toBe('VIEWED');
    expect(applicationStatus(even, at(72 * HOUR))).toBe('SHORTLISTED');
    expect(applicationStatus(odd, at(72 * HOUR))).toBe('VIEWED');
    expect(applicationStatus(odd, at(30 * DAY))).toBe('VIEWED');
    expect(applicationStatus(record('ab', NOW), at(4 * DAY))).toBe('VIEWED');
    expect(applicationStatus(record('bb', NOW), at(4 * DAY))).toBe('SHORTLISTED');
  });
});

describe('Saved jobs', () => {
  it('When a seeker saves a job twice and unsaves it twice, then one record exists in between and none after', () => {
    const w = world();
    const seeker = w.account();
    setSaved(w.store, seeker, india, job.jobId, true, NOW);
    setSaved(w.store, seeker, india, job.jobId, true, at(HOUR));
    expect(w.store.state.savedJobs).toHaveLength(1);
    expect(w.store.state.savedJobs[0]).toMatchObject({
      accountId: seeker.id,
      site: 'IN',
      jobId: job.jobId,
      savedAt: NOW.toISOString(),
    });
    expect(w.store.state.savedJobs[0]?.id).toMatch(/^sav-[0-9a-f-]{36}$/);
    setSaved(w.store, seeker, india, job.jobId, false, NOW);
    setSaved(w.store, seeker, india, job.jobId, false, NOW);
    expect(w.store.state.savedJobs).toEqual([]);
  });

  it('When two seekers save on two sites, then each list holds only its own seeker and site, and unsaving one leaves the others', () => {
    const w = world();
    const seeker = w.account();
    const other = w.account('linked');
    const sg = site('SG');
    setSaved(w.store, seeker, india, job.jobId, true, NOW);
    setSaved(w.store, seeker, india, job2.jobId, true, NOW);
    setSaved(w.store, other, india, job.jobId, true, NOW);
    setSaved(w.store, seeker, sg, job.jobId, true, NOW);
    expect(savedJobsOf(w.store.state, seeker, india).map((s) => s.jobId)).toEqual([
      job.jobId,
      job2.jobId,
    ]);
    expect(savedJobsOf(w.store.state, other, india).map((s) => s.jobId)).toEqual([job.jobId]);
    expect(savedJobsOf(w.store.state, seeker, sg).map((s) => s.jobId)).toEqual([job.jobId]);
    setSaved(w.store, seeker, india, job.jobId, false, NOW);
    expect(savedJobsOf(w.store.state, seeker, india).map((s) => s.jobId)).toEqual([job2.jobId]);
    expect(savedJobsOf(w.store.state, other, india)).toHaveLength(1);
    expect(savedJobsOf(w.store.state, seeker, sg)).toHaveLength(1);
  });
});
