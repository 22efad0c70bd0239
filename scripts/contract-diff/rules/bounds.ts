// Rules on a value's limits, pattern and format. A request that accepts less (a maximum lowered,
// a minimum raised, a pattern added or changed) refuses what old clients send; a response that may
// send more (a maximum raised, a minimum lowered) surprises old clients (oasdiff's
// *-max-decreased, *-min-increased, *-pattern-added/changed, *-format-changed).
import type { Json, JsonObject } from '../types';
import { isRequest, report, ruleName, type SchemaContext } from './context';

/** Each upper bound keyword and the name oasdiff gives it. */
const UPPER: Record<string, string> = {
  maximum: 'max',
  exclusiveMaximum: 'max',
  maxLength: 'max-length',
  maxItems: 'max-items',
  maxProperties: 'max-properties',
};
const LOWER: Record<string, string> = {
  minimum: 'min',
  exclusiveMinimum: 'min',
  minLength: 'min-length',
  minItems: 'min-items',
  minProperties: 'min-properties',
};

function numberOf(value: Json | undefined): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

function compareBound(
  ctx: SchemaContext,
  keyword: string,
  name: string,
  upper: boolean,
  base: JsonObject,
  revision: JsonObject,
): void {
  const before = numberOf(base[keyword]);
  const after = numberOf(revision[keyword]);
  if (before === after) return;
  // Tighter: an upper bound set or lowered, a lower bound set or raised.
  const tighter =
    before === undefined
      ? true
      : after === undefined
        ? false
        : upper
          ? after < before
          : after > before;
  const direction = upper
    ? tighter
      ? before === undefined
        ? 'set'
        : 'decreased'
      : after === undefined
        ? 'removed'
        : 'increased'
    : tighter
      ? before === undefined
        ? 'set'
        : 'increased'
      : after === undefined
        ? 'removed'
        : 'decreased';
  // A request breaks when it accepts less; a response when it may send more.
  const breaking = isRequest(ctx) ? tighter : !tighter;
  report(
    ctx,
    ruleName(ctx, `${name}-${direction}`),
    breaking ? 'breaking' : 'non-breaking',
    `${keyword} ${before ?? 'none'} → ${after ?? 'none'}`,
  );
}

export function compareBounds(ctx: SchemaContext, base: JsonObject, revision: JsonObject): void {
  for (const [keyword, name] of Object.entries(UPPER))
    compareBound(ctx, keyword, name, true, base, revision);
  for (const [keyword, name] of Object.entries(LOWER))
    compareBound(ctx, keyword, name, false, base, revision);
  comparePattern(ctx, base, revision);
  compareFormat(ctx, base, revision);
}

function comparePattern(ctx: SchemaContext, base: JsonObject, revision: JsonObject): void {
  const before = typeof base.pattern === 'string' ? base.pattern : undefined;
  const after = typeof revision.pattern === 'string' ? revision.pattern : undefined;
  if (before === after) return;
  const suffix =
    before === undefined
      ? 'pattern-added'
      : after === undefined
        ? 'pattern-removed'
        : 'pattern-changed';
  // A response's pattern is rarely checked by a client: oasdiff does not call its change breaking.
  const breaking = isRequest(ctx) && after !== undefined;
  report(
    ctx,
    ruleName(ctx, suffix),
    breaking ? 'breaking' : 'non-breaking',
    `pattern ${before ?? 'none'} → ${after ?? 'none'}`,
  );
}

function compareFormat(ctx: SchemaContext, base: JsonObject, revision: JsonObject): void {
  const before = typeof base.format === 'string' ? base.format : undefined;
  const after = typeof revision.format === 'string' ? revision.format : undefined;
  if (before === after) return;
  const suffix =
    before === undefined
      ? 'format-added'
      : after === undefined
        ? 'format-removed'
        : 'format-changed';
  // A request that adds or changes a format accepts less; a response that drops or changes one
  // sends what a client's parsing may not expect.
  const breaking = isRequest(ctx) ? after !== undefined : before !== undefined;
  report(
    ctx,
    ruleName(ctx, suffix),
    breaking ? 'breaking' : 'non-breaking',
    `format ${before ?? 'none'} → ${after ?? 'none'}`,
  );
}
