// Search text as words (spec section 5: special characters count as spaces), the one reading the
// query, the index and the suggestions share.
import { foldSearchText } from '../../openapi/vocabulary/search-fold';

/** Thai writes no spaces between words; ICU's dictionary finds them ("พนักงานขาย": พนักงาน ขาย). */
const THAI = /\p{Script=Thai}/u;
const thaiWords = new Intl.Segmenter('th', { granularity: 'word' });

export function splitThai(word: string): string[] {
  if (!THAI.test(word)) return [word];
  const parts: string[] = [];
  for (const part of thaiWords.segment(word)) if (part.isWordLike) parts.push(part.segment);
  return parts;
}

/**
 * Spec section 5: special characters in search text count as spaces. The words are folded
 * (foldSearchText: case, Latin diacritics, Arabic's optional marks), so "kế toán" and "ke toan"
 * are the same two words; Thai runs are cut into their words.
 */
export function words(text: string): string[] {
  const split = foldSearchText(text)
    .replace(/[^\p{L}\p{M}\p{N}+#.]+/gu, ' ')
    .replace(/(^|\s)[.]+|[.]+(\s|$)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return THAI.test(text) ? split.flatMap(splitThai) : split;
}
