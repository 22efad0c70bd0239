// The API level of the replay finds a backend that breaks a behaviour, and an app whose wiring
// breaks it: behind a proxy that answers a send-link 422 as 200, the send-link paths that expect
// the refusal fail, naming the path and the step; with the app's own mapping of a 422 changed, the
// same paths fail, since the replay runs the app's calls (machines/calls/); against the simulator
// with the app as it is, every send-link path passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendLinkCall } from '../../machines/calls/sendAppLink.calls';
import { MACHINE_CALLS } from '../../machines/calls/registry';
import { reportOf } from '../../machines/lib/calls';
import { replayApi, type ApiReplayResult } from '../../scripts/replay/api-level';
import { startOwnSimulator } from '../../scripts/replay/own-simulator';
import { failureText } from '../../scripts/replay/report';
import { brokenBackend, sendLinkRefusalAsSuccess } from '../support/broken-backend';
import { scenarioNames } from '../support/raw';

let sim: Awaited<ReturnType<typeof startOwnSimulator>>;
let proxy: Awaited<ReturnType<typeof brokenBackend>>;

beforeAll(async () => {
  sim = await startOwnSimulator();
  proxy = await brokenBackend(sim.url, sendLinkRefusalAsSuccess);
});

afterAll(async () => {
  await proxy.close();
  await sim.stop();
});

/** The simulator's scenarios whose name starts with `prefix`. */
async function scenariosOf(prefix: string): Promise<string[]> {
  return (await scenarioNames(sim.url)).filter((name) => name.startsWith(prefix));
}

/** Every failure is a send-link path's link.answered step, reported as a branch not taken. */
function expectRefusalStepsFail(result: ApiReplayResult): void {
  expect(result.failures.length).toBeGreaterThan(0);
  for (const failure of result.failures) {
    expect(failure.machine).toBe('sendAppLink');
    expect(failure.event).toBe('link.answered');
    expect(failure.events.split(' → ')[failure.step]).toBe('link.answered');
    expect(failure.message).toMatch(/^took \[.*\], the path takes \[.*\]$/);
    expect(failureText(failure)).toContain(
      `FAIL sendAppLink path ${failure.path} at step ${failure.step} (link.answered)`,
    );
  }
  const [machine] = result.machines;
  expect(machine?.passed).toBe((machine?.paths ?? 0) - result.failures.length);
}

describe('npm run replay -- --level api --machine sendAppLink', () => {
  it('When the backend is the simulator, then every send-link path passes and covers the machine', async () => {
    const result = await replayApi({
      baseUrl: sim.url,
      site: 'in',
      machine: 'sendAppLink',
      runId: 'all-pass',
    });

    expect(result.failures).toEqual([]);
    // The paths' scenarios (faults, sent links) went with them.
    expect(await scenariosOf('all-pass-')).toEqual([]);
    const [machine] = result.machines;
    expect(machine?.passed).toBe(machine?.paths);
    expect(machine?.states.covered).toBe(machine?.states.total);
    expect(machine?.transitions.covered).toBe(machine?.transitions.total);
  });

  it('When a 422 send-link is answered as 200, then the paths that expect the refusal fail at their link.answered step', async () => {
    const result = await replayApi({ baseUrl: proxy.url, site: 'in', machine: 'sendAppLink' });

    expectRefusalStepsFail(result);
  });

  it("When the app's mapping reads a send-link 422 as a success, then the paths that expect the refusal fail at their link.answered step", async () => {
    // The app's own call, with one change to how it reads the answer: a 422 becomes a 200.
    const misread = reportOf({
      ...sendLinkCall,
      done: (answer) =>
        sendLinkCall.done(
          answer.status === 422 ? { status: 200, responseMessage: answer.errorMessage } : answer,
        ),
    });

    const result = await replayApi({
      baseUrl: sim.url,
      site: 'in',
      machine: 'sendAppLink',
      calls: { ...MACHINE_CALLS, sendAppLink: { sendLink: misread } },
      runId: 'misread-422',
    });

    expectRefusalStepsFail(result);
    // Only the failed paths' scenarios are kept, each named where its failure is printed.
    const kept = result.failures.map((failure) => failure.scenario);
    expect((await scenariosOf('misread-422-')).sort()).toEqual(kept.sort());
    for (const failure of result.failures)
      expect(failureText(failure)).toContain(
        `data: scenario misread-422-sendAppLink-${failure.path}, kept until it idles out`,
      );
  });
});
