// Text from outside (a backend's answer, a contract, a report, a file name) as the tools may print
// it: C0 and C1 control characters (ESC sequences that clear the screen, set the title, write the
// clipboard or hide what follows), the bidirectional overrides that reorder what is shown, and the
// line and paragraph separators shown escaped, as util.inspect shows them (audits 2026-11-26 M5,
// 2026-11-28 L1). Tabs stay. Every tool prints outside text through this one function.

/* eslint-disable no-control-regex -- the control characters are what is replaced */
const UNSAFE =
  /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/* eslint-enable no-control-regex -- only the line above */

export function printable(text: string): string {
  return text.replace(UNSAFE, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** JSON for a terminal or a log: JSON.stringify leaves C1 and the overrides as they are. */
export function printableJson(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(
    /[\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
