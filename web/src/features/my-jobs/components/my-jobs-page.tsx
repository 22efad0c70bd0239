// /seeker/my-jobs (issue 27, item 5; ours: the spec shows no such page): the dashboard's five
// applied and saved jobs are a preview; here is every one, a page at a time, each application with
// its status, and the companies and recruiters the seeker follows, each with Unfollow. The tab and
// the page are in the address (?tab=saved&page=2), so Back, reload and a shared link keep them.
import { useId } from 'react';
import { NO_SAVED_JOBS, NoAppliedJobs } from '../../../components/job-list-empty';
import { Link, useSearchParams } from 'react-router';
import type { Schemas } from '../../../../../openapi/client';
import { MY_JOBS_TABS, myJobsPath, type MyJobsTab } from '../../../../../openapi/vocabulary/routes';
import { useAppliedJobs } from '../../../api/get-applied-jobs';
import { useSavedJobs } from '../../../api/get-saved-jobs';
import { JobList } from '../../../components/job-list';
import { RequireSeeker } from '../../../components/require-seeker';
import { formatDate } from '../../../lib/format';
import { FollowingLists } from './following-lists';
import { PartState } from '../../../components/part-state';
import { Pager } from './pager';
import '../my-jobs.css';

/** Jobs per page of My jobs (ours). */
export const MY_JOBS_PAGE_SIZE = 10;
const SOURCE = 'myJobs';

const TAB_LABELS: Record<MyJobsTab, string> = {
  applied: 'Applied',
  saved: 'Saved',
  following: 'Following',
};

/** What an application's status means to the seeker (ApplicationStatus of the contract). */
export const APPLICATION_STATUS_LABELS: Record<Schemas['ApplicationStatus'], string> = {
  APPLIED: 'Applied',
  VIEWED: 'Viewed by recruiter',
  SHORTLISTED: 'Shortlisted',
};

function tabOf(value: string | null): MyJobsTab {
  return MY_JOBS_TABS.find((tab) => tab === value) ?? 'applied';
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function AppliedList({ page }: { page: number }) {
  const query = useAppliedJobs((page - 1) * MY_JOBS_PAGE_SIZE, MY_JOBS_PAGE_SIZE);
  const items = query.data?.jobs ?? [];
  const byJob = new Map(items.map((item) => [item.job.jobId, item]));
  return (
    <PartState
      what="your applications"
      query={query}
      empty={items.length === 0}
      emptyText={<NoAppliedJobs />}
    >
      <JobList
        jobs={items.map((item) => item.job)}
        source={SOURCE}
        invalidates={[]}
        note={(job) => {
          const item = byJob.get(job.jobId);
          return item
            ? `Applied on ${formatDate(item.appliedAt)} · Status: ${APPLICATION_STATUS_LABELS[item.status]}`
            : undefined;
        }}
      />
      <Pager tab="applied" page={page} total={query.data?.total ?? 0} size={MY_JOBS_PAGE_SIZE} />
    </PartState>
  );
}

function SavedList({ page }: { page: number }) {
  const query = useSavedJobs((page - 1) * MY_JOBS_PAGE_SIZE, MY_JOBS_PAGE_SIZE);
  const items = query.data?.jobs ?? [];
  const savedAt = new Map(items.map((item) => [item.job.jobId, item.savedAt]));
  return (
    <PartState
      what="your saved jobs"
      query={query}
      empty={items.length === 0}
      emptyText={NO_SAVED_JOBS}
    >
      <JobList
        jobs={items.map((item) => ({ ...item.job, isSaved: item.job.isSaved ?? true }))}
        source={SOURCE}
        invalidates={[]}
        note={(job) => {
          const at = savedAt.get(job.jobId);
          return at ? `Saved on ${formatDate(at)}` : undefined;
        }}
      />
      <Pager tab="saved" page={page} total={query.data?.total ?? 0} size={MY_JOBS_PAGE_SIZE} />
    </PartState>
  );
}

function MyJobs() {
  const [params] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const page = pageOf(params.get('page'));
  const titleId = useId();
  return (
    <section className="container page my-jobs" aria-labelledby={titleId}>
      <h1 id={titleId} className="page-title">
        My jobs
      </h1>
      <nav className="my-jobs-tabs" aria-label="My jobs lists">
        {MY_JOBS_TABS.map((name) => (
          <Link
            key={name}
            to={myJobsPath(name)}
            aria-current={name === tab ? 'page' : undefined}
            className="my-jobs-tab"
          >
            {TAB_LABELS[name]}
          </Link>
        ))}
      </nav>
      <div className="card my-jobs-panel">
        <h2>
          {tab === 'following' ? 'Companies and recruiters you follow' : `${TAB_LABELS[tab]} jobs`}
        </h2>
        {tab === 'applied' ? <AppliedList page={page} /> : null}
        {tab === 'saved' ? <SavedList page={page} /> : null}
        {tab === 'following' ? <FollowingLists /> : null}
      </div>
    </section>
  );
}

export function MyJobsScreen() {
  return (
    <RequireSeeker>
      <MyJobs />
    </RequireSeeker>
  );
}
