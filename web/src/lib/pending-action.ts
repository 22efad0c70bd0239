// A guest's follow, save or apply, finished after the sign-in (spec sections 3, 4: the
// autoApplyAction cookie, 1 day). The cookie says which action; the return_url's
// AUTO_APPLY_TARGET_PARAM says on what. Both are needed, so a link alone (a URL someone sent) can
// never make a seeker follow, save or apply: only this browser's own guest press sets the cookie.
import {
  AUTO_APPLY_ACTION_APPLY,
  AUTO_APPLY_ACTION_COOKIE_DAYS,
  AUTO_APPLY_ACTION_FOLLOW,
  AUTO_APPLY_ACTION_SAVE,
  COOKIE,
} from '../../../openapi/vocabulary/cookies';
import { AUTO_APPLY_TARGET_PARAM, seekerLoginUrl } from '../../../openapi/vocabulary/routes';
import { readCookie, removeCookie, writeCookie } from './cookies';

export type PendingAction = 'follow' | 'save' | 'apply';
export type PendingTargetKind = 'company' | 'recruiter' | 'job';

const COOKIE_VALUES: Record<PendingAction, string> = {
  follow: AUTO_APPLY_ACTION_FOLLOW,
  save: AUTO_APPLY_ACTION_SAVE,
  apply: AUTO_APPLY_ACTION_APPLY,
};

function targetOf(kind: PendingTargetKind, id: string | number): string {
  return `${kind}-${id}`;
}

/** The path and query to come back to, naming the action's target. */
export function returnPathWithTarget(
  pathname: string,
  search: string,
  kind: PendingTargetKind,
  id: string | number,
): string {
  const params = new URLSearchParams(search);
  params.set(AUTO_APPLY_TARGET_PARAM, targetOf(kind, id));
  return `${pathname}?${params.toString()}`;
}

/** The path and query without the target parameter (once the action is done). */
export function withoutTarget(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(AUTO_APPLY_TARGET_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * A guest pressed save or apply: remember the action where the site's auto-apply flag
 * (`autoApply`, section 9) is on, then sign in and come back.
 */
export function signInThenDo(
  action: PendingAction,
  location: { pathname: string; search: string },
  kind: PendingTargetKind,
  id: string | number,
  autoApply: boolean,
): void {
  if (!autoApply) {
    window.location.assign(seekerLoginUrl(`${location.pathname}${location.search}`));
    return;
  }
  writeCookie(COOKIE.autoApplyAction, COOKIE_VALUES[action], {
    days: AUTO_APPLY_ACTION_COOKIE_DAYS,
  });
  const back = returnPathWithTarget(location.pathname, location.search, kind, id);
  window.location.assign(seekerLoginUrl(back));
}

/**
 * Whether this page's address names a target at all. Checked before any cookie: most pages name
 * none, and each read of document.cookie is a call to the browser (a results page has fifty
 * buttons asking).
 */
export function namesPendingTarget(search: string): boolean {
  return new URLSearchParams(search).has(AUTO_APPLY_TARGET_PARAM);
}

/**
 * Whether this page was opened to finish `action` on this target. The first caller that matches
 * takes it (the cookie is removed at once), so a company shown twice is followed once.
 */
export function claimPendingAction(
  action: PendingAction,
  kind: PendingTargetKind,
  id: string | number,
  search: string,
): boolean {
  if (readCookie(COOKIE.autoApplyAction) !== COOKIE_VALUES[action]) return false;
  if (new URLSearchParams(search).get(AUTO_APPLY_TARGET_PARAM) !== targetOf(kind, id)) return false;
  removeCookie(COOKIE.autoApplyAction);
  return true;
}
