// One employer of choice: its logo (initials while it loads or when it cannot), name, followers
// and the Follow / Unfollow button (the shared FollowButton, in its card layout).
import { useQueryClient } from '@tanstack/react-query';
import type { Schemas } from '../../../../../openapi/client';
import { FollowButton } from '../../../components/follow-button';
import { LazyImage } from '../../../components/lazy-image';
import { employersOfChoiceKey } from '../api/get-employers-of-choice';

export const LOGO_SIZE_PX = 64;

export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

interface Props {
  company: Schemas['EmployerOfChoice'];
  /** The carousel shows this card or the next page: load the logo. */
  nearby: boolean;
}

export function CompanyCard({ company, nearby }: Props) {
  const queryClient = useQueryClient();
  const nameId = `employer-${company.companyId}`;

  return (
    <article className="employer-card" aria-labelledby={nameId}>
      <LazyImage
        className="employer-logo"
        src={company.logo}
        alt={`${company.name} logo`}
        width={LOGO_SIZE_PX}
        height={LOGO_SIZE_PX}
        active={nearby}
        fallback={<span className="employer-initials">{initialsOf(company.name)}</span>}
      />
      <h3 className="employer-name" id={nameId} title={company.name}>
        {company.name}
      </h3>
      <FollowButton
        layout="card"
        target="company"
        id={company.companyId}
        name={company.name}
        followed={company.isFollowed}
        followers={company.followerCount ?? 0}
        onFollowChanged={() =>
          void queryClient.invalidateQueries({ queryKey: employersOfChoiceKey })
        }
      />
    </article>
  );
}
