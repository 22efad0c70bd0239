// Specmatic's backward-compatibility check beside the project's diff, on the diff's own test pairs
// (tests/contract-diff/pairs.ts: each a mutation of the real contract with the verdict it must
// get), on the fixture pair of its CLI tests, and on the contract against itself re-serialised.
// Specmatic compares the files changed since a git branch: every pair is one file of one scratch
// repository, so one run of the JVM checks them all. A mutated pair keeps only the paths the
// mutation touched (with every component), which keeps the run to minutes; the control pair is
// the whole contract.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIFF_PAIRS } from '../../tests/contract-diff/pairs';
import { diffContracts } from '../contract-diff/diff';
import { loadContract } from '../contract-diff/load';
import { isObject, type Json, type JsonObject } from '../contract-diff/types';
import { specmatic } from './specmatic';

const CONTRACT = 'openapi/dist/openapi.json';
const FIXTURES = 'tests/contract-diff/fixtures';

export type Verdict = 'breaking' | 'not breaking' | 'no verdict';

export interface PairVerdict {
  name: string;
  /** What the pair's test expects (the control pair: nothing changed, so not breaking). */
  expected: Verdict;
  project: Verdict;
  specmatic: Verdict;
}

interface Pair {
  name: string;
  expected: Verdict;
  base: JsonObject;
  revision: JsonObject;
  /** How the revision is written: the control pair differs from its base only in layout. */
  indent?: number;
}

/** The component pointers a node reaches through $refs, transitively. */
function reachable(doc: JsonObject, node: Json, seen = new Set<string>()): Set<string> {
  const visit = (value: Json): void => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    else if (isObject(value)) {
      const ref = value.$ref;
      if (typeof ref === 'string' && ref.startsWith('#/') && !seen.has(ref)) {
        seen.add(ref);
        const target = ref
          .slice(2)
          .split('/')
          .reduce<Json | undefined>((at, key) => (isObject(at) ? at[key] : undefined), doc);
        if (target !== undefined) visit(target);
      }
      for (const child of Object.values(value)) visit(child);
    }
  };
  visit(node);
  return seen;
}

/** A path item's text with the text of every component it reaches. */
function fingerprint(doc: JsonObject, path: string): string {
  const item = (doc.paths as JsonObject)[path];
  if (item === undefined) return '';
  const refs = [...reachable(doc, item)].sort();
  const parts = refs.map((ref) => JSON.stringify(reachableTarget(doc, ref)));
  return JSON.stringify(item) + parts.join('');
}

function reachableTarget(doc: JsonObject, ref: string): Json | undefined {
  return ref
    .slice(2)
    .split('/')
    .reduce<Json | undefined>((at, key) => (isObject(at) ? at[key] : undefined), doc);
}

/** Both documents cut down to the paths whose item or reachable components differ. */
function trimmed(base: JsonObject, revision: JsonObject): [JsonObject, JsonObject] {
  const basePaths = base.paths as JsonObject;
  const revisionPaths = revision.paths as JsonObject;
  const touched = new Set(
    [...Object.keys(basePaths), ...Object.keys(revisionPaths)].filter(
      (path) => fingerprint(base, path) !== fingerprint(revision, path),
    ),
  );
  const keep = (paths: JsonObject) =>
    Object.fromEntries(Object.entries(paths).filter(([path]) => touched.has(path)));
  return [
    { ...base, paths: keep(basePaths) },
    { ...revision, paths: keep(revisionPaths) },
  ];
}

function projectVerdict(base: JsonObject, revision: JsonObject): Verdict {
  const { changes } = diffContracts(base, revision, { operations: {} });
  return changes.some((c) => c.level === 'breaking') ? 'breaking' : 'not breaking';
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

async function pairs(): Promise<Pair[]> {
  const contract = JSON.parse(readFileSync(CONTRACT, 'utf8')) as JsonObject;
  const list: Pair[] = [
    {
      name: 'the contract against itself, re-serialised',
      expected: 'not breaking',
      base: contract,
      revision: contract,
      indent: 1,
    },
    {
      name: `${FIXTURES} base -> revision`,
      expected: 'breaking',
      base: await loadContract(`${FIXTURES}/base/openapi.yaml`),
      revision: await loadContract(`${FIXTURES}/revision/openapi.yaml`),
    },
  ];
  for (const [side, sidePairs] of Object.entries(DIFF_PAIRS))
    for (const pair of sidePairs) {
      const revision = structuredClone(contract);
      pair.mutate(revision);
      const [base, cut] = trimmed(contract, revision);
      list.push({
        name: `${pair.when} (${side})`,
        expected: pair.then.some((t) => t.endsWith(':breaking')) ? 'breaking' : 'not breaking',
        base,
        revision: cut,
      });
    }
  return list;
}

/** Specmatic's verdict per file from one run's output. */
function specmaticVerdicts(output: string): Map<string, Verdict> {
  const verdicts = new Map<string, Verdict>();
  for (const match of output.matchAll(
    /Verdict for spec (\S+):\s*\n\s*\((INCOMPATIBLE|COMPATIBLE)\)/g,
  ))
    verdicts.set(match[1] ?? '', match[2] === 'INCOMPATIBLE' ? 'breaking' : 'not breaking');
  return verdicts;
}

export interface CompatibilityRun {
  verdicts: PairVerdict[];
  /** What Specmatic printed. */
  output: string;
}

/** Every pair's three verdicts: expected, the project's diff, Specmatic's. */
export async function compatibility(jar: string): Promise<CompatibilityRun> {
  const all = await pairs();
  const repo = mkdtempSync(join(tmpdir(), 'peers-bcc-'));
  try {
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.email=peers@local', '-c', 'user.name=peers', ...args], {
        cwd: repo,
        stdio: 'ignore',
      });
    git('init', '-q', '-b', 'main');
    mkdirSync(join(repo, 'pairs'));
    const file = (index: number, pair: Pair) =>
      join(repo, 'pairs', `${String(index).padStart(2, '0')}-${slug(pair.name)}.json`);
    all.forEach((pair, i) => writeFileSync(file(i, pair), JSON.stringify(pair.base)));
    git('add', '.');
    git('commit', '-qm', 'base');
    all.forEach((pair, i) =>
      writeFileSync(file(i, pair), JSON.stringify(pair.revision, null, pair.indent ?? 2)),
    );
    const output = await specmatic(jar, ['backward-compatibility-check', '--base-branch', 'main'], {
      cwd: repo,
    });
    const found = specmaticVerdicts(output);
    const verdicts = all.map((pair, i) => ({
      name: pair.name,
      expected: pair.expected,
      project: projectVerdict(pair.base, pair.revision),
      specmatic: found.get(file(i, pair)) ?? 'no verdict',
    }));
    return { verdicts, output };
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}
