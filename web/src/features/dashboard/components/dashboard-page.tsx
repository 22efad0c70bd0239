// /seeker/dashboard: profile completeness and counts, applied, saved, recommended, suggested,
// collaborative and network jobs, and the companies and recruiters followed; each part loads, fails and is empty on
// its own, so one slow or failed call leaves the rest of the page useful.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { NO_SAVED_JOBS, NoAppliedJobs } from '../../../components/job-list-empty';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Schemas } from '../../../../../openapi/client';
import { myJobsPath, profilePath, ROUTE } from '../../../../../openapi/vocabulary/routes';
import { CompanyFollowList, RecruiterFollowList } from '../../../components/follow-lists';
import { JobList } from '../../../components/job-list';
import { PageLoading } from '../../../components/page-loading';
import { useShownInTurn } from '../../../components/shown-in-turn';
import { useShownTogether } from '../../../components/shown-together';
import { RequireSeeker } from '../../../components/require-seeker';
import { invalidate } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { appliedJobsQueryOptions, useAppliedJobs } from '../../../api/get-applied-jobs';
import { collaborativeJobsQueryOptions, useCollaborativeJobs } from '../api/get-collaborative-jobs';
import { dashboardKey, useDashboard } from '../api/get-dashboard';
import { useFollowedCompanies } from '../../../api/get-followed-companies';
import { useFollowedRecruiters } from '../../../api/get-followed-recruiters';
import { NO_COMPANY_FOLLOWED, NO_RECRUITER_FOLLOWED } from '../../../lib/follow-texts';
import { networkJobsQueryOptions, useNetworkJobs } from '../api/get-network-jobs';
import { savedJobsQueryOptions, useSavedJobs } from '../../../api/get-saved-jobs';
import { suggestedJobsQueryOptions, useSuggestedJobs } from '../../../api/get-suggested-jobs';
import { DASHBOARD_LIST_LIMIT } from '../limits';
import { RECOMMENDED_ID } from '../skip-target';
import { DashboardSection } from './dashboard-section';
import { ProfileSummary } from './profile-summary';
import '../dashboard.css';

const SOURCE = 'dashboard';

/** The dashboard's lists are a preview: the link to the whole list on My jobs. */
function ViewAll({ to, total, what }: { to: string; total: number; what: string }) {
  return (
    <p className="dash-view-all">
      <Link to={to}>
        View all {total} {what}
      </Link>
    </p>
  );
}

function AppliedJobs() {
  const query = useAppliedJobs(0, DASHBOARD_LIST_LIMIT);
  const items = query.data?.jobs ?? [];
  const appliedAt = new Map(items.map((item) => [item.job.jobId, item.appliedAt]));
  return (
    <DashboardSection
      id="dash-applied"
      title="Applied jobs"
      query={query}
      empty={items.length === 0}
      emptyText={<NoAppliedJobs />}
    >
      <JobList
        jobs={items.map((item) => item.job)}
        source={SOURCE}
        invalidates={[appliedJobsQueryOptions(0, DASHBOARD_LIST_LIMIT).queryKey]}
        note={(job) => {
          const at = appliedAt.get(job.jobId);
          return at ? `Applied on ${formatDate(at)}` : undefined;
        }}
      />
      <ViewAll to={myJobsPath('applied')} total={query.data?.total ?? 0} what="applied jobs" />
    </DashboardSection>
  );
}

function SavedJobs() {
  const query = useSavedJobs(0, DASHBOARD_LIST_LIMIT);
  const items = query.data?.jobs ?? [];
  const savedAt = new Map(items.map((item) => [item.job.jobId, item.savedAt]));
  return (
    <DashboardSection
      id="dash-saved"
      title="Saved jobs"
      query={query}
      empty={items.length === 0}
      emptyText={NO_SAVED_JOBS}
    >
      <JobList
        // The server knows these are saved; the list says so even when a job omits isSaved.
        jobs={items.map((item) => ({ ...item.job, isSaved: true }))}
        source={SOURCE}
        invalidates={[savedJobsQueryOptions(0, DASHBOARD_LIST_LIMIT).queryKey]}
        note={(job) => {
          const at = savedAt.get(job.jobId);
          return at ? `Saved on ${formatDate(at)}` : undefined;
        }}
      />
      <ViewAll to={myJobsPath('saved')} total={query.data?.total ?? 0} what="saved jobs" />
    </DashboardSection>
  );
}

function JobsSection({
  id,
  title,
  query,
  invalidates,
  emptyText,
  exclude,
}: {
  id: string;
  title: string;
  query: {
    isPending: boolean;
    error: unknown;
    refetch: () => unknown;
    data?: { jobs: Schemas['Job'][] } | undefined;
  };
  invalidates: readonly QueryKey[];
  emptyText: string;
  exclude?: ReadonlySet<string>;
}) {
  const jobs = (query.data?.jobs ?? [])
    .filter((job) => !exclude?.has(job.jobId))
    .slice(0, DASHBOARD_LIST_LIMIT);
  return (
    <DashboardSection
      id={id}
      title={title}
      query={query}
      empty={jobs.length === 0}
      emptyText={emptyText}
    >
      <JobList jobs={jobs} source={SOURCE} invalidates={invalidates} />
    </DashboardSection>
  );
}

