// The web scope's mutation parts: each file with the tests that load it, directly or through
// other modules; type-only imports load nothing; files no test loads share the `untested` part.
import { describe, expect, it } from 'vitest';
import { partsByImporters } from '../../scripts/lib/mutation-parts';

describe('Mutation parts by importers', () => {
  it('When parts are made for three web files, then each has the tests that load it and the unloaded one is untested', async () => {
    const parts = await partsByImporters(
      ['web/src/lib/format.ts', 'web/src/lib/site.ts', 'web/src/lib/resume-rules.ts'],
      ['web/src'],
      ['tests/web/lib/format.test.ts', 'tests/web/lib/sign-in-state.test.ts'],
    );
    expect(parts).toEqual([
      // format.test.ts imports format.ts, which reads the site (site.ts) when it loads.
      {
        name: 'format',
        mutate: ['web/src/lib/format.ts'],
        tests: ['tests/web/lib/format.test.ts'],
      },
      { name: 'site', mutate: ['web/src/lib/site.ts'], tests: ['tests/web/lib/format.test.ts'] },
      {
        name: 'untested',
        mutate: ['web/src/lib/resume-rules.ts'],
        tests: ['tests/web/lib/format.test.ts', 'tests/web/lib/sign-in-state.test.ts'],
      },
    ]);
  });

  it('When two files share a name in different folders, then the parts are refused', async () => {
    await expect(
      partsByImporters(
        ['web/src/features/registration/validation.ts', 'openapi/vocabulary/validation.ts'],
        ['web/src', 'openapi/vocabulary'],
        ['tests/web/features/registration-rules.test.ts'],
      ),
    ).rejects.toThrow('Two files give the part name validation');
  });
});
