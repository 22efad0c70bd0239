// `npm run mutation [scope…]`: Stryker over the vocabulary, the machines, the simulator's domain and
// the web app's lib/ and component-tested hooks, one scope at a time (each with its own incremental
// file, so a later run re-tests only the mutants whose code or tests changed), and a verdict per
// scope against its target. Not part of `npm test`: a full run takes tens of minutes on two cores.
// Reports: reports/mutation/<scope>/ (HTML and JSON; a scope run in parts, one folder per part).
//
//   npm run mutation                 every scope
//   npm run mutation -- machines     one scope while iterating
//   npm run mutation -- machines/toast   one part of a scope run in parts
//   npm run mutation -- vocabulary --force
//                                    every mutant again, the incremental file ignored: a static
//                                    mutant (module-level code) has no per-test coverage, so an
//                                    incremental run reuses its old result even when a new test
//                                    kills it; run --force after adding tests for constants
import { readdirSync } from 'node:fs';
import { Stryker } from '@stryker-mutator/core';
import type { MutantResult } from '@stryker-mutator/api/core';
import { partsByImporters, type Part } from './lib/mutation-parts';

interface Scope {
  name: string;
  /**
   * The scope's runs. A static mutant (code that runs when its module loads: a machine's
   * configuration, a module's constants) has no per-test coverage, so Stryker reruns every test
   * of the run for it: a scope of many such mutants runs in parts, each file with only the tests
   * of that file, so that a static mutant reruns one test file, not the whole set. A function
   * finds them when the scope is asked for (the web's, from the imports: seconds of reading).
   */
  parts: Part[] | (() => Promise<Part[]>);
  /** The lowest mutation score (killed + timed out over all valid mutants, in %) that passes. */
  target: number;
  /**
   * Leaves out static mutants, which Stryker can only test by rerunning every test of the run.
   * The domain's are the few module constants of its rules; the score is then over the mutants of
   * code the tests run, and the report counts the rest as ignored. (The machines' 1,198 static
   * mutants were left out this way, an estimated eight hours as one run; they now run in parts.)
   */
  ignoreStatic?: boolean;
}

/**
 * The unit tests that pin the vocabulary's values and rules. A scope runs a focused set of the
 * suites: a constant of the vocabulary or a machine's configuration is a static mutant (it runs
 * when its module loads, so every test of the set runs for it), and the whole set of suites takes
 * minutes a run on two cores. A smaller set can only kill fewer mutants, so each score is a lower
 * bound of the whole suite's.
 */
const VALUE_TESTS = [
  'tests/unit/spec-values.test.ts',
  'tests/unit/message-table.test.ts',
  'tests/unit/vocabulary.test.ts',
  'tests/unit/validation.test.ts',
  'tests/unit/page-kind.test.ts',
  'tests/unit/return-path.test.ts',
  'tests/unit/resume-rules.test.ts',
  'tests/unit/routes.test.ts',
  'tests/unit/old-pages.test.ts',
  'tests/unit/fixed-lists.test.ts',
  'tests/unit/search-vocabulary.test.ts',
  'tests/unit/own-texts.test.ts',
  'tests/unit/spec-names.test.ts',
];
/** The machines' own tests, without the model-based paths (minutes a run). */
const MACHINE_TESTS = ['tests/machines', '!tests/machines/model-based.test.ts'];

/** The machines, one part per machine: its configuration checked by its own unit test alone. */
const MACHINE_IDS = [
  'appBanner',
  'bell',
  'carousel',
  'covidToggle',
  'follow',
  'lazyImage',
  'notificationBar',
  'oldAutoLogin',
  'oneTapLogin',
  'otpVerification',
  'searchValidation',
  'seekerBanner',
  'sendAppLink',
  'toast',
  'voiceRecognition',
  'voiceSearch',
];

/** The web app's tests: tests/web (jsdom) and the unit tests of its lib/. */
const WEB_TESTS = [
  'tests/web',
  'tests/unit/upload-fetch.test.ts',
  'tests/unit/resume-rules.test.ts',
  'tests/unit/pending-action.test.ts',
  'tests/unit/search-quality.test.ts',
];

/** The web app's files the scope mutates: its lib/ and the rules and hooks its component tests reach. */
function webFiles(): string[] {
  return [
    ...readdirSync('web/src/lib')
      .filter((file) => file.endsWith('.ts') && file !== 'usage-recorder.ts')
      .map((file) => `web/src/lib/${file}`),
    'web/src/features/search/search-url.ts',
    'web/src/features/registration/validation.ts',
    'web/src/components/slow-notice.tsx',
    'web/src/components/part-state.tsx',
  ];
}

const whole = (name: string, mutate: string[], tests: string[]): Part[] => [
  { name, mutate, tests },
];

