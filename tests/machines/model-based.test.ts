// Model-based tests: for every machine, the paths @xstate/graph generates (shortest and simple,
// over the event cases in machines/testing/models.ts) are replayed on a real actor and must
// enter every state node and take every transition of the machine's definition.
import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { analyseMachine, type MachineCoverage } from '../../machines/testing/coverage';
import { machineModels } from '../../machines/testing/models';
import { toPathsFile } from '../../scripts/lib/machine-paths';

const FLOW_IDS = ['oneTapLogin', 'voiceSearch', 'sendAppLink', 'appBanner', 'follow'];

describe.each(machineModels.map((model) => [model.machine.id, model] as const))(
  'Model-based paths of %s',
  (_, model) => {
    let coverage: MachineCoverage;
    beforeAll(() => {
      coverage = analyseMachine(model);
    });

    it('When its paths are replayed, then every state node is entered', () => {
      expect(coverage.uncoveredStates).toEqual([]);
      expect(coverage.states.covered).toBe(coverage.states.total);
      expect(coverage.states.total).toBeGreaterThan(0);
    });

    it('When its paths are replayed, then every transition is taken', () => {
      expect(coverage.uncoveredTransitions).toEqual([]);
      expect(coverage.transitions.covered).toBe(coverage.transitions.total);
      expect(coverage.transitions.total).toBeGreaterThan(0);
    });

    it('When its paths are listed, then each starts at the initial state and ends at its target', () => {
      for (const path of coverage.paths) {
        expect(path.steps[0]?.event.type).toBe('xstate.init');
        expect(path.steps.at(-1)?.state).toEqual(path.target);
      }
    });
  },
);

describe('The machine registry', () => {
  it('When the paths are generated, then the five flows are there under their ids', () => {
    const ids = machineModels.map((model) => model.machine.id);

    expect(ids).toEqual(expect.arrayContaining(FLOW_IDS));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('When a machine file exists, then its machine is in the registry', async () => {
    const registered = new Set<AnyStateMachine>(machineModels.map((model) => model.machine));
    const files = readdirSync(new URL('../../machines/', import.meta.url)).filter((file) =>
      file.endsWith('.machine.ts'),
    );

    for (const file of files) {
      const module = (await import(`../../machines/${file}`)) as Record<string, unknown>;
      const machines = Object.entries(module).filter(([name]) => name.endsWith('Machine'));
      expect(machines, file).toHaveLength(1);
      expect(registered.has(machines[0]?.[1] as AnyStateMachine), file).toBe(true);
    }
  });

  it('When the paths file is built, then it has exactly the shape QA replays', () => {
    const follow = machineModels.find((model) => model.machine.id === 'follow');
    if (!follow) throw new Error('The follow machine is not registered.');

    const file = toPathsFile([analyseMachine(follow)]);
    const [machine] = file.machines;

    expect(Object.keys(file)).toEqual(['machines']);
    expect(Object.keys(machine ?? {})).toEqual(['id', 'states', 'transitions', 'paths']);
    expect(Object.keys(machine?.states ?? {})).toEqual(['total', 'covered']);
    expect(Object.keys(machine?.paths[0] ?? {})).toEqual(['steps', 'target']);
    expect(Object.keys(machine?.paths[0]?.steps[0] ?? {})).toEqual(['event', 'state']);
    expect(JSON.parse(JSON.stringify(file))).toEqual(file);
  });
});
