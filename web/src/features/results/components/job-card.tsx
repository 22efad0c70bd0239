// A result card: what a seeker scans before opening a job (it opens in a new tab, spec section 2).
import type { Schemas } from '../../../../../openapi/client';
import { Icon } from '../../../components/icon';
import { JobFacts, WalkInNote } from '../../../components/job-facts';
import { formatPosted, jobPath } from '../../../lib/format';

const SKILLS_SHOWN = 5;

export function JobCard({
  job,
  saveButton,
  applyButton,
}: {
  job: Schemas['Job'];
  saveButton?: React.ReactNode;
  applyButton?: React.ReactNode;
}) {
  return (
    <article className="job-card card" aria-labelledby={`job-${job.jobId}`}>
      <div className="job-card-head">
        <div>
          <h2 className="job-title" id={`job-${job.jobId}`}>
            <a href={jobPath(job)} target="_blank" rel="noopener">
              {job.title}
            </a>
          </h2>
          <p className="job-company">{job.companyName}</p>
        </div>
        {job.isApplied ? <span className="badge badge-success">Applied</span> : null}
      </div>
      <JobFacts job={job} />
      {job.walkInVenue ? <WalkInNote venue={job.walkInVenue} /> : null}
      {job.skills.length > 0 ? (
        <ul className="job-skills" aria-label="Skills">
          {job.skills.slice(0, SKILLS_SHOWN).map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      ) : null}
      <div className="job-card-foot">
        <span className="job-posted">
          <Icon name="clock" size={14} />
          {formatPosted(job.postedAt)}
        </span>
        <span className="job-card-actions">
          {applyButton}
          {saveButton}
        </span>
      </div>
    </article>
  );
}
