// The designations a phrase is part of, found in the joined names: the same answer as testing
// each name with includes.
import { describe, expect, it } from 'vitest';
import { JoinedTexts } from '../../sim-server/search/joined-texts';

const NAMES = [
  'java developer',
  'senior java developer',
  'javascript developer',
  'data scientist',
  'developer java',
];

function containing(texts: readonly string[], part: string): number[] {
  const out: number[] = [];
  new JoinedTexts(texts).containing(part, out);
  return out;
}

describe('Texts holding a phrase', () => {
  it('When a phrase is searched, then each text holding it comes once, in order, as includes says', () => {
    for (const part of [
      'java developer',
      'java',
      'developer',
      'script dev',
      'r j',
      'a',
      'scientist',
      'nurse',
    ]) {
      const expected = NAMES.flatMap((name, i) => (name.includes(part) ? [i] : []));
      expect(containing(NAMES, part)).toEqual(expected);
    }
  });

  it('When a phrase would run from the end of one text into the next, then it is not found', () => {
    expect(containing(['senior java', 'developer'], 'java developer')).toEqual([]);
    expect(containing(['senior java', 'developer'], 'java')).toEqual([0]);
    expect(containing(['x', 'x'], 'x')).toEqual([0, 1]);
  });

  it('When the phrase is empty, then every text holds it; a text with the separator is refused', () => {
    expect(containing(['a', 'b'], '')).toEqual([0, 1]);
    expect(() => new JoinedTexts(['a\u0000b'])).toThrow();
  });
});
