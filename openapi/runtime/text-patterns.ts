// The contract's text patterns, built from the one table of what request text may hold
// (text-rules.ts) and the name rules of the vocabulary (validation.ts). The contract marks a
// string with `x-text: <kind>` (and `x-multiline: true` where line breaks are taken); `npm run
// gen:api` writes the kind's pattern into the bundle, so the rule lives here and nowhere else.
//
// The patterns are read alike by ECMA-262 (Ajv compiles them with the `u` flag), Java (Specmatic
// matches with java.util.regex) and Specmatic's generator (dk.brics.automaton, which reads a
// backslash before any character as that character): plain character classes of literal code
// points, no `\p{..}` (brics and Specmatic refuse it), no `\u`/`\x` escapes (brics reads `\u0000`
// as `u0000`), no `\s`, `\w` or `\b` (their meaning differs between the three). The bundle spells
// the invisible code points as JSON escapes (gen-api.ts), so the file stays readable.
import { QUERY_ENTITY_TYPES } from '../vocabulary/search';
import {
  NAME_CHARACTER,
  RESUME_BASE_NAME_PATTERN,
  RESUME_EXTENSIONS,
} from '../vocabulary/validation';
import { BLANKS, refusedRanges, within, without, type CodeRange } from './text-rules';

export const TEXT_KINDS = [
  'text',
  'nonblank',
  'web-address',
  'person-name',
  'resume-file-name',
  'typed-entity',
] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

/** The kinds a field marked `x-multiline: true` may have. */
const MULTILINE_KINDS: ReadonlySet<TextKind> = new Set(['text', 'nonblank']);

/** The longest name before `:type` in a typed entity (search's queryEntity). */
export const TYPED_ENTITY_NAME_MAX_CHARS = 100;

/** Latin-1: the block whose letters and symbols the name patterns tell apart themselves. */
const LATIN_1 = { from: 0x00, to: 0xff };

/** Characters a class spells with a backslash in all three readers. */
const CLASS_SYNTAX = new Set(['\\', ']', '[', '^', '-']);

function merged(ranges: readonly CodeRange[]): CodeRange[] {
  const sorted = [...ranges].sort((a, b) => a.from - b.from);
  const out: CodeRange[] = [];
  for (const range of sorted) {
    const last = out.at(-1);
    if (last && range.from <= last.to + 1)
      out[out.length - 1] = { ...last, to: Math.max(last.to, range.to) };
    else out.push({ ...range });
  }
  return out;
}

function literal(code: number): string {
  const char = String.fromCharCode(code);
  return CLASS_SYNTAX.has(char) ? `\\${char}` : char;
}

/** A character class of literal code points (all in the Basic Multilingual Plane). */
function charClass(ranges: readonly CodeRange[], negated: boolean): string {
  const body = merged(ranges)
    .map(({ from, to }) =>
      from === to
        ? literal(from)
        : to === from + 1
          ? `${literal(from)}${literal(to)}`
          : `${literal(from)}-${literal(to)}`,
    )
    .join('');
  return `[${negated ? '^' : ''}${body}]`;
}

/** The code points of `block` that `fits` refuses, as ranges. */
function refusedIn(block: CodeRange, fits: (char: string) => boolean): CodeRange[] {
  const codes: CodeRange[] = [];
  for (let code = block.from; code <= block.to; code += 1)
    if (!fits(String.fromCharCode(code))) codes.push({ from: code, to: code });
  return merged(codes);
}

const SPACE = 0x20;

/** Blanks that are not refused outright in such a field (what a trim removes and the rule keeps). */
function keptBlanks(refused: readonly CodeRange[]): CodeRange[] {
  const codes: number[] = [];
  for (const range of BLANKS)
    for (let code = range.from; code <= range.to; code += 1)
      if (!refused.some((r) => within(code, r))) codes.push(code);
  return codes.map((code) => ({ from: code, to: code }));
}

function alternation(words: readonly string[]): string {
  return `(?:${words.join('|')})`;
}

/** A word in either case, letter by letter (`[pP][dD][fF]`): the readers share no case flag. */
function anyCase(word: string): string {
  return [...word]
    .map((c) =>
      c.toLowerCase() === c.toUpperCase() ? c : `[${c.toLowerCase()}${c.toUpperCase()}]`,
    )
    .join('');
}

/**
 * The pattern of a text kind:
 * - `text`: any text without the refused characters (and, on one line, without line breaks);
 * - `nonblank`: the same, holding at least one character a trim keeps;
 * - `web-address`: http or https, then characters that are neither refused nor blank;
 * - `person-name` and `resume-file-name`: what a pattern can say of the name rules of section 5
 *   (validation.ts): within Latin-1 exactly the rule's characters, beyond it any that is neither
 *   refused nor blank; names single-spaced between words. The rest (a digit or symbol of another
 *   script, a mark with no letter before it) answers 422 with the reason code the operation
 *   names (openapi/README.md, "What a pattern cannot say");
 * - `typed-entity`: `{name}:{type}` (QUERY_ENTITY_TYPES), the name without a colon.
 */
export function textPattern(kind: TextKind, multiline: boolean): string {
  if (multiline && !MULTILINE_KINDS.has(kind))
    throw new Error(`x-text: ${kind} is one line; it cannot be x-multiline.`);
  const refused = refusedRanges(multiline);
  switch (kind) {
    case 'text':
      return `^${charClass(refused, true)}*$`;
    case 'nonblank': {
      const taken = charClass(refused, true);
      const visible = charClass([...refused, ...BLANKS], true);
      return `^${charClass(keptBlanks(refused), false)}*${visible}${taken}*$`;
    }
    case 'web-address':
      return `^https?://${charClass([...refused, ...BLANKS], true)}+$`;
    case 'person-name': {
      const letter = charClass(
        [...refused, ...BLANKS, ...refusedIn(LATIN_1, (c) => NAME_CHARACTER.test(c))],
        true,
      );
      return `^${letter}+(?: ${letter}+)*$`;
    }
    case 'resume-file-name': {
      const spaceless = BLANKS.flatMap((range) => without(range, [SPACE]));
      const character = charClass(
        [...refused, ...spaceless, ...refusedIn(LATIN_1, (c) => RESUME_BASE_NAME_PATTERN.test(c))],
        true,
      );
      return `^${character}+\\.${alternation(RESUME_EXTENSIONS.map(anyCase))}$`;
    }
    case 'typed-entity': {
      const name = charClass([...refused, { from: 0x3a, to: 0x3a }], true);
      return `^${name}{1,${TYPED_ENTITY_NAME_MAX_CHARS}}:${alternation(QUERY_ENTITY_TYPES)}$`;
    }
  }
}

export function isTextKind(value: unknown): value is TextKind {
  return TEXT_KINDS.some((kind) => kind === value);
}
