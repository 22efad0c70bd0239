// Search text as search compares it (issue 37, item 2): what a seeker types in any of the nine
// markets' scripts finds what the catalogue holds, written with or without its accents. One home
// for the simulator's search (titles, skills, designations, companies, suggestions) and the pages
// that tick what a search matched.

/** Combining marks on a Latin letter (Vietnamese tones and hats, Malay and French accents). */
const LATIN_MARKS = /(\p{Script=Latin})\p{M}+/gu;
/**
 * Arabic's optional marks, which search ignores as Arabic portals do: the short vowels, shadda,
 * sukun and the hamza and madda that NFD takes off alef, waw and ya (أ إ آ → ا, ؤ → و, ئ → ي),
 * the superscript alef and the tatweel that only stretches a word.
 */
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/gu;
// eslint-disable-next-line no-control-regex -- the whole ASCII range, controls included
const ASCII = /^[\u0000-\u007f]*$/;

/**
 * Lower case, with Latin letters' diacritics folded ("Kế toán" is "ke toan", "Đà Nẵng" is
 * "da nang") and Arabic's optional marks and letter forms folded (alef wasla is alef, alef maqsura
 * ya, ta marbuta ha). Thai, whose vowel and tone signs are marks that change the word, and every
 * other script keep their marks. The result is composed (NFC).
 */
export function foldSearchText(text: string): string {
  // Most of the catalogue is plain ASCII, which has nothing to fold but its case.
  if (ASCII.test(text)) return text.toLowerCase();
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(LATIN_MARKS, '$1')
    .replace(/đ/gu, 'd')
    .replace(ARABIC_MARKS, '')
    .replace(/ٱ/gu, 'ا')
    .replace(/ى/gu, 'ي')
    .replace(/ة/gu, 'ه')
    .normalize('NFC');
}
