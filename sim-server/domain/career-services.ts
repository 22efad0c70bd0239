// Career services a seeker bought (My Subscription). The simulator sells nothing, so the seeded
// 'seeker' test account of every site holds a fixed set, dated from the account's creation so
// that the list is the same on every run; every other account has none. The status follows the
// clock: ACTIVE until expiresAt, then EXPIRED; PENDING has not started and has no expiry.
import type { Schemas } from '../../openapi/client';
import { accountId } from '../store/seed-state';
import type { Account } from '../store/state';

const DAY_MS = 24 * 60 * 60 * 1000;

interface ServicePlan {
  key: string;
  name: string;
  /** Days after (negative: before) the account's creation that it was bought. */
  boughtAfterDays: number;
  /** Days it lasts; null while pending. */
  lastsDays: number | null;
}

/** What the seeded 'seeker' accounts bought. */
export const SEEDED_SEEKER_SERVICES: readonly ServicePlan[] = [
  { key: 'resume-writing', name: 'Resume Writing', boughtAfterDays: 2, lastsDays: 365 },
  { key: 'career-coaching', name: 'Career Coaching', boughtAfterDays: 1, lastsDays: null },
  { key: 'featured-profile', name: 'Featured Profile', boughtAfterDays: -120, lastsDays: 90 },
];
const SEEDED_ROLE = 'seeker';

export function seekerServices(account: Account, now: Date): Schemas['SeekerService'][] {
  if (account.id !== accountId(account.site, SEEDED_ROLE)) return [];
  const created = new Date(account.createdAt).getTime();
  return SEEDED_SEEKER_SERVICES.map((plan) => {
    const purchased = created + plan.boughtAfterDays * DAY_MS;
    const expires = plan.lastsDays === null ? null : purchased + plan.lastsDays * DAY_MS;
    const status: Schemas['SeekerServiceStatus'] =
      expires === null ? 'PENDING' : now.getTime() < expires ? 'ACTIVE' : 'EXPIRED';
    return {
      id: `svc-${account.site.toLowerCase()}-${plan.key}`,
      name: plan.name,
      status,
      purchasedAt: new Date(purchased).toISOString(),
      expiresAt: expires === null ? null : new Date(expires).toISOString(),
    };
  }).sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt));
}
