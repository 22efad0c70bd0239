// The Following tab of My jobs: the companies and the recruiters the seeker follows, each with
// Unfollow (components/follow-lists.tsx, the rows the dashboard draws too).
import type { ReactNode } from 'react';
import { useFollowedCompanies } from '../../../api/get-followed-companies';
import { useFollowedRecruiters } from '../../../api/get-followed-recruiters';
import { CompanyFollowList, RecruiterFollowList } from '../../../components/follow-lists';
import { PartState } from '../../../components/part-state';
import { NO_COMPANY_FOLLOWED, NO_RECRUITER_FOLLOWED } from '../../../lib/follow-texts';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="my-jobs-follow-group" aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

export function FollowingLists() {
  const companies = useFollowedCompanies();
  const recruiters = useFollowedRecruiters();
  const companyList = companies.data?.Response.data ?? [];
  const recruiterList = recruiters.data?.Response.data ?? [];
  return (
    <div className="my-jobs-following">
      <Group title="Companies">
        <PartState
          what="the companies you follow"
          query={companies}
          empty={companyList.length === 0}
          emptyText={NO_COMPANY_FOLLOWED}
        >
          <CompanyFollowList companies={companyList} />
        </PartState>
      </Group>
      <Group title="Recruiters">
        <PartState
          what="the recruiters you follow"
          query={recruiters}
          empty={recruiterList.length === 0}
          emptyText={NO_RECRUITER_FOLLOWED}
        >
          <RecruiterFollowList recruiters={recruiterList} />
        </PartState>
      </Group>
    </div>
  );
}
