// The API level of the replay finds a backend that breaks a behaviour: behind a proxy that answers
// a send-link 422 as 200, the send-link paths that expect the refusal fail, naming the path and the
// step; against the simulator itself every send-link path passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayApi } from '../../scripts/replay/api-level';
import { startOwnSimulator } from '../../scripts/replay/own-simulator';
import { failureText } from '../../scripts/replay/report';
import { startBreakingProxy } from './breaking-proxy';

let sim: Awaited<ReturnType<typeof startOwnSimulator>>;
let proxy: Awaited<ReturnType<typeof startBreakingProxy>>;

beforeAll(async () => {
  sim = await startOwnSimulator();
  proxy = await startBreakingProxy(sim.url);
});

afterAll(async () => {
  await proxy.close();
  await sim.stop();
});

describe('npm run replay -- --level api --machine sendAppLink', () => {
  it('When the backend is the simulator, then every send-link path passes and covers the machine', async () => {
    const result = await replayApi({ baseUrl: sim.url, site: 'in', machine: 'sendAppLink' });

    expect(result.failures).toEqual([]);
    const [machine] = result.machines;
    expect(machine?.passed).toBe(machine?.paths);
    expect(machine?.states.covered).toBe(machine?.states.total);
    expect(machine?.transitions.covered).toBe(machine?.transitions.total);
  });

  it('When a 422 send-link is answered as 200, then the paths that expect the refusal fail at their link.answered step', async () => {
    const result = await replayApi({ baseUrl: proxy.url, site: 'in', machine: 'sendAppLink' });

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
  });
});
