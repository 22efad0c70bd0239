// The mutation runs' reporter (scripts/lib/mutation-load-failures.ts) in a real vitest run: a file
// that fails to load counts as one failed test, so Stryker scores the mutant that broke it Killed.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createVitest, type Reporter } from 'vitest/node';
import LoadFailuresAsFailedTests from '../../scripts/lib/mutation-load-failures';

const FIXTURES = fileURLToPath(new URL('./fixtures/load-failure', import.meta.url));

/** A reporter that prints nothing: the nested run's red file is expected, not news. */
const QUIET: Reporter = {};

/** Each collected test of a vitest run over the fixtures, as `file > name: state`. */
async function collectedTests(reporters: Reporter[]): Promise<string[]> {
  const vitest = await createVitest(
    'test',
    { root: FIXTURES, include: ['*.case.ts'], watch: false, reporters, config: false },
    {},
  );
  try {
    await vitest.start();
    return vitest.state
      .getFiles()
      .flatMap((file) => file.tasks.map((t) => `${file.name} > ${t.name}: ${t.result?.state}`))
      .sort();
  } finally {
    await vitest.close();
  }
}

describe('A test file that fails to load, in a mutation run', () => {
  it('When a file throws on import, then without the reporter it holds no test at all (what Stryker read as survived)', async () => {
    expect(await collectedTests([QUIET])).toEqual(['fine.case.ts > passes: pass']);
  });

  it('When a file throws on import, then with the reporter it holds one failed test, and a file that loaded is unchanged', async () => {
    expect(await collectedTests([QUIET, new LoadFailuresAsFailedTests()])).toEqual([
      'broken.case.ts > the test file loads: fail',
      'fine.case.ts > passes: pass',
    ]);
  });
});
