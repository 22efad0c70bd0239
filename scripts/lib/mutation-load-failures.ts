// A vitest reporter for mutation runs only (vitest.mutation.config.ts): a test file that fails to
// load gets one failed test carrying its load error. Stryker's vitest runner (9.6.1, 10.0.0)
// builds a mutant's result from the tests it collected, and a file whose import throws collects
// none, so a static mutant that stops a module from loading (`initial: ''` in a machine) was
// scored Survived though the file is red (stryker-js#6150). A file that loaded is left alone.
import type { RunnerTestCase, RunnerTestFile } from 'vitest';
import { experimental_getRunnerTask, type Reporter, type TestModule } from 'vitest/node';

/** The failed test standing for a file that did not load, or none for a file that did. */
export function loadFailureOf(file: RunnerTestFile): RunnerTestCase | undefined {
  if (file.result?.state !== 'fail' || file.tasks.length > 0) return undefined;
  const name = 'the test file loads';
  const test: Omit<RunnerTestCase, 'context'> = {
    type: 'test',
    id: `${file.id}_load`,
    name,
    fullName: `${file.name} > ${name}`,
    fullTestName: name,
    mode: 'run',
    meta: {},
    file,
    suite: file,
    timeout: 0,
    annotations: [],
    artifacts: [],
    result: { state: 'fail', errors: file.result.errors ?? [] },
  };
  // Vitest types a test with the context only its runner builds; a finished run reads none.
  return test as RunnerTestCase;
}

export default class LoadFailuresAsFailedTests implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    for (const module of modules) {
      const file = experimental_getRunnerTask(module);
      const failure = loadFailureOf(file);
      if (failure) file.tasks.push(failure);
    }
  }
}
