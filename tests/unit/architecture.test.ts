// The design card's structure, beyond what ESLint sees: no import cycle anywhere in the
// repository, type-only imports included (import/no-cycle skips those), e.g. a module that
// imports another's types while that one imports its values. The graph is read with
// TypeScript's parser and resolver (scripts/lib/load-graph.ts, type imports included).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGraph } from '../../scripts/lib/load-graph';

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS = ['openapi', 'web/src', 'machines', 'sim-server', 'fixtures', 'scripts', 'tests'];

/** The graph's cycles: each strongly connected set of modules (Tarjan), or a module importing itself. */
function cyclesOf(graph: Record<string, string[]>): string[][] {
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
    for (const next of graph[node] ?? []) {
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
    if (members.length > 1 || graph[node]?.includes(node)) cycles.push(members.sort());
  };
  for (const node of Object.keys(graph)) if (!index.has(node)) visit(node);
  return cycles;
}

describe('The repository has no import cycle', () => {
  it('When every module is read, then none imports itself through others, types included', () => {
    expect(cyclesOf({ a: ['b'], b: ['a'], c: ['a'] })).toEqual([['a', 'b']]);

    const graph = loadGraph(FOLDERS, { root: ROOT, types: true });

    expect(Object.keys(graph).length).toBeGreaterThan(200);
    expect(cyclesOf(graph)).toEqual([]);
  }, 60_000);
});
