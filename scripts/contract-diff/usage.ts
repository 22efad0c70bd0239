// The web app's recorded usage (openapi/usage/web.json, written by `npm run usage:web`) and the
// verdict it gives a breaking change: would the web app feel it?
import { existsSync, readFileSync } from 'node:fs';
import { fieldText } from './rules/context';
import type { Change } from './types';

export const WEB_USAGE = 'openapi/usage/web.json';

export interface OperationUsage {
  /** `in:name` of every parameter the app sent (header names in lower case). */
  parameters: string[];
  /** Request body fields the app sent, as `a.b[].c`. */
  requestFields: string[];
  /** Response fields the app read, as `a.b[].c`. */
  responseFields: string[];
}

export interface Usage {
  operations: Record<string, OperationUsage>;
}

export function readUsage(file = WEB_USAGE): Usage {
  if (!existsSync(file)) return { operations: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as Usage;
}

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
