// JSON text written once for objects whose keys mostly never change: a listed job (every seeded
// field) and a facet bucket (its id and label). Such an object carries, under JSON_TEXT, the text
// of its constant keys and a writer of its variable ones; `jsonText` writes it from those, and
// every other value as JSON.stringify would. The search results, the hot path, are mostly such
// objects (25 jobs and up to 1,300 buckets per answer).
//
// The rule that keeps the text true: an object is tagged by the code that builds it, whose keys
// are exactly the constant ones followed by the variable ones, and it is not changed afterwards
// (listed jobs are frozen; buckets are built by the search engine and handed straight to the
// answer). tests/search/json-text.test.ts compares the output with JSON.stringify.

export const JSON_TEXT = Symbol('jsonText');

export interface JsonText<T = never> {
  /** `{` and the constant keys with their values, without the closing brace. */
  readonly head: string;
  /**
   * The variable keys, each after a comma, and the closing brace: what JSON.stringify writes for
   * them. One function per kind of object, reading its keys by name (a generic reader by key was
   * the slowest step of writing an answer).
   */
  readonly tail: (value: T) => string;
}

export interface WithJsonText {
  readonly [JSON_TEXT]?: JsonText<never> | undefined;
}

/** The JSON text of `constant` (an object of at least one key) and the writer of the rest. */
export function jsonTextOf<T>(constant: object, tail: (value: T) => string): JsonText<T> {
  const whole = JSON.stringify(constant);
  if (whole === '{}') throw new Error('A JSON text head needs at least one constant key.');
  return { head: whole.slice(0, -1), tail };
}

/**
 * `value` as JSON.stringify writes it, using the JSON text of tagged objects found within `depth`
 * levels of arrays and plain objects (deeper values go to JSON.stringify whole). Answers undefined
 * where JSON.stringify would (undefined, functions, symbols). The pieces are collected in one list
 * and joined once: the answer's text comes out flat (a string built by `+` is a tree of pieces,
 * which writing it to the socket first had to copy into one).
 */
export function jsonText(value: unknown, depth: number): string | undefined {
  const pieces: string[] = [];
  return writeValue(value, depth, pieces) ? pieces.join('') : undefined;
}

/** Adds the text of `value` to `pieces`; false (and nothing added) where JSON leaves it out. */
function writeValue(value: unknown, depth: number, pieces: string[]): boolean {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value) as string | undefined;
    if (text === undefined) return false;
    pieces.push(text);
    return true;
  }
  const text = (value as WithJsonText)[JSON_TEXT] as JsonText<unknown> | undefined;
  if (text) {
    pieces.push(text.head, text.tail(value));
    return true;
  }
  if (depth <= 0 || typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    const whole = JSON.stringify(value) as string | undefined;
    if (whole === undefined) return false;
    pieces.push(whole);
    return true;
  }
  if (Array.isArray(value)) {
    pieces.push('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) pieces.push(',');
      if (!writeValue(value[i], depth - 1, pieces)) pieces.push('null');
    }
    pieces.push(']');
    return true;
  }
  pieces.push('{');
  let first = true;
  for (const key of Object.keys(value)) {
    const mark = pieces.length;
    pieces.push(first ? '' : ',', JSON.stringify(key), ':');
    if (writeValue((value as Record<string, unknown>)[key], depth - 1, pieces)) first = false;
    else pieces.length = mark;
  }
  pieces.push('}');
  return true;
}
