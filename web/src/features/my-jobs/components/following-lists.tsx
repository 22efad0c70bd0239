// The Following tab of My jobs: the companies and the recruiters the seeker follows, each with
// Unfollow (and Follow again at once, should the press be a mistake: the lists stay until the
// page is next opened).
import type { ReactNode } from 'react';
import { useFollowedCompanies } from '../../../api/get-followed-companies';
import { FollowButton } from '../../../components/follow-button';
import { companyResultsPath } from '../../../../../openapi/vocabulary/routes';
import { useFollowedRecruiters } from '../api/get-followed-recruiters';
import { ListState } from './list-state';

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
        <ListState
          what="the companies you follow"
          query={companies}
          empty={companyList.length === 0}
          emptyText="You follow no company yet. Follow one from a job or the employers carousel."
        >
          <ul className="my-jobs-follows">
            {companyList.map((company) => (
              <li key={company.companyId}>
                <a href={companyResultsPath(company.name)} className="my-jobs-follow-name">
                  {company.name}
                </a>
                <FollowButton
                  target="company"
                  id={company.companyId}
                  name={company.name}
                  followed
                  followers={company.followerCount ?? 0}
                />
              </li>
            ))}
          </ul>
        </ListState>
      </Group>
      <Group title="Recruiters">
        <ListState
          what="the recruiters you follow"
          query={recruiters}
          empty={recruiterList.length === 0}
          emptyText="You follow no recruiter yet. Follow one from a job they posted."
        >
          <ul className="my-jobs-follows">
            {recruiterList.map((recruiter) => (
              <li key={recruiter.recruiterId}>
                <span className="my-jobs-follow-name">
                  {recruiter.name}
                  <span className="my-jobs-follow-detail">
                    {[recruiter.designation, recruiter.companyName].filter(Boolean).join(', ')}
                  </span>
                </span>
                <FollowButton
                  target="recruiter"
                  id={recruiter.recruiterId}
                  name={recruiter.name}
                  followed
                  followers={recruiter.followerCount}
                />
              </li>
            ))}
          </ul>
        </ListState>
      </Group>
    </div>
  );
}
