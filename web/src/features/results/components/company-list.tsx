// Companies matching the search, on the company search results page.
import type { Schemas } from '../../../../../openapi/client';
import { FollowButton } from '../../../components/follow-button';
import { formatCount } from '../../../lib/format';
import { counted } from '../../../../../openapi/vocabulary/plural';

export function CompanyList({ companies }: { companies: Schemas['Company'][] }) {
  return (
    <section className="company-list" aria-label="Companies">
      {companies.map((company) => (
        <div key={company.companyId} className="company-row card">
          <img
            src={company.logo ?? `/sim-assets/logos/${company.companyId}.svg`}
            alt=""
            width="48"
            height="48"
            loading="lazy"
          />
          <div>
            <p className="company-name">{company.name}</p>
            <p className="company-meta">
              {company.employerType ?? 'Company'} ·{' '}
              {counted(
                company.openJobs ?? 0,
                'open job',
                'open jobs',
                formatCount(company.openJobs ?? 0),
              )}
            </p>
          </div>
          <FollowButton
            target="company"
            id={company.companyId}
            name={company.name}
            followed={company.isFollowed}
            followers={company.followerCount ?? 0}
          />
        </div>
      ))}
    </section>
  );
}
