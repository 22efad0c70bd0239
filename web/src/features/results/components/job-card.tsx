// A result card: what a seeker scans before opening a job (it opens in a new tab, spec section 2;
// on a phone in the same tab, NewTabOnDesktopLink).
import type { Schemas } from '../../../../../openapi/client';
import { Icon } from '../../../components/icon';
import { NewTabOnDesktopLink } from '../../../components/new-tab-hint';
import { JobFacts, WalkInNote } from '../../../components/job-facts';
import { formatPosted, jobPath } from '../../../lib/format';
import { skillsToShow } from '../matched-skills';

const SKILLS_SHOWN = 5;

export function JobCard({
  job,
  saveButton,
  applyButton,
  query = '',
}: {
  job: Schemas['Job'];
  /** The search's keywords: the skills they match are shown first. */
  query?: string;
  saveButton?: React.ReactNode;
  applyButton?: React.ReactNode;
}) {
  const shown = skillsToShow(job, query, SKILLS_SHOWN);
  return (
    <article className="job-card card" aria-labelledby={`job-${job.jobId}`}>
      <div className="job-card-head">
        <div>
          <h2 className="job-title" id={`job-${job.jobId}`}>
            <NewTabOnDesktopLink href={jobPath(job)} hint={false}>
              {job.title}
            </NewTabOnDesktopLink>
          </h2>
          <p className="job-company">{job.companyName}</p>
        </div>
        {/* Where the card has its Apply button, the button says Applied: one mark, not two. */}
        {job.isApplied && !applyButton ? (
          <span className="badge badge-success">Applied</span>
        ) : null}
      </div>
      <JobFacts job={job} />
      {job.walkInVenue ? <WalkInNote venue={job.walkInVenue} /> : null}
      {shown.length > 0 ? (
        <ul className="job-skills" aria-label="Skills">
          {shown.map((skill) => (
            <li key={skill.name} className={skill.matched ? 'skill-matched' : undefined}>
              {skill.matched ? (
                <>
                  <Icon name="check" size={12} />
                  <span className="visually-hidden">Matches your search: </span>
                </>
              ) : null}
              {skill.name}
            </li>
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
