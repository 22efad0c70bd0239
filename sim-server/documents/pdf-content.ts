// The text a PDF content stream shows (its Tj, TJ, ' and " operators), by a one-pass tokenizer.
import { TextOut } from './text-out';

/** TJ kerning below this (thousandths of an em) is a space between words. */
const PDF_WORD_GAP = -200;

const PDF_ESCAPES: Record<string, string> = {
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
};

const PDF_WHITESPACE = new Set(['\0', '\t', '\n', '\f', '\r', ' ']);
const PDF_DELIMITERS = new Set(['(', ')', '<', '>', '[', ']', '{', '}', '/', '%']);
const PDF_LINE_OPERATORS = new Set(['T*', 'Td', 'TD', 'Tm', 'ET']);
/** Digits after the point only after a point: a long run of digits cannot be split two ways. */
const PDF_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * The text the Tj, TJ, ' and " operators of one content stream show, a line per move. A
 * tokenizer that keeps only the last operand (as text), so each character is read once and no
 * token grows past `maxChars`.
 */
export function pdfContentText(content: string, maxChars: number): string {
  const out = new TextOut(maxChars);
  let line = '';
  const breakLine = () => {
    if (line.trim() !== '') out.add(`${line}\n`);
    line = '';
  };
  const show = (text: string) => {
    if (line.length < maxChars) line += text;
  };
  /** The last operand when it is a string, or an array as TJ shows it. */
  let lastString: string | undefined;
  let lastArray: string | undefined;
  let arrayDepth = 0;
  let arrayText = '';
  const operand = (text?: string, gap?: number) => {
    if (arrayDepth === 1 && arrayText.length < maxChars) {
      if (text !== undefined) arrayText += text;
      else if (gap !== undefined && gap < PDF_WORD_GAP) arrayText += ' ';
    }
    if (arrayDepth === 0) {
      lastString = text;
      lastArray = undefined;
    }
  };
  let at = 0;
  while (at < content.length && !out.full) {
    const char = content[at] ?? '';
    if (PDF_WHITESPACE.has(char)) {
      at += 1;
    } else if (char === '(') {
      const [text, next] = pdfLiteral(content, at + 1, maxChars);
      operand(text);
      at = next;
    } else if (char === '[') {
      arrayDepth += 1;
      if (arrayDepth === 1) arrayText = '';
      at += 1;
    } else if (char === ']') {
      if (arrayDepth > 0) arrayDepth -= 1;
      if (arrayDepth === 0) {
        lastString = undefined;
        lastArray = arrayText;
      }
      at += 1;
    } else if (char === '%') {
      while (at < content.length && content[at] !== '\r' && content[at] !== '\n') at += 1;
    } else if (char === '/' || !PDF_DELIMITERS.has(char)) {
      let end = at + 1;
      while (
        end < content.length &&
        !PDF_WHITESPACE.has(content[end] ?? ' ') &&
        !PDF_DELIMITERS.has(content[end] ?? ' ')
      ) {
        end += 1;
      }
      const word = content.slice(at, end);
      at = end;
      if (char === '/') operand();
      else if (PDF_NUMBER.test(word)) operand(undefined, Number(word));
      else if (arrayDepth > 0) operand();
      else {
        if (word === 'TJ' && lastArray !== undefined) show(lastArray);
        else if ((word === 'Tj' || word === "'" || word === '"') && lastString !== undefined) {
          // ' and " move to the next line before they show the text.
          if (word !== 'Tj') breakLine();
          show(lastString);
        } else if (PDF_LINE_OPERATORS.has(word)) breakLine();
        lastString = undefined;
        lastArray = undefined;
      }
    } else {
      // Hex strings, dictionaries and the like: no text this reader shows.
      operand();
      at += 1;
    }
  }
  breakLine();
  return out.toString().replace(/\n$/, '');
}

/** A literal string from just after its '(' to its balancing ')': its text and where it ends. */
function pdfLiteral(content: string, from: number, maxChars: number): [string, number] {
  let text = '';
  const add = (part: string) => {
    if (text.length < maxChars) text += part;
  };
  let depth = 0;
  let at = from;
  while (at < content.length) {
    const char = content[at] ?? '';
    if (char === '\\') {
      const next = content[at + 1] ?? '';
      const octal = /^[0-7]{1,3}/.exec(content.slice(at + 1, at + 4))?.[0];
      if (octal !== undefined) {
        add(String.fromCharCode(parseInt(octal, 8) & 0xff));
        at += 1 + octal.length;
        continue;
      }
      // A backslash before a line end continues the string on the next line.
      if (next === '\r' && content[at + 2] === '\n') at += 1;
      else if (next !== '\n' && next !== '\r') add(PDF_ESCAPES[next] ?? next);
      at += 2;
      continue;
    }
    if (char === '(') depth += 1;
    if (char === ')' && depth-- === 0) return [text, at + 1];
    add(char);
    at += 1;
  }
  return [text, at];
}
