// `npm ci` on the Node the README names must print no EBADENGINE warning: every package the lock
// file installs accepts that Node. The README is the one place that names it ("Node 20.19+"), and
// package.json's engines field says the same; both are read here, not copied.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

interface LockEntry {
  engines?: { node?: string } | string[];
  optional?: boolean;
}

function readmeNode(): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const found = /Node (\d+\.\d+)\+/.exec(readme);
  if (!found?.[1]) throw new Error('README.md names no "Node X.Y+"');
  return `${found[1]}.0`;
}

describe('Install on the README Node', () => {
  it('When the README names the oldest Node, then package.json engines agrees', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(semver.minVersion(pkg.engines.node)?.version).toBe(readmeNode());
  });

  it('When npm ci installs the lock file on that Node, then no package asks for a newer one', () => {
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, LockEntry>;
    };
    const node = readmeNode();
    const refused = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!path || !range || semver.satisfies(node, range)) return [];
      return [`${path} wants node ${range}`];
    });
    expect(refused).toEqual([]);
  });
});
