// What the schema rules are told about where they are: the two sides, the operation, which side of
// the exchange the schema describes (a request is sent by old clients, a response read by them),
// the field path and the JSON pointers on each side.
import type { Side } from '../document';
import { escapePointer, type Change, type Level, type Scope } from '../types';

export type Subject =
  'request-parameter' | 'request-property' | 'response-property' | 'response-header';

export interface SchemaContext {
  base: Side;
  revision: Side;
  operationId: string;
  subject: Subject;
  /** Property names from the body (or parameter, or header) down to here; `[]` for items. */
  field: string[];
  baseAt: string;
  revisionAt: string;
  /** What the change touches for feltByWebApp, given the field path. */
  scope: (field: string[]) => Scope;
  /** How the table names the thing: `query parameter "limit"`, `200 response`. */
  owner: string;
  /** Pairs of $refs already being compared (a recursive schema stops there). */
  seen: Set<string>;
  emit: (change: Change) => void;
}

export function isRequest(ctx: SchemaContext): boolean {
  return ctx.subject === 'request-parameter' || ctx.subject === 'request-property';
}

/** oasdiff's naming: `request-property-…`, and `request-body-…` for the body itself. */
export function ruleName(ctx: SchemaContext, suffix: string): string {
  if (ctx.field.length === 0 && ctx.subject === 'request-property') return `request-body-${suffix}`;
  if (ctx.field.length === 0 && ctx.subject === 'response-property')
    return `response-body-${suffix}`;
  return `${ctx.subject}-${suffix}`;
}

export function fieldText(field: string[]): string {
  return field.join('.').replace(/\.\[\]/g, '[]');
}

export function report(
  ctx: SchemaContext,
  rule: string,
  level: Level,
  what: string,
  onBase = false,
): void {
  const field = fieldText(ctx.field);
  ctx.emit({
    operationId: ctx.operationId,
    location: onBase ? ctx.baseAt : ctx.revisionAt,
    rule,
    level,
    detail: `${ctx.owner}${field ? ` field ${field}` : ''}: ${what}`,
    scope: ctx.scope(ctx.field),
  });
}

/** The context one step down (a property, the items, an alternative). */
export function child(
  ctx: SchemaContext,
  step: string | undefined,
  baseSteps: string[],
  revisionSteps: string[] = baseSteps,
): SchemaContext {
  const down = (at: string, steps: string[]) =>
    `${at}${steps.map((s) => `/${escapePointer(s)}`).join('')}`;
  return {
    ...ctx,
    field: step === undefined ? ctx.field : [...ctx.field, step],
    baseAt: down(ctx.baseAt, baseSteps),
    revisionAt: down(ctx.revisionAt, revisionSteps),
  };
}
