// One Playwright test per replayed path of a machine: the path's steps, each a test.step named
// `step N (event)` that does what makes the event happen in the page and checks what a person
// sees. Each test writes its outcome (the states and transitions it reached, or the failing step)
// as a line of REPLAY_RESULTS for `npm run replay -- --level browser` to tally.
import { test } from '../../../tests/support/usage-fixture';
import { machineModels } from '../../../machines/testing/models';
import { CALL_DRIVERS } from '../drivers';
import { writeResult as record } from '../protocol';
import { pathContext, type PathContext } from './context';
import { coveringPaths, type PlannedPath, type PlannedStep } from './plan';
import type { BrowserDriver } from './driver';

/** The paths the browser replays for a machine (all of its cover, or the one --path names). */
export function browserPaths(machine: string, driver: BrowserDriver): PlannedPath[] {
  const model = machineModels.find((m) => m.machine.id === machine);
  if (!model) throw new Error(`No machine ${machine}.`);
  const only = process.env.REPLAY_PATH;
  const paths = coveringPaths(model, (p) => driver.playable(p));
  return only === undefined ? paths : paths.filter((p) => p.index === Number(only));
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // Playwright's messages carry ANSI colours and a call log: the first line says what failed.
  // eslint-disable-next-line no-control-regex -- strips ANSI colour codes
  return (text.replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0] ?? '').trim();
}

export function replayMachine(machine: string, driver: BrowserDriver): void {
  const selected = process.env.REPLAY_MACHINE;
  if (selected && selected !== machine) return;
  for (const path of browserPaths(machine, driver)) {
    test.describe(() => {
      const options = driver.contextOptions?.(path);
      if (options) test.use(options);
      test(`${machine} path ${path.index}: ${path.events}`, async ({ page, simScenario }) => {
        const context: PathContext = await pathContext(
          page,
          path,
          CALL_DRIVERS[machine],
          driver.answers,
          simScenario,
        );
        let current: PlannedStep | undefined;
        try {
          await driver.prepare?.(context);
          for (const step of path.steps) {
            current = step;
            await test.step(`step ${step.number} (${step.event.type})`, async () => {
              await context.arrangeFrom(step.number);
              await driver.step(context, step);
              // A network fault outlives its one call (the browser's retries): gone once answered.
              const answered = (type?: string) => driver.answers.includes(type ?? '');
              if (answered(step.event.type) && !answered(step.next?.type))
                await context.backend.clearFaults();
            });
          }
          record({ ...outcome(path), passed: true });
        } catch (error) {
          record({
            ...outcome(path),
            passed: false,
            step: current?.number ?? -1,
            event: current?.event.type ?? '',
            message: firstLine(error),
          });
          throw error;
        } finally {
          await context.backend.clearFaults();
          await context.backend.resetClock();
        }
      });
    });
  }
}

function outcome(path: PlannedPath) {
  return {
    machine: path.machine,
    index: path.index,
    events: path.events,
    states: path.states,
    transitions: path.transitions,
  };
}
