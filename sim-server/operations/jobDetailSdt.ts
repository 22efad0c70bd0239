// jobDetailSdt (GET /v4/xyz/{l_id}/sdt/{t_id}): job detail with its structured data (schema.org JobPosting).
import { defineOperation, ok } from '../api/operation';
import type { Deps } from '../api/operation-deps';
import { notFound } from '../domain/errors';
import { JOB_MESSAGES } from '../domain/job-pages';
import { findJob, NO_MARKS, presentJob } from '../domain/jobs';
import { jobPostingLd } from '../domain/structured-data';

export const jobDetailSdt = defineOperation(
  'jobDetailSdt',
  ({ path, now }, { catalogue }: Deps<'catalogue'>) => {
    // The site is the one whose channel the path names, whatever site the request comes from.
    const site = Object.values(catalogue.sites).find((s) => s.site.channelId === path.t_id);
    const job = site ? findJob(site, path.l_id) : undefined;
    if (!site || !job) throw notFound(JOB_MESSAGES.notFound);
    const presented = presentJob(catalogue, job, NO_MARKS, now);
    return ok({ job: presented, structuredData: jobPostingLd(presented, now) });
  },
);
