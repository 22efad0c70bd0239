// The design card's structure, beyond what ESLint sees: no import cycle anywhere in the
// repository, type-only imports included (import/no-cycle skips those), e.g. a module that
// imports another's types while that one imports its values.
import { join } from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS = ['openapi', 'web/src', 'machines', 'sim-server', 'fixtures', 'scripts', 'tests'];

describe('The repository has no import cycle', () => {
  it('When every module is read, then none imports itself through others, types included', async () => {
    const graph = await madge(
      FOLDERS.map((folder) => join(ROOT, folder)),
      {
        baseDir: ROOT,
        fileExtensions: ['ts', 'tsx'],
        tsConfig: join(ROOT, 'tsconfig.json'),
        excludeRegExp: [/node_modules/, /openapi[\\/]dist/, /web[\\/]dist/],
        detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
      },
    );
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(200);
    expect(graph.circular()).toEqual([]);
  }, 60_000);
});
