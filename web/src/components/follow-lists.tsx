// The companies and the recruiters a seeker follows, each with its Unfollow (components/
// follow-button.tsx, the one Follow button with aria-pressed): the dashboard's follows and My jobs'
// Following tab draw the same rows. A row stays after Unfollow, its button back at Follow, so a
// press made by mistake is undone at once; the list is fresh the next time the page opens.
import type { Schemas } from '../../../openapi/client';
import { companyResultsPath } from '../../../openapi/vocabulary/routes';
import { FollowButton } from './follow-button';
import './follow-lists.css';

type FollowedCompany = Schemas['FollowedCompany'];
type FollowedRecruiter = Schemas['FollowedRecruiter'];

export function CompanyFollowList({
  companies,
  onFollowChanged,
}: {
  companies: readonly FollowedCompany[];
  onFollowChanged?: () => void;
}) {
  return (
    <ul className="follow-list">
      {companies.map((company) => (
        <li key={company.companyId}>
          <a href={companyResultsPath(company.name)} className="follow-list-name">
            {company.name}
          </a>
          <FollowButton
            target="company"
            id={company.companyId}
            name={company.name}
            followed
            followers={company.followerCount ?? 0}
            {...(onFollowChanged ? { onFollowChanged } : {})}
          />
        </li>
      ))}
    </ul>
  );
}

export function RecruiterFollowList({
  recruiters,
  onFollowChanged,
}: {
  recruiters: readonly FollowedRecruiter[];
  onFollowChanged?: () => void;
}) {
  return (
    <ul className="follow-list">
      {recruiters.map((recruiter) => (
        <li key={recruiter.recruiterId}>
          <span className="follow-list-name">
            {recruiter.name}
            <span className="follow-list-detail">
              {[recruiter.designation, recruiter.companyName].filter(Boolean).join(', ')}
            </span>
          </span>
          <FollowButton
            target="recruiter"
            id={recruiter.recruiterId}
            name={recruiter.name}
            followed
            followers={recruiter.followerCount}
            {...(onFollowChanged ? { onFollowChanged } : {})}
          />
        </li>
      ))}
    </ul>
  );
}
