// Rules on words and examples: a description, summary, title or example that changed breaks no
// one (oasdiff reports them at its info level).
import type { Json, JsonObject } from '../types';
import { report, ruleName, type SchemaContext } from './context';

const WORDS = ['description', 'summary', 'title'] as const;
const EXAMPLES = ['example', 'examples'] as const;

function same(a: Json | undefined, b: Json | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The documentation keys of two nodes that differ, as `{key}-changed` (added/removed too). */
export function docChanges(base: JsonObject, revision: JsonObject): string[] {
  return [...WORDS, ...EXAMPLES].flatMap((key) => {
    if (same(base[key], revision[key])) return [];
    if (base[key] === undefined) return [`${key}-added`];
    if (revision[key] === undefined) return [`${key}-removed`];
    return [`${key}-changed`];
  });
}

export function compareDocs(ctx: SchemaContext, base: JsonObject, revision: JsonObject): void {
  for (const suffix of docChanges(base, revision))
    report(ctx, ruleName(ctx, suffix), 'non-breaking', suffix.replace('-', ' '));
}
