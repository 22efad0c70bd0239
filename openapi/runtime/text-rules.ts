// What request text may hold, written once (issue 36, item 5): the characters no request string
// may hold, those only a multi-line field may hold, and those that leave a trimmed value blank.
// The simulator's check (text-check.ts) reads this table, and so do the contract's patterns
// (text-patterns.ts, written into the bundle by `npm run gen:api` wherever a string is marked
// `x-text`), so that the schema refuses exactly what the simulator refuses: a peer's validator
// calls every such request broken (400), as the simulator's journal does.

/** A run of code points, both ends included. */
export interface CodeRange {
  readonly from: number;
  readonly to: number;
}

/** Why a character is refused (text-check.ts words each). */
export type RefusalKind = 'control' | 'bidi' | 'bom' | 'surrogate';

export const TAB = 0x09;
export const LINE_FEED = 0x0a;
export const CARRIAGE_RETURN = 0x0d;
export const LINE_SEPARATOR = 0x2028;
export const PARAGRAPH_SEPARATOR = 0x2029;

/**
 * Characters no request string holds: C0 controls (tab and line breaks are LINE_BREAKS'), DEL and
 * the C1 controls (U+009B is CSI, a terminal escape), the bidirectional embeddings, overrides and
 * isolates (a file named `evil\u202Efdp.exe` shows as `evilexe.pdf`), the byte order mark, and a
 * surrogate that is not half of a pair (a pair is one code point, not these).
 */
export const REFUSED: ReadonlyArray<CodeRange & { readonly kind: RefusalKind }> = [
  { from: 0x00, to: 0x1f, kind: 'control' },
  { from: 0x7f, to: 0x9f, kind: 'control' },
  { from: 0x202a, to: 0x202e, kind: 'bidi' },
  { from: 0x2066, to: 0x2069, kind: 'bidi' },
  { from: 0xd800, to: 0xdfff, kind: 'surrogate' },
  { from: 0xfeff, to: 0xfeff, kind: 'bom' },
];

/** Tab and the line breaks: taken only by the fields the contract marks `x-multiline: true`. */
export const LINE_BREAKS: readonly number[] = [
  TAB,
  LINE_FEED,
  CARRIAGE_RETURN,
  LINE_SEPARATOR,
  PARAGRAPH_SEPARATOR,
];

/**
 * What `String.prototype.trim` removes (ECMA-262's WhiteSpace and LineTerminator: tab, line feed,
 * vertical tab, form feed, carriage return, the space separators, the line and paragraph
 * separators, the byte order mark). A value of only these is blank where the simulator trims.
 */
export const BLANKS: readonly CodeRange[] = [
  { from: 0x09, to: 0x0d },
  { from: 0x20, to: 0x20 },
  { from: 0xa0, to: 0xa0 },
  { from: 0x1680, to: 0x1680 },
  { from: 0x2000, to: 0x200a },
  { from: 0x2028, to: 0x2029 },
  { from: 0x202f, to: 0x202f },
  { from: 0x205f, to: 0x205f },
  { from: 0x3000, to: 0x3000 },
  { from: 0xfeff, to: 0xfeff },
];

export const within = (code: number, { from, to }: CodeRange): boolean =>
  code >= from && code <= to;

/** The ranges refused in a one-line field, or in a multi-line one. */
export function refusedRanges(multiline: boolean): CodeRange[] {
  const breaks = LINE_BREAKS.map((code) => ({ from: code, to: code }));
  if (!multiline) return [...REFUSED, ...breaks];
  return REFUSED.flatMap((range) => without(range, LINE_BREAKS));
}

/** A range with some code points taken out, as the ranges left. */
export function without(range: CodeRange, codes: readonly number[]): CodeRange[] {
  const left: CodeRange[] = [];
  let from = range.from;
  for (const code of [...codes].sort((a, b) => a - b)) {
    if (code < from || code > range.to) continue;
    if (code > from) left.push({ from, to: code - 1 });
    from = code + 1;
  }
  if (from <= range.to) left.push({ from, to: range.to });
  return left;
}
