// One in-process simulator for a test file, reset before each of its tests (POST /__sim/reset:
// the seeded data, no scenario, no sign-in counts, the base clock): for the files whose tests need
// no setting of their own, so that each does not pay a simulator's start.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { controlRequest } from './raw';
import { startSimulator, type TestSimulator } from './sim';

/**
 * Registers the file's hooks (call it at the top of the file); answers the file's simulator, once
 * its beforeAll has started it.
 */
export function simulatorPerFile(env: Record<string, string> = {}): () => TestSimulator {
  let sim: TestSimulator | undefined;
  const started = (): TestSimulator => {
    if (!sim) throw new Error("The file's simulator starts in its beforeAll.");
    return sim;
  };
  beforeAll(async () => {
    sim = await startSimulator(env);
  });
  afterAll(async () => {
    await sim?.dispose();
  });
  beforeEach(async () => {
    expect((await controlRequest(started().url, 'post', '/reset')).status).toBe(200);
  });
  return started;
}
