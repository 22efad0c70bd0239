// The whole job: facts, description (sanitised), skills, company with follow, save and apply,
// and similar jobs. A guest's save or apply goes to the seeker login and comes back here.
import { useState } from 'react';
import { Link } from 'react-router';
import type { Schemas } from '../../../../../openapi/client';
import { AdSlot } from '../../../components/ad-slot';
import { ApplyButton } from '../../../components/apply-button';
import { FollowButton } from '../../../components/follow-button';
import { JobFacts, WalkInNote } from '../../../components/job-facts';
import { SaveJobButton } from '../../../components/save-job-button';
import { jobPath } from '../../../lib/format';
import { useCountView } from '../api/count-view';
import { jobDetailQueryOptions, useJobDetail } from '../api/get-job-detail';
import { useStructuredData } from '../api/get-structured-data';
import { JobDetailSkeleton } from './job-detail-skeleton';
import { JsonLd } from './json-ld';
import { isJobMissing, JobFailure, JobMissing } from './job-detail-failure';
import { useDocumentTitle } from '../../../lib/document-title';
import { SanitizedHtml } from './sanitized-html';
import '../job-detail.css';
import { companyResultsPath } from '../../../../../openapi/vocabulary/routes';

function Actions({ job }: { job: Schemas['Job'] }) {
  const [applying, setApplying] = useState(false);
  return (
    <div className="jd-actions">
      <ApplyButton
        jobId={job.jobId}
        applied={job.isApplied}
        companySite={job.applyOnCompanySite}
        source="JD"
        onPendingChange={setApplying}
      />
      <SaveJobButton
        jobId={job.jobId}
        saved={job.isSaved ?? false}
        invalidates={[jobDetailQueryOptions(job.jobId).queryKey]}
        disabled={applying}
      />
    </div>
  );
}

type JobDetail = Schemas['JobDetail'];
type Job = JobDetail['job'];

/** The page's title: the job at its company, or why there is none (none while it loads). */
function titleOf(data: JobDetail | undefined, isPending: boolean, error: unknown) {
  if (data) return `${data.job.title} at ${data.job.companyName}`;
  if (isPending) return undefined;
  return error && !isJobMissing(error) ? 'Job could not be loaded' : 'Job not available';
}

function JobHead({ job }: { job: Job }) {
  return (
    <header className="jd-head">
      <img
        className="jd-logo"
        src={job.companyLogo ?? `/sim-assets/logos/${job.companyId}.svg`}
        alt=""
        width="64"
        height="64"
      />
      <div>
        <h1 id="jd-title">{job.title}</h1>
        <p className="jd-company">
          <Link to={companyResultsPath(job.companyName)}>{job.companyName}</Link>
        </p>
      </div>
    </header>
  );
}

/** Role, industry, function and education, those the job has. */
function JobDetails({ job }: { job: Job }) {
  return (
    <dl className="jd-details">
      {job.roles.length > 0 ? (
        <>
          <dt>Role</dt>
          <dd>{job.roles.map((r) => r.name).join(', ')}</dd>
        </>
      ) : null}
      <dt>Industry</dt>
      <dd>{job.industries.map((i) => i.name).join(', ')}</dd>
      <dt>Function</dt>
      <dd>{job.functions.map((f) => f.name).join(', ')}</dd>
      {job.qualifications.length > 0 ? (
        <>
          <dt>Education</dt>
          <dd>{job.qualifications.join(', ')}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The job's skills and IT skills, each once. */
function JobSkills({ job }: { job: Job }) {
  if (job.skills.length + job.itSkills.length === 0) return null;
  return (
    <>
      <h2>Skills</h2>
      <ul className="job-skills">
        {[...new Set([...job.skills, ...job.itSkills])].map((skill) => (
          <li key={skill}>{skill}</li>
        ))}
      </ul>
    </>
  );
}

function JobArticle({ job }: { job: Job }) {
  return (
    <article className="jd card" aria-labelledby="jd-title">
      <JobHead job={job} />
      <JobFacts job={job} withPosted className="job-facts jd-facts" />
      {job.walkInVenue ? <WalkInNote venue={job.walkInVenue} /> : null}
      <Actions job={job} />
      <h2>Job description</h2>
      <SanitizedHtml className="jd-description" html={job.description} />
      <JobDetails job={job} />
      <JobSkills job={job} />
    </article>
  );
}

/** The company and the recruiter, each with its follow button. */
function Poster({ company, recruiter }: Pick<JobDetail, 'company' | 'recruiter'>) {
  return (
    <>
      <section className="card jd-company-card" aria-labelledby="jd-about-company">
        <h2 id="jd-about-company">About {company.name}</h2>
        {company.description ? <p>{company.description}</p> : null}
        <FollowButton
          target="company"
          id={company.companyId}
          name={company.name}
          followed={company.isFollowed}
          followers={company.followerCount ?? 0}
        />
        <p>
          <Link to={companyResultsPath(company.name)}>All jobs at {company.name}</Link>
        </p>
      </section>
      {recruiter ? (
        <section className="card jd-company-card" aria-labelledby="jd-recruiter">
          <h2 id="jd-recruiter">Posted by {recruiter.name}</h2>
          {recruiter.designation ? <p>{recruiter.designation}</p> : null}
          <FollowButton
            target="recruiter"
            id={recruiter.id}
            name={recruiter.name}
            followed={recruiter.isFollowed}
            followers={recruiter.followerCount ?? 0}
          />
        </section>
      ) : null}
    </>
  );
}

function SimilarJobs({ jobs }: { jobs: JobDetail['similarJobs'] }) {
  if (jobs.length === 0) return null;
  return (
    <section className="card jd-similar" aria-labelledby="jd-similar">
      <h2 id="jd-similar">Similar jobs</h2>
      <ul>
        {jobs.map((similar) => (
          <li key={similar.jobId}>
            <a href={jobPath(similar)} target="_blank" rel="noopener">
              {similar.title}
            </a>
            <span>
              {similar.companyName} · {similar.locations[0]?.city}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function JobDetailView({ jobId }: { jobId: string }) {
  const { data, error, isPending, isFetching, refetch } = useJobDetail(jobId);
  const structured = useStructuredData(jobId);
  useCountView(jobId, Boolean(data));
  useDocumentTitle(titleOf(data, isPending, error));

  if (isPending && /^[A-Za-z0-9]{1,32}$/.test(jobId)) return <JobDetailSkeleton />;
  if (error && !isJobMissing(error)) {
    return <JobFailure error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  }
  if (error || !data) return <JobMissing />;
  const { job, company, recruiter, similarJobs } = data;
  return (
    <div className="jd-layout">
      {structured.data ? <JsonLd data={structured.data.structuredData} /> : null}
      <JobArticle job={job} />
      <aside className="jd-side">
        <Poster company={company} recruiter={recruiter} />
        <AdSlot placement="jd" size="300x250" />
        <SimilarJobs jobs={similarJobs} />
      </aside>
    </div>
  );
}
