// Which notifications a seeker's bell may hold (issue 27: trust). The site's notification
// templates are the seeded test accounts' history (a recruiter viewed your application, a daily
// alert…); a newly registered account has done none of that, so it starts with one welcome and
// nothing invented. A template that contradicts the account (verify a mobile number that is
// verified) is left out.
import { ACCOUNT_FIXTURES } from '../../fixtures/accounts';
import { ROUTE } from '../../openapi/vocabulary/routes';
import { accountId } from '../store/seed-state';
import type { Account } from '../store/state';

export const WELCOME_NOTIFICATION = {
  id: 'welcome',
  title: 'Welcome to jobportal',
  message:
    'Your account is ready. Add your resume and skills to see jobs that match you and apply in a tap.',
  link: ROUTE.profile,
} as const;

/** The link of the template that asks to verify the mobile number. */
const VERIFY_MOBILE_LINK = `${ROUTE.profile}?apop=mobile`;

/** Whether the account is one of the seeded test accounts (fixtures/accounts.ts). */
export function isSeededAccount(account: Account): boolean {
  return ACCOUNT_FIXTURES.some((f) => accountId(account.site, f.local) === account.id);
}

/** Whether a site template may be shown to this account. */
export function templateFits(account: Account, template: { link?: string }): boolean {
  if (!isSeededAccount(account)) return false;
  const mobileVerified = account.mobileNumbers.some((m) => m.status === 1);
  return !(mobileVerified && template.link === VERIFY_MOBILE_LINK);
}