const SCOPES: readonly Scope[] = [
  {
    name: 'vocabulary',
    parts: whole('vocabulary', ['openapi/vocabulary/**/*.ts'], [...VALUE_TESTS, ...MACHINE_TESTS]),
    target: 90,
  },
  {
    name: 'machines',
    // Static mutants included (issue 38): each machine with its own test file, the shared code
    // (lib/, calls/, constants) with every machine test. The model-based paths stay out (minutes
    // a run); the machines' unit tests take every transition on their own.
    parts: [
      ...MACHINE_IDS.map((id) => ({
        name: id,
        mutate: [`machines/${id}.machine.ts`],
        tests: [`tests/machines/${id}.machine.test.ts`],
      })),
      {
        name: 'shared',
        mutate: ['machines/lib/**/*.ts', 'machines/calls/**/*.ts', 'machines/constants.ts'],
        tests: MACHINE_TESTS,
      },
    ],
    target: 90,
  },
  {
    name: 'domain',
    // The domain's unit tests (tests/domain: each rule called directly on a small seeded catalogue
    // and a real store, about 4 s for all). The HTTP tests of tests/sim start a simulator per file
    // and rerun for every mutant they cover: 2,455 mutants were an estimated 21 hours.
    parts: whole('domain', ['sim-server/domain/**/*.ts'], ['tests/domain']),
    target: 80,
    ignoreStatic: true,
  },
  {
    name: 'web',
    // One part per file with the web tests that load it (scripts/lib/mutation-parts.ts): the
    // scope's static mutants rerun a few test files each, not all of them (issue 38).
    parts: () => partsByImporters(webFiles(), ['web/src'], WEB_TESTS),
    target: 75,
  },
];

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** Stryker's mutation score: detected over detected + undetected (errors and ignored left out). */
function score(results: readonly MutantResult[]): {
  score: number;
  detected: number;
  valid: number;
} {
  const detected = results.filter((r) => DETECTED.has(r.status)).length;
  const undetected = results.filter((r) => UNDETECTED.has(r.status)).length;
  const valid = detected + undetected;
  return { score: valid === 0 ? 100 : (100 * detected) / valid, detected, valid };
}

/** One scope's run: all its parts, and those asked for (all, or the ones named `scope/part`). */
interface Run {
  scope: Scope;
  all: Part[];
  parts: Part[];
}

async function runPart({ scope, all }: Run, part: Part): Promise<MutantResult[]> {
  // A scope run in parts keeps a folder (and an incremental file) per part, even when one is asked.
  const inParts = all.length > 1;
  const dir = inParts
    ? `reports/mutation/${scope.name}/${part.name}`
    : `reports/mutation/${scope.name}`;
  process.env.MUTATION_TESTS = part.tests.join(',');
  const stryker = new Stryker({
    configFile: 'stryker.config.mjs',
    mutate: part.mutate,
    incrementalFile: `${dir}/incremental.json`,
    force,
    ignoreStatic: scope.ignoreStatic ?? false,
    htmlReporter: { fileName: `${dir}/index.html` },
    jsonReporter: { fileName: `${dir}/mutation.json` },
  });
  const results = await stryker.runMutationTest();
  if (inParts) {
    const measured = score(results);
    console.log(
      `--- ${scope.name}/${part.name}: ${measured.score.toFixed(2)}% (${measured.detected}/${measured.valid})`,
    );
  }
  return results;
}

async function runScope(run: Run): Promise<{ scope: Scope; score: number; seconds: number }> {
  const { scope } = run;
  const started = Date.now();
  const results: MutantResult[] = [];
  for (const part of run.parts) results.push(...(await runPart(run, part)));
  const measured = score(results);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `\n=== ${scope.name}: ${measured.score.toFixed(2)}% (${measured.detected}/${measured.valid} detected; target ${scope.target}%) in ${seconds} s`,
  );
  return { scope, score: measured.score, seconds };
}

const force = process.argv.includes('--force');
const asked = process.argv.slice(2).filter((arg) => arg !== '--force');
/** `scope` or `scope/part` (one part of a scope run in parts: `machines/toast`). */
const scopeOf = (name: string) => name.split('/')[0];
const wanted =
  asked.length === 0
    ? SCOPES
    : SCOPES.filter((s) => asked.some((name) => scopeOf(name) === s.name));
const runs: Run[] = [];
for (const scope of wanted) {
  const all = typeof scope.parts === 'function' ? await scope.parts() : scope.parts;
  const everyPart = asked.length === 0 || asked.includes(scope.name);
  const parts = everyPart ? all : all.filter((p) => asked.includes(`${scope.name}/${p.name}`));
  runs.push({ scope, all, parts });
}
const unknown = asked.filter(
  (name) =>
    !runs.some(
      ({ scope, all }) =>
        name === scope.name || all.some((p) => name === `${scope.name}/${p.name}`),
    ),
);
if (unknown.length > 0) {
  console.error(
    `Unknown scope(s): ${unknown.join(', ')}. Scopes: ${SCOPES.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}
const outcomes = [];
for (const run of runs) outcomes.push(await runScope(run));

console.log('\n=== Mutation scores');
for (const { scope, score: value, seconds } of outcomes) {
  const verdict = value >= scope.target ? 'meets' : 'BELOW';
  console.log(
    `${scope.name.padEnd(11)} ${value.toFixed(2).padStart(6)}%  ${verdict} ${scope.target}%  ${seconds} s`,
  );
}
if (outcomes.some((o) => o.score < o.scope.target)) process.exit(1);
