// Reading a value of the value table (tests/spec-values.ts) where the product keeps it: the unit
// test compares what this reads with the spec's literal; the mutation script finds the same place
// to change it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Home } from './spec-values';

export const ROOT = join(import.meta.dirname, '..');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** One step down a value: an object's key or an array's index. */
function step(value: unknown, key: string | number): unknown {
  if (Array.isArray(value)) return value[Number(key)];
  return isRecord(value) ? value[String(key)] : undefined;
}

/** A value as the table writes it: a pattern by its source text, anything else as it is. */
function comparable(value: unknown): unknown {
  return value instanceof RegExp ? value.source : value;
}

/** The name path of a `ts` home: `NAME.key.0.key` (a key may hold dashes, as `--mobile`). */
export function namePath(name: string): string[] {
  return name.split('.');
}

/** The value a home holds now. */
export async function readHome(home: Home): Promise<unknown> {
  if (home.kind === 'ts') {
    const module: unknown = await import(join(ROOT, home.file));
    return comparable(namePath(home.name).reduce<unknown>(step, module));
  }
  const text = readFileSync(join(ROOT, home.file), 'utf8');
  const document: unknown = home.kind === 'yaml' ? parse(text) : JSON.parse(text);
  return comparable(home.path.reduce<unknown>(step, document));
}

/** A home as a reader finds it: `file › NAME` or `file › a/b/0`. */
export function homeLabel(home: Home): string {
  return `${home.file} › ${home.kind === 'ts' ? home.name : home.path.join('/')}`;
}
