// Section 4: a visitor is logged in when the MSSOCLIENT session cookie is present. That cookie is
// HttpOnly (no script can steal it), so the page reads the older cookies (user name and type,
// IS_LOGGED_IN) that the sign-in sets beside it. When a live session outlived them (cleared by
// hand, by a browser's cookie tool, or never set by a sign-in on another product), the page would
// treat the seeker as a guest everywhere: save, apply, follow, save-search and analytics'
// user_type. So every page request re-issues them from the live session, for the session's
// remaining life; a visitor without a live session gets nothing.
import type { IncomingHttpHeaders } from 'node:http';
import { parse as parseCookies } from 'cookie';
import { scenarioOf } from '../../openapi/runtime/request-context';
import { isScenarioName } from '../scenarios/scenarios';
import { COOKIE } from '../../openapi/vocabulary/cookies';
import { sessionOf } from '../api/request-state';
import { setCookieLine } from '../api/set-cookies';
import type { SimContext } from '../context';
import { SESSION_MAX_AGE_MS } from '../domain/sessions';
import { recordById } from '../store/record-index';

/** The Set-Cookie lines that restore the older cookies of a live session; none when they are there. */
export function sessionHintCookies(context: SimContext, headers: IncomingHttpHeaders): string[] {
  const cookies = parseCookies(headers.cookie ?? '');
  if (cookies[COOKIE.userName] && cookies[COOKIE.userType]) return [];
  // A scenario's sessions live in its own state view (scenarios/scenarios.ts).
  const scenario = scenarioOf(headers, cookies);
  if (scenario !== null && !isScenarioName(scenario)) return [];
  return context.scenarios.within(scenario, () => hintsOf(context, cookies, scenario));
}

function hintsOf(
  context: SimContext,
  cookies: Record<string, string | undefined>,
  scenario: string | null,
): string[] {
  const now = context.clocks.now(scenario);
  const session = sessionOf(context, cookies, now);
  if (!session) return [];
  const account = recordById(context.store.state.accounts, session.accountId);
  if (!account) return [];
  const maxAgeMs = new Date(session.createdAt).getTime() + SESSION_MAX_AGE_MS - now.getTime();
  return [
    setCookieLine(COOKIE.userName, account.displayName, { maxAgeMs }, now.getTime()),
    setCookieLine(COOKIE.userType, account.userType, { maxAgeMs }, now.getTime()),
    setCookieLine(COOKIE.oldLogin, 'true', { maxAgeMs }, now.getTime()),
  ];
}
