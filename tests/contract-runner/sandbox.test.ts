// `npm run contract` against the simulator leaves its shared data as it found it: the run's writes
// go to a scenario of its own, dropped at the end. A full run on `npm start`'s data unlinked the
// seeker's Google account, and QA's API replay then failed 75 one-tap paths.
import { afterEach, describe, expect, it } from 'vitest';
import { runCommand } from '../support/command';
import { controlRequest, scenarioNames } from '../support/raw';
import { startSimulator, type TestSimulator } from '../support/sim';

let sim: TestSimulator | undefined;
afterEach(async () => {
  await sim?.dispose();
  sim = undefined;
});

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
    sim = await startSimulator({ SIM_RESPONSE_VALIDATION: 'off' });
    expect(await googleLink(sim.url)).toBe('linked');
    const run = await contract(['--base-url', sim.url, '--operations', 'socialUnlink']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /in scenario contract-run-[0-9a-f]{8} of the simulator, dropped at the end: the shared data is as it was/,
    );
    expect(await googleLink(sim.url)).toBe('linked');
    expect(await scenarioNames(sim.url)).toEqual([]);
  });

  it('When --shared is given, then the run unlinks the shared seeker (what the default spares)', async () => {
    sim = await startSimulator({ SIM_RESPONSE_VALIDATION: 'off' });
    const run = await contract(['--base-url', sim.url, '--operations', 'socialUnlink', '--shared']);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).not.toContain('in scenario');
    expect(await googleLink(sim.url)).toBe('delinked');
  });

  it('When --scenario names one, then the run’s writes are kept there and the shared seeker is untouched', async () => {
    sim = await startSimulator({ SIM_RESPONSE_VALIDATION: 'off' });
    const run = await contract([
      ...['--base-url', sim.url, '--operations', 'socialUnlink', '--scenario', 'qa-run.1'],
    ]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('in scenario qa-run.1 of the simulator, kept');
    expect(await scenarioNames(sim.url)).toEqual(['qa-run.1']);
    expect(await googleLink(sim.url)).toBe('linked');
  });

  it.each([
    [['--scenario', 'bad name!'], '--scenario must be letters, digits'],
    [['--scenario', 'qa', '--shared'], '--scenario and --shared say different things'],
  ])('When the options are %j, then it ends with one line and exit 2', async (args, line) => {
    const run = await contract(['--base-url', 'http://127.0.0.1:9', ...args]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(line);
  });
});
