// A .docx: the text of word/document.xml inside its zip, its XML tags dropped and its entities
// decoded in one forward pass.
import { TextOut } from './text-out';
import { zipEntry } from './zip';

const DOCX_BODY = 'word/document.xml';

const XML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};
/** Bounded repetitions: an entity is matched in constant time wherever it starts. */
const XML_ENTITY = /&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{1,8});/gi;
const MAX_CODE_POINT = 0x10ffff;

function decodeXmlEntities(text: string): string {
  return text.replace(XML_ENTITY, (whole, name: string) => {
    if (name.startsWith('#')) {
      const hex = name[1] === 'x' || name[1] === 'X';
      const code = parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10);
      return code <= MAX_CODE_POINT ? String.fromCodePoint(code) : whole;
    }
    return XML_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** What a WordprocessingML element stands for in the text: a closing tag or an empty element. */
const DOCX_CLOSING_TEXT: Record<string, string> = { 'w:p': '\n' };
const DOCX_EMPTY_TEXT: Record<string, string> = { 'w:br': '\n', 'w:cr': '\n', 'w:tab': '\t' };

/** The character data of the XML, a line per paragraph or break and a tab per tab: one pass. */
export function xmlText(xml: string, maxChars: number): string {
  const out = new TextOut(maxChars);
  let at = 0;
  while (at < xml.length && !out.full) {
    const open = xml.indexOf('<', at);
    out.add(decodeXmlEntities(xml.slice(at, open < 0 ? xml.length : open)));
    if (open < 0) break;
    const close = xml.indexOf('>', open + 1);
    // No '>' after this '<' means none after any later one either: the rest is an unclosed tag.
    if (close < 0) break;
    out.add(docxTagText(xml.slice(open + 1, close)));
    at = close + 1;
  }
  return out.toString();
}

/** A tag's text: only the bare forms Word writes (`</w:p>`, `<w:br/>`), not `<w:tab w:pos=…/>`. */
function docxTagText(tag: string): string {
  if (tag.startsWith('/')) return DOCX_CLOSING_TEXT[tag.slice(1).trimEnd()] ?? '';
  if (!tag.endsWith('/')) return '';
  return DOCX_EMPTY_TEXT[tag.slice(0, -1).trimEnd()] ?? '';
}

export function docxText(bytes: Buffer, maxChars: number): string {
  const xml = zipEntry(bytes, DOCX_BODY)?.toString('utf8');
  return xml === undefined ? '' : xmlText(xml, maxChars);
}
