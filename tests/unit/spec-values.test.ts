// The value table (tests/spec-values.ts) is true: every number of spec sections 4, 5, 8 and 9 is
// the spec's literal in every place the product keeps it (vocabulary, contract, fixtures), every
// numeric export of the vocabulary's value modules is a spec value or a choice of ours written
// down, and no stylesheet spells a breakpoint of its own. The literals are copied into the table,
// so a changed value turns this red even though the behaviour tests import the constants.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUSTOM_MEDIA } from '../../openapi/vocabulary/limits';
import { homeLabel, readHome, ROOT } from '../spec-value-homes';
import { OUR_VALUES, SPEC_VALUE_TABLE } from '../spec-values';

/** The vocabulary modules whose numbers are spec values (the guard below reads every export). */
const VALUE_MODULES = [
  'openapi/vocabulary/timing.ts',
  'openapi/vocabulary/limits.ts',
  'openapi/vocabulary/cookies.ts',
  'openapi/vocabulary/calls.ts',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Every number an export holds, by its `NAME.key.0` path. */
function numericLeaves(value: unknown, path: string): string[] {
  if (typeof value === 'number') return [path];
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => numericLeaves(inner, `${path}.${key}`));
}

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'dist' ? [] : stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('The value table', () => {
  it('When the table is read, then each row has a unique id, a home, and the 11 values an audit once changed unnoticed', () => {
    const ids = SPEC_VALUE_TABLE.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(SPEC_VALUE_TABLE.every((row) => row.homes.length > 0)).toBe(true);
    const pinned = new Set(
      SPEC_VALUE_TABLE.flatMap((row) =>
        row.homes.map((home) => (home.kind === 'ts' ? home.name : '')),
      ),
    );
    for (const name of [
      'TOAST_DURATION_MS.default',
      'TOAST_DURATION_MS.social',
      'TOAST_DURATION_MS.sendLink',
      'ONE_TAP_INIT_MAX_RETRIES',
      'STORE_REDIRECT_DELAY_MS',
      'SEEKER_BANNER_RETRY_INTERVAL_MS',
      'CAROUSEL_AUTOPLAY_MS',
      'LAZY_LOAD_THROTTLE_MS',
      'VOICE_LANGUAGE',
      'VOICE_RATE',
      'AUTO_LOGIN_DELAY_MS',
    ]) {
      expect(pinned, name).toContain(name);
    }
  });

  for (const row of SPEC_VALUE_TABLE) {
    for (const home of row.homes) {
      it(`When ${row.id} (§${row.section} "${row.spec}") is read at ${homeLabel(home)}, then it is the spec's ${JSON.stringify(row.value)}`, async () => {
        expect(await readHome(home)).toEqual(row.value);
      });
    }
  }

  it('When the vocabulary is searched for numbers, then each is a spec value of the table or a choice of ours written down', async () => {
    const known = new Set([
      ...SPEC_VALUE_TABLE.flatMap((row) =>
        row.homes.flatMap((home) => (home.kind === 'ts' ? [`${home.file}#${home.name}`] : [])),
      ),
      ...OUR_VALUES.map((ours) => `${ours.file}#${ours.name}`),
    ]);
    const unlisted: string[] = [];
    for (const file of VALUE_MODULES) {
      const module: unknown = await import(join(ROOT, file));
      if (!isRecord(module)) continue;
      for (const [name, value] of Object.entries(module)) {
        for (const leaf of numericLeaves(value, name)) {
          if (!known.has(`${file}#${leaf}`)) unlisted.push(`${file}#${leaf}`);
        }
      }
    }
    expect(unlisted).toEqual([]);
  });

  it("When a stylesheet picks a spec breakpoint, then it names the vocabulary's custom media and never spells the pixels", () => {
    // The widths of the spec and the vocabulary (920, 921, 768, 1024, ...); a stylesheet may still
    // pick a width of its own layout (600 px for two columns) in pixels.
    const specWidths = new Set(
      Object.values(CUSTOM_MEDIA).flatMap((query) =>
        [...query.matchAll(/(\d+)px/g)].map((m) => m[1]),
      ),
    );
    const offenders: string[] = [];
    for (const path of stylesheets(join(ROOT, 'web', 'src'))) {
      const css = readFileSync(path, 'utf8');
      for (const match of css.matchAll(/@media([^{]*)\{/g)) {
        const query = match[1] ?? '';
        const named = [...query.matchAll(/\((--[\w-]+)\)/g)].map((m) => m[1] ?? '');
        const widths = [...query.matchAll(/(\d+)px/g)].map((m) => m[1]);
        if (
          widths.some((w) => specWidths.has(w)) ||
          named.some((name) => !(name in CUSTOM_MEDIA))
        ) {
          offenders.push(`${relative(ROOT, path)}: @media${query.trim()}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('When a value can be read two ways, then its row writes the reading down', () => {
    const withReading = SPEC_VALUE_TABLE.filter((row) => row.reading !== undefined);
    expect(withReading.map((row) => row.id)).toEqual(
      expect.arrayContaining(['F7', 'B14', 'F7-desktop']),
    );
    expect(withReading.every((row) => (row.reading ?? '').length > 80)).toBe(true);
  });
});
