// A contract to compare, from a file (YAML or JSON, split files resolved by Redocly's bundler, the
// one `npm run gen:api` uses) or from a git ref of this repository's openapi/ folder. The files a
// contract names with $ref are read only inside the contract's own folder (the ref's openapi/ for
// a git ref): no URL, no absolute path, no `..` or link out of it; and no YAML alias. A pull
// request's contract could otherwise put any file or URL answer of the CI machine into the job
// log (audit 2026-11-28, H1), or a 1.5 KB alias bomb make the diff walk 10⁹ nodes (M6).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import {
  BaseResolver,
  bundle,
  createConfig,
  isAbsoluteUrl,
  ResolveError,
  type Document,
  type Source,
} from '@redocly/openapi-core';
import { parseDocument, visit } from 'yaml';
import { EXIT, missingFile, ToolError } from '../lib/cli';
import { isObject, type JsonObject } from './types';

/** The contract's entry file inside openapi/ when a git ref is given. */
export const CONTRACT_ENTRY = 'openapi/openapi.yaml';

function inside(folder: string, file: string): boolean {
  const path = relative(folder, file);
  return path !== '' && !path.startsWith('..') && !isAbsolute(path);
}

/** Redocly's resolver, held to one folder; what it refuses is kept to be said once bundled. */
class FolderResolver extends BaseResolver {
  readonly refused: string[] = [];
  private readonly realFolder: string;

  constructor(
    private readonly folder: string,
    private readonly entry: string,
  ) {
    super();
    this.realFolder = realpathSync(folder);
  }

  private refuse(why: string): string {
    this.refused.push(why);
    return join(this.folder, '\0refused');
  }

  override resolveExternalRef(base: string | null, ref: string): string {
    if (base === null) return this.entry;
    if (isAbsoluteUrl(ref) || /^[a-z][a-z0-9+.-]*:/i.test(ref))
      return this.refuse(`$ref ${ref} is a URL`);
    if (isAbsolute(ref)) return this.refuse(`$ref ${ref} is an absolute path`);
    const file = resolve(dirname(base), ref);
    if (!inside(this.folder, file)) return this.refuse(`$ref ${ref} leaves the contract's folder`);
    return file;
  }

  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    if (absoluteRef.includes('\0')) throw new ResolveError(new Error('refused'));
    let real: string;
    try {
      real = realpathSync(absoluteRef);
    } catch (error) {
      throw new ResolveError(error instanceof Error ? error : new Error(String(error)));
    }
    if (!inside(this.realFolder, real)) {
      this.refuse(`${relative(this.folder, absoluteRef)} links out of the contract's folder`);
      throw new ResolveError(new Error('refused'));
    }
    return super.loadExternalRef(absoluteRef);
  }

  override parseDocument(source: Source, isRoot?: boolean): Document {
    let alias: string | undefined;
    visit(parseDocument(source.body), {
      Alias(_key, node) {
        alias = `*${node.source}`;
        return visit.BREAK;
      },
    });
    if (alias) {
      this.refuse(`${relative(this.folder, source.absoluteRef)} holds the YAML alias ${alias}`);
      return { source, parsed: {} };
    }
    return super.parseDocument(source, isRoot);
  }
}

async function bundleFile(file: string, shown = file): Promise<JsonObject> {
  if (!existsSync(file))
    throw new ToolError(EXIT.missingFile, `cannot read ${shown}: no such file`);
  const resolver = new FolderResolver(dirname(resolve(file)), resolve(file));
  const config = await createConfig({});
  let bundled: Awaited<ReturnType<typeof bundle>> | undefined;
  let failure: unknown;
  try {
    bundled = await bundle({ ref: file, config, externalRefResolver: resolver });
  } catch (error) {
    failure = error;
  }
  // A refusal first: what Redocly made of a refused file (an empty document) says nothing.
  const [refused] = resolver.refused;
  if (refused)
    throw new ToolError(
      EXIT.badFile,
      `${shown} is refused: ${refused} (only files of its own folder are read, and no YAML alias)`,
    );
  if (!bundled)
    throw new ToolError(
      EXIT.badFile,
      `${shown} could not be bundled: ${failure instanceof Error ? failure.message : String(failure)}`,
    );
  const { bundle: result, problems } = bundled;
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0)
    throw new ToolError(
      EXIT.badFile,
      `${shown} could not be bundled: ${[...new Set(errors.map((p) => p.message))].slice(0, 3).join('; ')}`,
    );
  const parsed: unknown = result.parsed;
  if (!isObject(parsed as JsonObject) || !isObject((parsed as JsonObject).paths))
    throw new ToolError(EXIT.badFile, `${shown} is not an OpenAPI document (it has no paths)`);
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
    throw new ToolError(
      EXIT.missingFile,
      `${source} is neither a contract file nor a git ref of this repository`,
    );
  const folder = mkdtempSync(join(tmpdir(), 'contract-diff-'));
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', source, 'openapi'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', folder], { input: archive });
    return await bundleFile(join(folder, CONTRACT_ENTRY), `${source}:${CONTRACT_ENTRY}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
