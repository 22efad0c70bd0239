// Text a request may carry (audit 2026-11-26, L6): every string of a request's body, query and path,
// and every uploaded file's name, is well-formed Unicode without the characters text-rules.ts
// refuses (C0, DEL and C1 controls, bidirectional formatting characters, a byte order mark, an
// unpaired UTF-16 surrogate). Such text is refused with a 400 naming the field, before any handler
// runs, so nothing of it is stored (audit 2026-11-28, L4: U+009B, U+202E, U+2028 and a BOM were
// stored in alert names). Tab, line feed, carriage return and the line and paragraph separators
// are allowed only in the fields the contract marks `x-multiline: true` (descriptions, feedback).
// The contract's patterns say the same (text-patterns.ts, from the same table), so that a peer's
// validator refuses what this check refuses; this check stays for what a schema cannot reach (an
// uploaded file's name) and for the rule's own words in the answer.
// Uploaded file names are also bounded in UTF-8 bytes (FILE_NAME_MAX_BYTES, the file systems'
// limit).
import { FILE_NAME_MAX_BYTES } from '../vocabulary/limits';
import type { ContractOperation, JsonObject } from './contract';
import type { RequestBody } from './request-body';
import { LINE_BREAKS, REFUSED, within, type RefusalKind } from './text-rules';

/** Where a refused piece of text was, naming its field (contract-check.ts's Refusal takes it). */
export interface TextRefusal {
  location: 'body' | 'query' | 'path';
  param: string;
  message: string;
}

/** The contract's mark on a string field that may hold line breaks and tabs. */
export const MULTILINE_MARK = 'x-multiline';

const HIGH_SURROGATE = { from: 0xd800, to: 0xdbff };
const LOW_SURROGATE = { from: 0xdc00, to: 0xdfff };

function codePoint(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

const BREAKS: ReadonlySet<number> = new Set(LINE_BREAKS);

const REFUSAL_WORDS: Record<RefusalKind, (code: string) => string> = {
  control: (code) => `must not contain the control character ${code}`,
  bidi: (code) => `must not contain the bidirectional formatting character ${code}`,
  bom: (code) => `must not contain a byte order mark (${code})`,
  surrogate: (code) => `must be well-formed Unicode text (it holds an unpaired surrogate ${code})`,
};

/** Why the text cannot be taken, or undefined when it can. */
export function textProblem(text: string, multiline: boolean): string | undefined {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (BREAKS.has(code)) {
      if (multiline) continue;
      return `must be one line, without tabs or line breaks (${codePoint(code)})`;
    }
    if (within(code, HIGH_SURROGATE) && within(text.charCodeAt(i + 1), LOW_SURROGATE)) {
      i += 1;
      continue;
    }
    const refused = REFUSED.find((range) => within(code, range));
    if (refused) return REFUSAL_WORDS[refused.kind](codePoint(code));
  }
  return undefined;
}

/** What a free-text field that may not be blank says of one that is (trimmed, nothing left). */
export const BLANK_MESSAGE = 'must not be blank';

/**
 * The message for a string the contract's pattern refused, when the reason is one of the text
 * rules the patterns spell (a control character, a blank value): the rule's own words instead of
 * the pattern. Undefined when the pattern refused it for another reason.
 */
export function textRuleMessage(value: string, multiline: boolean): string | undefined {
  return textProblem(value, multiline) ?? (value.trim() === '' ? BLANK_MESSAGE : undefined);
}

/** Why an uploaded file's name cannot be taken, or undefined when it can. */
export function fileNameProblem(name: string): string | undefined {
  const problem = textProblem(name, false);
  if (problem) return `name ${problem}`;
  if (Buffer.byteLength(name, 'utf8') > FILE_NAME_MAX_BYTES)
    return `name must be at most ${FILE_NAME_MAX_BYTES} bytes in UTF-8`;
  return undefined;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body fields marked multi-line, as dotted paths with `*` for any list index. */
function markedPaths(schema: unknown, at: string, found: Set<string>): void {
  if (!isObject(schema)) return;
  if (schema[MULTILINE_MARK] === true) found.add(at);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const alternatives = schema[key];
    if (Array.isArray(alternatives)) for (const sub of alternatives) markedPaths(sub, at, found);
  }
  if (isObject(schema.properties)) {
    for (const [name, sub] of Object.entries(schema.properties))
      markedPaths(sub, at === '' ? name : `${at}.${name}`, found);
  }
  if (schema.items !== undefined) markedPaths(schema.items, at === '' ? '*' : `${at}.*`, found);
}

const multilineByOperation = new WeakMap<ContractOperation, Set<string>>();

function multilineFields(operation: ContractOperation): Set<string> {
  let found = multilineByOperation.get(operation);
  if (!found) {
    found = new Set();
    const body = operation.body;
    for (const media of body ? [body, ...body.alternatives] : [])
      markedPaths(media.schema, '', found);
    multilineByOperation.set(operation, found);
  }
  return found;
}

interface Walk {
  location: TextRefusal['location'];
  multiline: ReadonlySet<string>;
}

/** The first string under `value` that cannot be taken, as a refusal naming it. */
function walkValue(
  walk: Walk,
  value: unknown,
  param: string,
  shape: string,
): TextRefusal | undefined {
  if (typeof value === 'string') {
    const message = textProblem(value, walk.multiline.has(shape));
    return message
      ? { location: walk.location, param: param || walk.location, message }
      : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), '*', item] as const)
    : Object.entries(value).map(([key, item]) => [key, key, item] as const);
  for (const [key, shapeKey, item] of entries) {
    const refusal = walkValue(walk, item, join(param, key), join(shape, shapeKey));
    if (refusal) return refusal;
  }
  return undefined;
}

/**
 * The first piece of text in an otherwise valid request that breaks the rule above: the body's
 * strings, the query's and path's values, the uploaded files' names.
 */
export function textRefusal(
  operation: ContractOperation,
  request: { body: RequestBody; bodyValue: unknown; query: unknown; path: unknown },
): TextRefusal | undefined {
  const none = new Set<string>();
  const refusal =
    walkValue(
      { location: 'body', multiline: multilineFields(operation) },
      request.bodyValue,
      '',
      '',
    ) ??
    walkValue({ location: 'query', multiline: none }, request.query, '', '') ??
    walkValue({ location: 'path', multiline: none }, request.path, '', '');
  if (refusal || request.body.kind !== 'multipart') return refusal;
  for (const file of request.body.files) {
    const message = fileNameProblem(file.originalname);
    if (message) return { location: 'body', param: file.fieldname, message };
  }
  return undefined;
}
