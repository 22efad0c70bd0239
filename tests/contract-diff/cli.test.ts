// `npm run contract:diff` as a backend developer runs it: split YAML files resolved, the JSON
// output's exact shape, the exit status (any breaking change, or with --fail-on felt only what the
// web app would feel), JUnit for CI, and a git ref as the base.
import { describe, expect, it } from 'vitest';
import { runCommand } from '../support/command';

const FIXTURES = 'tests/contract-diff/fixtures';
const PAIR = [
  '--base',
  `${FIXTURES}/base/openapi.yaml`,
  '--revision',
  `${FIXTURES}/revision/openapi.yaml`,
];
const USAGE = ['--usage', `${FIXTURES}/usage.json`];

/** `tsx scripts/contract-diff.ts ARGS`, what the npm script runs (one node process, not npx's two). */
function diff(args: string[]) {
  return runCommand('scripts/contract-diff.ts', args);
}

describe('npm run contract:diff', () => {
  it('When two split YAML contracts differ, then --format json lists each change in the issue’s shape and exits 1 on the breaking ones', async () => {
    const { status, stdout } = await diff([...PAIR, ...USAGE, '--format', 'json']);
    expect(status).toBe(1);
    expect(JSON.parse(stdout)).toEqual({
      changes: [
        {
          operationId: 'health',
          location: '/paths/~1middleware~1health/get',
          rule: 'api-removed-without-deprecation',
          level: 'breaking',
          feltByWebApp: false,
        },
        {
          operationId: 'searchResults',
          location:
            '/paths/~1middleware~1search~1results/get/responses/200/content/application~1json/schema/properties/jobs/items/properties/postedAt',
          rule: 'response-property-removed',
          level: 'breaking',
          feltByWebApp: false,
        },
        {
          operationId: 'searchResults',
          location:
            '/paths/~1middleware~1search~1results/get/responses/200/content/application~1json/schema/properties/jobs/items/properties/remote',
          rule: 'response-optional-property-added',
          level: 'non-breaking',
          feltByWebApp: false,
        },
      ],
      summary: { breaking: 2, nonBreaking: 1, feltByWebApp: 0 },
    });
  });

  it('When no break touches what the web app uses, then --fail-on felt exits 0 and JUnit fails nothing', async () => {
    const { status, stdout } = await diff([
      ...PAIR,
      ...USAGE,
      '--fail-on',
      'felt',
      '--format',
      'junit',
    ]);
    expect(status).toBe(0);
    expect(stdout).toContain('<testsuite name="contract diff"');
    expect(stdout).toContain('api-removed-without-deprecation');
    expect(stdout).not.toContain('<failure');
  });

  it('When the base is a git ref holding the same contract, then the table says there are no changes', async () => {
    const { status, stdout } = await diff(['--base', 'HEAD', '--revision', 'HEAD']);
    expect(stdout.trim()).toBe('No changes.');
    expect(status).toBe(0);
  });
});
