// What each module of the repository loads when it runs, read with TypeScript's own parser and
// resolved as tsc resolves it with the repository's tsconfig: its imports and re-exports that are
// not type-only (`import type`, or every name marked `type`: those load nothing), `import x =
// require()` and `import()`; with `types`, what it imports for types as well. Modules outside the
// given folders are followed too; packages are not. It answers what madge answered (with
// skipTypeImports, or without), for the TypeScript files, in a fraction of the time: the mutation
// parts (scripts/lib/mutation-parts.ts) and the import-cycle test (tests/unit/architecture.test.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const EXCLUDED = [/node_modules/, /[\\/]dist[\\/]/];
const SOURCE = /\.tsx?$/;

function sourcesUnder(path: string): string[] {
  if (EXCLUDED.some((pattern) => pattern.test(path))) return [];
  if (!statSync(path).isDirectory()) return SOURCE.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => sourcesUnder(join(path, name)));
}

function typeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

function typeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((element) => element.isTypeOnly)
  );
}

/** The module names a file loads (or, with `types`, names for types too), as written. */
function loadedNames(file: string, types: boolean): string[] {
  const text = readFileSync(file, 'utf8');
  // Every name, types included: TypeScript's import scanner, which needs no syntax tree.
  if (types) return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      if (!typeOnlyImport(node) && ts.isStringLiteral(node.moduleSpecifier))
        names.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node)) {
      const named = node.moduleSpecifier;
      if (!typeOnlyExport(node) && named && ts.isStringLiteral(named)) names.push(named.text);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      names.push(node.moduleReference.expression.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      names.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/**
 * Each TypeScript module under `paths` (files or folders, from `root`), and each it reaches,
 * with the modules it loads (with `types`, imports for types too): paths from `root`.
 */
export function loadGraph(
  paths: readonly string[],
  { root = process.cwd(), types = false }: { root?: string; types?: boolean } = {},
): Record<string, string[]> {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => ts.sys.readFile(path));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const queue = paths.flatMap((path) => sourcesUnder(resolve(root, path)));
  const seen = new Set(queue);
  const graph: Record<string, string[]> = {};
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const loaded = new Set<string>();
    for (const name of loadedNames(file, types)) {
      const resolved = ts.resolveModuleName(name, file, options, ts.sys, cache).resolvedModule;
      const target = resolved?.resolvedFileName;
      if (!target || resolved.isExternalLibraryImport || !SOURCE.test(target)) continue;
      if (target.endsWith('.d.ts') || EXCLUDED.some((pattern) => pattern.test(target))) continue;
      loaded.add(relative(root, target));
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
    graph[relative(root, file)] = [...loaded];
  }
  return graph;
}
