// A contract to compare, from a file (YAML or JSON, split files resolved by Redocly's bundler, the
// one `npm run gen:api` uses) or from a git ref of this repository's openapi/ folder.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';
import { isObject, type JsonObject } from './types';

/** The contract's entry file inside openapi/ when a git ref is given. */
export const CONTRACT_ENTRY = 'openapi/openapi.yaml';

async function bundleFile(file: string): Promise<JsonObject> {
  const config = await createConfig({});
  const { bundle: result, problems } = await bundle({ ref: file, config });
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0)
    throw new Error(
      `${file} could not be bundled: ${[...new Set(errors.map((p) => p.message))].slice(0, 3).join('; ')}`,
    );
  const parsed: unknown = result.parsed;
  if (!isObject(parsed as JsonObject) || !isObject((parsed as JsonObject).paths))
    throw new Error(`${file} is not an OpenAPI document (it has no paths).`);
  return parsed as JsonObject;
}

function isGitRef(ref: string): boolean {
  try {
    execFileSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * The bundled contract a `--base`/`--revision` argument names: a file when one exists at that
 * path, else a git ref whose openapi/ folder is checked out into a temporary folder.
 */
export async function loadContract(source: string): Promise<JsonObject> {
  if (existsSync(source)) return bundleFile(source);
  if (!isGitRef(source))
    throw new Error(`${source} is neither a contract file nor a git ref of this repository.`);
  const folder = mkdtempSync(join(tmpdir(), 'contract-diff-'));
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', source, 'openapi'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', folder], { input: archive });
    return await bundleFile(join(folder, CONTRACT_ENTRY));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
