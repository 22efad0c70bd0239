// The design card's structure, beyond what ESLint sees: no import cycle anywhere in the
// repository, type-only imports included (import/no-cycle skips those), e.g. a module that
// imports another's types while that one imports its values. The graph is TypeScript's own:
// every import, export-from and import() a file holds (ts.preProcessFile), resolved as tsc
// resolves it with the repository's tsconfig, and followed into files outside the folders.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS = ['openapi', 'web/src', 'machines', 'sim-server', 'fixtures', 'scripts', 'tests'];
const EXCLUDED = [/node_modules/, /openapi[\\/]dist/, /web[\\/]dist/];
const SOURCE = /\.tsx?$/;

function sourcesIn(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (EXCLUDED.some((pattern) => pattern.test(path))) return [];
    if (entry.isDirectory()) return sourcesIn(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** What a file's text imports, as written: values, types, re-exports and import() alike. */
function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

/** Each module of the repository with the modules of the repository it imports. */
function importGraph(): Map<string, string[]> {
  const config = ts.readConfigFile(join(ROOT, 'tsconfig.json'), ts.sys.readFile.bind(ts.sys));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, options);
  const queue = FOLDERS.flatMap((folder) => sourcesIn(join(ROOT, folder)));
  const seen = new Set(queue);
  const graph = new Map<string, string[]>();
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const imported = new Set<string>();
    for (const name of importsOf(readFileSync(file, 'utf8'))) {
      const resolved = ts.resolveModuleName(name, file, options, ts.sys, cache).resolvedModule;
      const target = resolved?.resolvedFileName;
      if (!target || resolved.isExternalLibraryImport) continue;
      if (EXCLUDED.some((pattern) => pattern.test(target))) continue;
      // Styles, JSON and declarations import nothing: they close no cycle.
      if (!SOURCE.test(target) || target.endsWith('.d.ts')) continue;
      imported.add(relative(ROOT, target));
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
    graph.set(relative(ROOT, file), [...imported]);
  }
  return graph;
}

/** The graph's cycles: each strongly connected set of modules (Tarjan), or a module importing itself. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next))
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const members: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      members.push(member);
      if (member === node) break;
    }
    if (members.length > 1 || graph.get(node)?.includes(node)) cycles.push(members.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('The repository has no import cycle', () => {
  it('When every module is read, then none imports itself through others, types included', () => {
    expect(importsOf("import type { A } from './a';\nexport type { B } from './b';")).toEqual([
      './a',
      './b',
    ]);
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', ['a']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b']]);

    const graph = importGraph();

    expect(graph.size).toBeGreaterThan(200);
    expect(cyclesOf(graph)).toEqual([]);
  }, 60_000);
});
