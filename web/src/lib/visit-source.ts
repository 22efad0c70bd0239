// Where this visit came from (spec section 2's query parameters): the campaign's utm parameters,
// kept in session storage for the visit and sent with every analytics event, and the special
// listing (`spl`), kept in the SPL cookie for the visit and carried by SJS jobs' detail links.
// A landing URL with new values replaces the old ones.
import { COOKIE } from '../../../openapi/vocabulary/cookies';
import { SPL_PARAM, UTM_PARAMS, type UtmParam } from '../../../openapi/vocabulary/routes';
import { readCookie, writeCookie } from './cookies';

const CAMPAIGN_KEY = 'utm';
/** The longest value kept (the contract's limit for an event's field). */
const MAX_VALUE_CHARS = 256;

export type Campaign = Partial<Record<UtmParam, string>>;

export function rememberVisitSource(search: string): void {
  const params = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const name of UTM_PARAMS) {
    const value = params.get(name);
    if (value) campaign[name] = value.slice(0, MAX_VALUE_CHARS);
  }
  if (Object.keys(campaign).length > 0) {
    sessionStorage.setItem(CAMPAIGN_KEY, JSON.stringify(campaign));
  }
  const spl = params.get(SPL_PARAM);
  if (spl) writeCookie(COOKIE.spl, spl.slice(0, MAX_VALUE_CHARS));
}

function isCampaignEntry(entry: [string, unknown]): entry is [UtmParam, string] {
  return UTM_PARAMS.some((name) => name === entry[0]) && typeof entry[1] === 'string';
}

/** The visit's campaign parameters (none when the visit came without them). */
export function visitCampaign(): Campaign {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(CAMPAIGN_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(Object.entries(stored).filter(isCampaignEntry));
  } catch {
    return {};
  }
}

/** The visit's special listing, when it brought one. */
export function visitSpl(): string | undefined {
  return readCookie(COOKIE.spl) || undefined;
}
