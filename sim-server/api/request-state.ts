// What the pipeline learns about an API request before its handler runs: its site, session and
// scenario.
import type { IncomingHttpHeaders } from 'node:http';
import type { SiteCatalogue } from '../catalogue/types';
import type { SimContext } from '../context';
import { siteHintsOf } from '../../openapi/runtime/request-context';
import { isLive } from '../domain/sessions';
import { COOKIE } from '../../openapi/vocabulary/cookies';
import { resolveSite } from './site';
import { recordById } from '../store/record-index';
import type { SessionRecord } from '../store/state';

export type Cookies = Record<string, string>;
/** Cookies as read, where a name may have no value (cookie's parse). */
type ReadCookies = Readonly<Record<string, string | undefined>>;

export interface RequestState {
  startedAt: number;
  /** The time of the request's scenario clock: every handler reads this, never the wall clock. */
  now: Date;
  fault: string | null;
  scenario: string | null;
  session: SessionRecord | undefined;
  site: SiteCatalogue;
}

export function siteOf(context: SimContext, headers: IncomingHttpHeaders): SiteCatalogue {
  return resolveSite(siteHintsOf(headers), context.catalogue);
}

/** The live session the cookie names; an expired one counts as none. */
export function sessionOf(
  context: SimContext,
  cookies: ReadCookies,
  now: Date = context.now(),
): SessionRecord | undefined {
  const token = cookies[COOKIE.session];
  if (!token) return undefined;
  const session = recordById(context.store.state.sessions, token);
  return session && isLive(session, now) ? session : undefined;
}

/** The request's state; `scenario` is the one the pipeline read (once) from its header or cookie. */
export function requestState(
  context: SimContext,
  headers: IncomingHttpHeaders,
  cookies: Cookies,
  scenario: string | null,
): RequestState {
  const now = context.clocks.now(scenario);
  return {
    startedAt: performance.now(),
    now,
    fault: null,
    scenario,
    session: sessionOf(context, cookies, now),
    site: siteOf(context, headers),
  };
}
