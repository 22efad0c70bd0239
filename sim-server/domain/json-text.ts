// JSON text written once for objects whose keys mostly never change: a listed job (every seeded
// field) and a facet bucket (its id and label). Such an object carries, under JSON_TEXT, the text
// of its constant keys; `jsonText` writes it as that text plus its variable keys, and writes every
// other value as JSON.stringify would. The search results, the hot path, are mostly such objects
// (25 jobs and up to 1,300 buckets per answer).
//
// The rule that keeps the text true: an object is tagged by the code that builds it, whose keys
// are exactly the constant ones followed by the variable ones, and it is not changed afterwards
// (listed jobs are frozen; buckets are built by the search engine and handed straight to the
// answer). tests/sim/json-text.test.ts compares the output with JSON.stringify.

export const JSON_TEXT = Symbol('jsonText');

export interface JsonText {
  /** `{` and the constant keys with their values, without the closing brace. */
  readonly head: string;
  /** The keys written after the head, in order, each with its `,"key":` text. */
  readonly variable: ReadonlyArray<readonly [key: string, label: string]>;
  /** The head and the label of the first variable key, the usual start. */
  readonly lead: string;
}

export interface WithJsonText {
  readonly [JSON_TEXT]?: JsonText | undefined;
}

/** The JSON text of `constant` (an object of at least one key) followed by `variable` keys. */
export function jsonTextOf(constant: object, variable: readonly string[]): JsonText {
  const whole = JSON.stringify(constant);
  if (whole === '{}') throw new Error('A JSON text head needs at least one constant key.');
  const head = whole.slice(0, -1);
  const labelled = variable.map((key) => [key, `,${JSON.stringify(key)}:`] as const);
  return { head, variable: labelled, lead: head + (labelled[0]?.[1] ?? '') };
}

/** JSON.stringify(value), with the scalars written directly (a bucket's count is most of them). */
function valueText(value: unknown): string | undefined {
  switch (typeof value) {
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      return value === null ? 'null' : (JSON.stringify(value) as string | undefined);
  }
}

function taggedText(value: Record<string, unknown>, text: JsonText): string {
  const variable = text.variable;
  let out = text.head;
  for (let i = 0; i < variable.length; i++) {
    const [key, label] = variable[i] as readonly [string, string];
    const written = valueText(value[key]);
    if (written === undefined) continue;
    out = i === 0 ? text.lead + written : out + label + written;
  }
  return `${out}}`;
}

/**
 * `value` as JSON.stringify writes it, using the JSON text of tagged objects found within `depth`
 * levels of arrays and plain objects (deeper values go to JSON.stringify whole). Answers undefined
 * where JSON.stringify would (undefined, functions, symbols).
 */
export function jsonText(value: unknown, depth: number): string | undefined {
  if (value === null || typeof value !== 'object') return valueText(value);
  const text = (value as WithJsonText)[JSON_TEXT];
  if (text) return taggedText(value as Record<string, unknown>, text);
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
