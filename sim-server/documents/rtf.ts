// An .rtf: its text without control words, skipped destinations or hidden groups.
import { TextOut } from './text-out';

/** Destinations that hold no document text (as the first control word of their group). */
const RTF_SKIPPED_DESTINATIONS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'listtable',
  'listoverridetable',
  'header',
  'headerl',
  'headerr',
  'headerf',
  'footer',
  'footerl',
  'footerr',
  'footerf',
  'footnote',
  'object',
]);
const RTF_CONTROL_TEXT: Record<string, string> = { par: '\n', line: '\n', tab: '\t' };
const RTF_SYMBOL_TEXT: Record<string, string> = { '~': ' ', _: '-', '-': '' };
const RTF_CONTROL_WORD = /^([a-zA-Z]{1,32})(-?\d{1,10})? ?/;
const UNICODE_SKIPPED_DEFAULT = 1;

interface RtfGroup {
  skipped: boolean;
  /** Whether the group has seen anything yet (a destination names itself first). */
  started: boolean;
  /** Characters that stand in for each \u character (\uc). */
  unicodeSkip: number;
}

/** The text of an RTF document: one pass over groups, control words and characters. */
export function rtfText(rtf: string, maxChars: number): string {
  const out = new TextOut(maxChars);
  const groups: RtfGroup[] = [];
  let group: RtfGroup = { skipped: false, started: true, unicodeSkip: UNICODE_SKIPPED_DEFAULT };
  let pendingSkip = 0;
  const emit = (text: string) => {
    if (pendingSkip > 0) {
      pendingSkip -= 1;
      return;
    }
    if (!group.skipped) out.add(text);
  };
  let at = 0;
  while (at < rtf.length && !out.full) {
    const char = rtf[at] ?? '';
    if (char === '{') {
      groups.push(group);
      group = { ...group, started: false };
      pendingSkip = 0;
      at += 1;
      continue;
    }
    if (char === '}') {
      group = groups.pop() ?? group;
      pendingSkip = 0;
      at += 1;
      continue;
    }
    const firstInGroup = !group.started;
    group.started = true;
    if (char === '\r' || char === '\n') {
      at += 1;
    } else if (char !== '\\') {
      emit(char);
      at += 1;
    } else {
      const next = rtf[at + 1] ?? '';
      if (next === '*') {
        if (firstInGroup) group.skipped = true;
        at += 2;
      } else if (next === "'") {
        const hex = rtf.slice(at + 2, at + 4);
        if (/^[0-9a-f]{2}$/i.test(hex)) emit(String.fromCharCode(parseInt(hex, 16)));
        at += 4;
      } else if (next === '\r' || next === '\n') {
        emit('\n');
        at += 2;
      } else {
        const word = RTF_CONTROL_WORD.exec(rtf.slice(at + 1, at + 45));
        if (!word) {
          emit(RTF_SYMBOL_TEXT[next] ?? next);
          at += 2;
          continue;
        }
        at += 1 + word[0].length;
        const [, name = '', parameter] = word;
        const text = RTF_CONTROL_TEXT[name];
        if (firstInGroup && RTF_SKIPPED_DESTINATIONS.has(name)) {
          group.skipped = true;
        } else if (name === 'uc') {
          group.unicodeSkip = Number(parameter ?? UNICODE_SKIPPED_DEFAULT);
        } else if (name === 'u' && parameter !== undefined) {
          const code = Number(parameter);
          pendingSkip = 0;
          emit(String.fromCharCode(code < 0 ? code + 0x10000 : code));
          // The next characters are the same character for readers without Unicode.
          pendingSkip = group.unicodeSkip;
        } else if (text !== undefined) {
          emit(text);
        }
      }
    }
  }
  return out.toString();
}
