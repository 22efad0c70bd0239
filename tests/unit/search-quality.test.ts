// Issue 19's plain rules: search text as plain words, what a seeker's words mean, the skills a
// card shows first, and which failed calls are worth a second try.
import { describe, expect, it } from 'vitest';
import { searchText } from '../../openapi/vocabulary/validation';
import { applyQueryRules } from '../../sim-server/search/query-rules';
import { stemOf } from '../../sim-server/search/word-forms';
import { careerAdviceSlugOf } from '../../openapi/vocabulary/routes';
import { pageKindOf } from '../../openapi/vocabulary/page-kind';
import { skillsToShow } from '../../web/src/features/results/matched-skills';
import { answerOf, CallFailure, retryOnce } from '../../web/src/lib/call-failure';

describe('Search text (section 5)', () => {
  it('When a query has brackets or angle brackets, then they become spaces and commas stay', () => {
    expect(searchText('Principal Engineer (Java)')).toBe('Principal Engineer Java');
    expect(searchText('<script>alert(1)</script>, c++ , .net')).toBe(
      'script alert 1 script , c++ , .net',
    );
  });
});

describe('What seekers mean', () => {
  it('When the words say fresher, work from home or a skill spelling, then they become the rule', () => {
    const meaning = applyQueryRules(
      [
        ['reactjs', 'fresher'],
        ['work', 'from', 'home'],
      ],
      [],
      undefined,
    );
    expect(meaning.phrases).toEqual([['react']]);
    expect(meaning.experience).toBe(51);
    expect(meaning.locations).toEqual(['remote']);
  });

  it('When a city is named by its older name, then the catalogue name is searched too', () => {
    expect(applyQueryRules([], ['bangalore', 'saigon'], 3).locations).toEqual([
      'bangalore',
      'bengaluru',
      'saigon',
      'ho chi minh city',
    ]);
  });

  it('When words are forms of one another, then they share a stem; short and dotted words do not stem', () => {
    expect(stemOf('science')).toBe(stemOf('scientist'));
    expect(stemOf('developer')).toBe(stemOf('development'));
    expect(stemOf('node.js')).toBeUndefined();
    expect(stemOf('hr')).toBeUndefined();
  });
});

describe('Career Advice paths', () => {
  it('When a Career Advice path is read, then its slug is the page kind; other paths are not', () => {
    expect(careerAdviceSlugOf('/career-advice/gulf-cv')).toBe('gulf-cv');
    expect(careerAdviceSlugOf('/career-advice/../x')).toBeUndefined();
    expect(pageKindOf('/career-advice/gulf-cv')).toEqual({ kind: 'careerAdvice', slug: 'gulf-cv' });
  });
});

describe('Cards', () => {
  it('When a card is drawn for a search, then the skills it matched come first, IT skills included', () => {
    const shown = skillsToShow(
      { itSkills: ['Golang', 'Java', 'Docker'], skills: ['Communication'] },
      'java developer',
      3,
    );
    expect(shown.map((s) => s.name)).toEqual(['Java', 'Golang', 'Docker']);
    expect(shown[0]?.matched).toBe(true);
    expect(shown[1]?.matched).toBe(false);
  });
});

describe('Failed calls', () => {
  const response = (status: number) => new Response(null, { status });

  it('When the server refuses a request (4xx), then it is not retried; a 500 is, once', async () => {
    const refused = await answerOf(
      Promise.resolve({ error: { status: 1 }, response: response(400) }),
    ).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CallFailure);
    expect(retryOnce(0, refused)).toBe(false);
    const broken = await answerOf(
      Promise.resolve({ error: { success: false, error: 'x' }, response: response(500) }),
    ).catch((e: unknown) => e);
    expect((broken as CallFailure).status).toBe(500);
    expect(retryOnce(0, broken)).toBe(true);
    expect(retryOnce(1, broken)).toBe(false);
  });

  it('When the client gave up after its timeout, then the call is not retried', async () => {
    const timeout = new DOMException('timeout of 60000ms exceeded', 'TimeoutError');
    const failure = await answerOf(Promise.reject(timeout)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CallFailure);
    expect((failure as CallFailure).message).toBe('timeout of 60000ms exceeded');
    expect(retryOnce(0, failure)).toBe(false);
  });
});
