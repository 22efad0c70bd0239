// The parts of a mutation scope run file by file, each file with the tests that import it.
// A static mutant (code that runs when its module loads) has no per-test coverage, so Stryker
// reruns every test of its run for it; with one file and its importers a run, it reruns those
// alone (the web scope's 82 static mutants took about 37 s each against every web test).
import madge from 'madge';

/** One Stryker run of a scope: files to mutate and the tests that exercise them. */
export interface Part {
  name: string;
  mutate: string[];
  /** The tests that exercise the part: folders or files of tests/, `!` before one left out. */
  tests: string[];
}

const TEST_FILE = /\.test\.tsx?$/;

/** Every module `from` imports, directly or through others (type-only imports left out). */
function reachedFrom(graph: Record<string, string[]>, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    for (const next of graph[file] ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(next);
    }
  }
  return seen;
}

/**
 * A part per file of `files` (paths from the repository's root), named by the file's name
 * without its folder and extension, with the test files under `tests` that load it. The files no
 * test loads share one part, `untested`, run with every test: their mutants are never reached
 * (no coverage), whatever the tests.
 */
export async function partsByImporters(
  files: readonly string[],
  sources: readonly string[],
  tests: readonly string[],
): Promise<Part[]> {
  const graph = (
    await madge([...sources, ...tests], {
      baseDir: '.',
      fileExtensions: ['ts', 'tsx'],
      tsConfig: 'tsconfig.json',
      excludeRegExp: [/node_modules/, /[\\/]dist[\\/]/],
      // A type-only import loads nothing: no mutant of the imported file runs through it.
      detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
    })
  ).obj();
  const testFiles = Object.keys(graph).filter((file) => TEST_FILE.test(file));
  const reached = new Map(testFiles.map((test) => [test, reachedFrom(graph, test)]));
  const parts: Part[] = [];
  const untested: string[] = [];
  for (const file of files) {
    const importers = testFiles.filter((test) => reached.get(test)?.has(file));
    if (importers.length === 0) untested.push(file);
    else parts.push({ name: partName(file), mutate: [file], tests: importers });
  }
  if (untested.length > 0) parts.push({ name: 'untested', mutate: untested, tests: [...tests] });
  const names = parts.map((part) => part.name);
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  if (twice.length > 0) throw new Error(`Two files give the part name ${twice.join(', ')}`);
  return parts;
}

function partName(file: string): string {
  return (file.split('/').pop() ?? file).replace(/\.tsx?$/, '');
}
