// The contract's text patterns written into the bundle: every schema marked `x-text: <kind>` gets
// the kind's pattern (openapi/runtime/text-patterns.ts), so the sources name the rule and the
// bundle spells it. A marked schema that also writes its own pattern is an error: one home.
import { isTextKind, textPattern } from '../../openapi/runtime/text-patterns';
import { MULTILINE_MARK } from '../../openapi/runtime/text-check';

export const TEXT_MARK = 'x-text';

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null;
}

/** Writes each marked schema's pattern in place; returns how many it wrote. */
export function writeTextPatterns(bundle: Node): number {
  let written = 0;
  const visit = (node: unknown, where: string): void => {
    if (!isNode(node)) return;
    const kind = (node as Node)[TEXT_MARK];
    if (kind !== undefined) {
      if (!isTextKind(kind)) throw new Error(`${where}: unknown ${TEXT_MARK} kind ${String(kind)}`);
      if (node.pattern !== undefined)
        throw new Error(`${where}: ${TEXT_MARK} gives the pattern; remove its own pattern.`);
      node.pattern = textPattern(kind, node[MULTILINE_MARK] === true);
      written += 1;
    }
    for (const [key, child] of Object.entries(node)) visit(child, `${where}/${key}`);
  };
  visit(bundle, '#');
  return written;
}

/**
 * The bundle's JSON text with the invisible and confusable code points of its strings as JSON
 * escapes (`\u202e`): the text patterns hold them literally, and a file that shows them raw cannot
 * be read (or reviewed). JSON.stringify already escapes the C0 controls and unpaired surrogates,
 * but writes backspace and form feed as `\b` and `\f`, which a reader takes for the regular
 * expressions' word boundary and form feed escapes: they are spelled out too. JSON readers see
 * the same strings.
 */
export function escapeInvisibles(json: string): string {
  const spelled = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  return json
    .replace(/\\\\|\\b|\\f/g, (escape) =>
      escape === '\\b' ? spelled('\b') : escape === '\\f' ? spelled('\f') : escape,
    )
    .replace(
      /[\u007f-\u00a0\u00ad\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/g,
      spelled,
    );
}
