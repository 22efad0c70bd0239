// A compact list of jobs with their Apply and Save buttons: the dashboard's lists and the
// applied-success page's similar jobs. Each button shows the job's state as the list's query has
// it and refreshes every list that shows the job after a change.
import type { QueryKey } from '@tanstack/react-query';
import type { Schemas } from '../../../openapi/client';
import { jobPath } from '../lib/format';
import { ApplyButton } from './apply-button';
import { JobFacts } from './job-facts';
import { SaveJobButton } from './save-job-button';
import './job-list.css';

interface Props {
  jobs: ReadonlyArray<Schemas['Job']>;
  /** The tracking code of the page (jobApply's source). */
  source: string;
  /** The query that holds these jobs, refreshed after a save. */
  invalidates: readonly QueryKey[];
  /** A note under a job (when it was applied to or saved). */
  note?: (job: Schemas['Job']) => string | undefined;
}

export function JobList({ jobs, source, invalidates, note }: Props) {
  return (
    <ul className="job-list">
      {jobs.map((job) => {
        const extra = note?.(job);
        return (
          <li key={job.jobId} className="job-list-item">
            <div className="job-list-main">
              <a className="job-list-title" href={jobPath(job)}>
                {job.title}
              </a>
              <span className="job-list-company">{job.companyName}</span>
              <JobFacts job={job} className="job-facts job-list-facts" />
              {extra ? <span className="job-list-note">{extra}</span> : null}
            </div>
            <div className="job-list-actions">
              <ApplyButton
                jobId={job.jobId}
                applied={job.isApplied}
                companySite={job.applyOnCompanySite}
                title={job.title}
                source={source}
                className="apply-button"
              />
              <SaveJobButton
                jobId={job.jobId}
                saved={job.isSaved ?? false}
                title={job.title}
                className="save-button"
                invalidates={invalidates}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
