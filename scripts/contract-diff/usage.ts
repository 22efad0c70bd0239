// The verdict the web app's recorded usage (scripts/usage/usage-file.ts) gives a breaking change:
// would the web app feel it?
import { fieldText } from './rules/context';
import type { Change } from './types';
import type { Usage } from '../usage/usage-file';

/** The field itself, or anything under it, is in the list. */
function touches(list: string[], field: string): boolean {
  return list.some((f) => f === field || f.startsWith(`${field}.`) || f.startsWith(`${field}[]`));
}

/** Rules whose break is that the app does NOT send something now needed. */
const NOW_NEEDED = /^(new-required-request-|request-(parameter|property)-became-required)/;

export function feltByWebApp(change: Change, usage: Usage): boolean {
  if (change.level !== 'breaking') return false;
  const used = usage.operations[change.operationId];
  if (!used) return false;
  const scope = change.scope;
  switch (scope.kind) {
    case 'operation':
      return true;
    case 'parameter': {
      const sent = used.parameters.includes(
        `${scope.in}:${scope.in === 'header' ? scope.name.toLowerCase() : scope.name}`,
      );
      return NOW_NEEDED.test(change.rule) ? !sent : sent;
    }
    case 'request-field': {
      if (scope.field.length === 0) return true;
      const sent = touches(used.requestFields, fieldText(scope.field));
      return NOW_NEEDED.test(change.rule) ? !sent : sent;
    }
    case 'response-field':
      return scope.field.length === 0 || touches(used.responseFields, fieldText(scope.field));
  }
}
