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
 * where JSON.stringify would (undefined, functions, symbols).
 */
export function jsonText(value: unknown, depth: number): string | undefined {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const text = (value as WithJsonText)[JSON_TEXT] as JsonText<unknown> | undefined;
  if (text) return text.head + text.tail(value);
  if (depth <= 0 || typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    const items: string[] = [];
    for (let i = 0; i < value.length; i++) items.push(jsonText(value[i], depth - 1) ?? 'null');
    return `[${items.join(',')}]`;
  }
  const parts: string[] = [];
  for (const key of Object.keys(value)) {
    const written = jsonText((value as Record<string, unknown>)[key], depth - 1);
    if (written !== undefined) parts.push(`${JSON.stringify(key)}:${written}`);
  }
  return `{${parts.join(',')}}`;
}
