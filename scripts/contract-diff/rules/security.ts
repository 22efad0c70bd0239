// Rules on an operation's security. Each requirement is one way in (a set of schemes, `{}` for
// anonymous). A way in the base offered that the revision no longer accepts with the same
// credentials locks old clients out (oasdiff's api-security-added, api-global-security-added);
// a new way in, or one that asks less, breaks no one.
import type { Json } from '../types';
import { isObject } from '../types';

function waysIn(security: Json[]): Array<Set<string>> {
  return security.filter(isObject).map((r) => new Set(Object.keys(r)));
}

function subset(a: Set<string>, b: Set<string>): boolean {
  return [...a].every((x) => b.has(x));
}

export interface SecurityVerdict {
  rule: string;
  breaking: boolean;
  detail: string;
}

export function compareSecurity(before: Json[], after: Json[]): SecurityVerdict | undefined {
  const had = waysIn(before);
  const has = waysIn(after);
  // No security at all is one anonymous way in.
  if (had.length === 0) had.push(new Set());
  if (has.length === 0) has.push(new Set());
  const text = (ways: Array<Set<string>>) =>
    ways.map((w) => (w.size ? [...w].join('+') : 'anonymous')).join(' | ');
  if (text(had) === text(has)) return undefined;
  const lockedOut = had.filter((way) => !has.some((now) => subset(now, way)));
  if (lockedOut.length > 0)
    return {
      rule: 'api-security-added',
      breaking: true,
      detail: `security ${text(had)} → ${text(has)}`,
    };
  return {
    rule: 'api-security-removed',
    breaking: false,
    detail: `security ${text(had)} → ${text(has)}`,
  };
}
