// `npm run contract` against the simulator leaves its shared data as it found it: the run's writes
// go to a scenario of its own, dropped at the end. A full run on `npm start`'s data unlinked the
// seeker's Google account, and QA's API replay then failed 75 one-tap paths.
import { describe, expect, it } from 'vitest';
import { readOptions } from '../../scripts/contract/options';
import { EXIT, ToolError } from '../../scripts/lib/cli';
import { runCommand } from '../support/command';
import { controlRequest, scenarioNames } from '../support/raw';
import { simulatorPerFile } from '../support/simulator-per-file';

// Each run starts from the seeded data with no scenario (the reset drops them all).
const sim = simulatorPerFile({ SIM_RESPONSE_VALIDATION: 'off' });

/** The command with a small budget (asynchronously: the simulator answers from this process). */
function contract(args: string[]) {
  return runCommand('scripts/contract.ts', ['--budget', '2', '--quiet', ...args], {
    timeoutMs: 120_000,
  });
}

interface SharedAccount {
  email: string;
  socialLinks: Array<{ provider: string; status: string }>;
}

/** The India seeker's Google link in the shared data. */
async function googleLink(url: string): Promise<string | undefined> {
  const reply = await controlRequest(url, 'get', '/db/accounts?email=seeker.in@example.com');
  const [account] = JSON.parse(reply.text) as SharedAccount[];
  return account?.socialLinks.find((l) => l.provider === 'google')?.status;
}

describe('The runner on the simulator', () => {
  it('When it unlinks the seeker’s Google account, then the shared seeker is still linked and no scenario is left', async () => {
    expect(await googleLink(sim().url)).toBe('linked');
    const run = await contract(['--base-url', sim().url, '--operations', 'socialUnlink']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /in scenario contract-run-[0-9a-f]{8} of the simulator, dropped at the end: the shared data is as it was/,
    );
    expect(await googleLink(sim().url)).toBe('linked');
    expect(await scenarioNames(sim().url)).toEqual([]);
  });

  it('When --shared is given, then the run unlinks the shared seeker (what the default spares)', async () => {
    const run = await contract([
      '--base-url',
      sim().url,
      '--operations',
      'socialUnlink',
      '--shared',
    ]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).not.toContain('in scenario');
    expect(await googleLink(sim().url)).toBe('delinked');
  });

  it('When --scenario names one, then the run’s writes are kept there and the shared seeker is untouched', async () => {
    const run = await contract([
      ...['--base-url', sim().url, '--operations', 'socialUnlink', '--scenario', 'qa-run.1'],
    ]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('in scenario qa-run.1 of the simulator, kept');
    expect(await scenarioNames(sim().url)).toEqual(['qa-run.1']);
    expect(await googleLink(sim().url)).toBe('linked');
  });

  // The command line's way from a refused option to its one line and exit 2, once.
  it('When --scenario is not a usable name, then it ends with one line and exit 2', async () => {
    const run = await contract(['--base-url', 'http://127.0.0.1:9', '--scenario', 'bad name!']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--scenario must be letters, digits');
  });

  it('When --scenario and --shared are both given, then the options are refused as a usage error (exit 2)', () => {
    const read = () => readOptions(['--scenario', 'qa', '--shared']);
    expect(read).toThrow(ToolError);
    expect(read).toThrow('--scenario and --shared say different things');
    expect(() => read()).toThrow(expect.objectContaining({ exitCode: EXIT.usage }));
  });
});
