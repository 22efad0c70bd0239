// A Word 97 .doc: its text as the runs of printable characters in its bytes.

/** A run of printable characters shorter than this is noise in binary data. */
const MIN_PRINTABLE_RUN = 4;

/** Runs of printable ASCII in the bytes read as Latin-1 and as UTF-16LE (Word 97 keeps both). */
export function printableRuns(bytes: Buffer): string {
  // One character class, repeated: each match takes a whole run, so the search is one pass.
  const run = new RegExp(`[\\x20-\\x7E\\t]{${MIN_PRINTABLE_RUN},}`, 'g');
  const runs = (text: string) => text.match(run) ?? [];
  const even = bytes.subarray(0, bytes.length - (bytes.length % 2));
  return [...runs(bytes.toString('latin1')), ...runs(even.toString('utf16le'))]
    .map((r) => r.trim())
    .filter((r) => r.length >= MIN_PRINTABLE_RUN)
    .join('\n');
}
