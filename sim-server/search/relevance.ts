// The relevance points a keyword phrase earns per field it matches in, and the most the phrases
// of a query can give one job (the bound of the scores the engine pages by, engine.ts).
/** Relevance points of one keyword phrase, per field it matches in. */
export const RELEVANCE = {
  /**
   * The title is the phrase, word for word: an exact title match ranks above every other job
   * (issue 27), so it outweighs what designation, skills and company can add to a title phrase.
   */
  titleExact: 13,
  /** Every word of the phrase is a title word (or a form of one), and the title holds the phrase. */
  titlePhrase: 6,
  /** Every word of the phrase is a title word as typed. */
  titleWords: 4,
  /**
   * Every word of the phrase is a title word or a form of one, some only a form: a title with the
   * words as typed ranks first ("product manager": Product Marketing Manager before Production
   * Manager; issue 37).
   */
  titleForms: 3,
  /** A designation contains the phrase. */
  designation: 3,
  /** A skill is the phrase. */
  skillExact: 3,
  /** Every word of the phrase is a word of one skill (or a form of one). */
  skillWords: 2,
  /** Every word of the phrase starts a word of the company name. */
  company: 1,
  /**
   * In a phrase of several words, each word of the title, and each word of one of the skills:
   * jobs rank by how many of the words they match. Only when no job matches every word are the
   * jobs that match some of them found, as partial matches (see keepFullMatches).
   */
  word: 1,
} as const;
const MAX_PHRASE_SCORE =
  RELEVANCE.titleExact + RELEVANCE.designation + RELEVANCE.skillExact + RELEVANCE.company;
/** The most points the phrases can give one job (the whole phrase, then each of its words). */
export function maxScore(phrases: readonly string[][]): number {
  let max = 0;
  for (const phrase of phrases) {
    const distinct = new Set(phrase).size;
    max += MAX_PHRASE_SCORE + (distinct > 1 ? 2 * distinct * RELEVANCE.word : 0);
  }
  return max;
}