/** The follows change the counts and the network's jobs; the lists themselves stay (follow-lists). */
function useRefreshAfterFollow() {
  const queryClient = useQueryClient();
  return () => void invalidate(queryClient, [dashboardKey, networkJobsQueryOptions().queryKey]);
}

function FollowedCompanies() {
  const query = useFollowedCompanies();
  const refreshOthers = useRefreshAfterFollow();
  const companies = query.data?.Response.data ?? [];
  return (
    <DashboardSection
      id="dash-companies"
      title="Companies you follow"
      query={query}
      empty={companies.length === 0}
      emptyText={NO_COMPANY_FOLLOWED}
    >
      <CompanyFollowList companies={companies} onFollowChanged={refreshOthers} />
    </DashboardSection>
  );
}

/** Beside the companies (issue 27: followed recruiters could not be found nor unfollowed). */
function FollowedRecruiters() {
  const query = useFollowedRecruiters();
  const refreshOthers = useRefreshAfterFollow();
  const recruiters = query.data?.Response.data ?? [];
  return (
    <DashboardSection
      id="dash-recruiters"
      title="Recruiters you follow"
      query={query}
      empty={recruiters.length === 0}
      emptyText={NO_RECRUITER_FOLLOWED}
    >
      <RecruiterFollowList recruiters={recruiters} onFollowChanged={refreshOthers} />
    </DashboardSection>
  );
}

/** The dashboard's calls, each pending or not: its parts show together (shown-together.ts). */
function useDashboardShown(queries: ReadonlyArray<{ isPending: boolean }>): boolean {
  return useShownTogether(
    [
      ...queries,
      useAppliedJobs(0, DASHBOARD_LIST_LIMIT),
      useSavedJobs(0, DASHBOARD_LIST_LIMIT),
      useFollowedCompanies(),
      useFollowedRecruiters(),
    ].map((query) => query.isPending),
  );
}

function Dashboard({ profileCards }: { profileCards?: ReactNode }) {
  const dashboard = useDashboard();
  const suggested = useSuggestedJobs();
  const collaborative = useCollaborativeJobs();
  const network = useNetworkJobs();
  const shown = useDashboardShown([dashboard, suggested, collaborative, network]);
  const recommended = dashboard.data?.recommendedJobs ?? [];
  const recommendedIds = new Set(recommended.map((job) => job.jobId));
  const parts = [
    <AppliedJobs key="applied" />,
    <SavedJobs key="saved" />,
    <JobsSection
      key="recommended"
      id={RECOMMENDED_ID}
      title="Recommended for you"
      query={{ ...dashboard, data: { jobs: recommended } }}
      invalidates={[]}
      emptyText="No recommendations yet. Add skills to your profile to get some."
    />,
    <JobsSection
      key="suggested"
      id="dash-suggested"
      title="More jobs matching your profile"
      query={suggested}
      invalidates={[suggestedJobsQueryOptions().queryKey]}
      exclude={recommendedIds}
      emptyText="No more jobs match your profile just now."
    />,
    <JobsSection
      key="collaborative"
      id="dash-collaborative"
      title="Seekers like you also applied to"
      query={collaborative}
      invalidates={[collaborativeJobsQueryOptions().queryKey]}
      emptyText="Apply to a job to see what seekers like you apply to."
    />,
    <JobsSection
      key="network"
      id="dash-network"
      title="Jobs from companies you follow"
      query={network}
      invalidates={[networkJobsQueryOptions().queryKey]}
      emptyText="Follow companies and recruiters to see their jobs here."
    />,
    <FollowedCompanies key="companies" />,
    <FollowedRecruiters key="recruiters" />,
  ];
  const inTurn = useShownInTurn(shown, parts.length);
  if (!shown) {
    return (
      <div className="container page dashboard">
        <h1 className="page-title">My dashboard</h1>
        <PageLoading />
      </div>
    );
  }
  const all = inTurn === parts.length;
  return (
    <div className="container page dashboard">
      <h1 className="page-title">My dashboard</h1>
      <ProfileSummary query={dashboard} />
      <div className="dash-grid" aria-busy={!all}>
        {parts.slice(0, inTurn)}
      </div>
      {/* Below the lists, once they are all in: the cards load as their own chunk, and would push
          the lists down; the links would be pushed down by each list as it came. */}
      {all ? (
        <>
          {profileCards}
          <p className="dash-more">
            <Link to={ROUTE.manageJobAlert}>Manage job alerts and saved searches</Link> ·{' '}
            <Link to={profilePath('my-profile')}>My profile</Link>
          </p>
        </>
      ) : null}
    </div>
  );
}

/** The dashboard; `profileCards` is the slot the app fills with the profile's completion cards. */
export function DashboardScreen({ profileCards }: { profileCards?: ReactNode }) {
  return (
    <RequireSeeker>
      <Dashboard profileCards={profileCards} />
    </RequireSeeker>
  );
}
