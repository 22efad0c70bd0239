// The search box's rules (spec sections 4 and 5) as the web app applies them: what a search sends,
// how a chosen suggestion joins the text, when the clear icon shows, the experience labels.
import { describe, expect, it } from 'vitest';
import {
  appendChoice,
  entityOf,
  experienceLabel,
  EXPERIENCE_OPTIONS,
  lastFragment,
  listOf,
  resultsUrl,
  showsClearIcon,
  termsFrom,
} from '../../../web/src/features/search/search-url';

const terms = { keyword: '', location: '', experience: null, entities: [] };

describe('The search box’s rules', () => {
  it('When the text has more than one comma, then the clear icon shows; with one or none it does not', () => {
    expect(showsClearIcon('java')).toBe(false);
    expect(showsClearIcon('java, sql')).toBe(false);
    expect(showsClearIcon('java, sql, go')).toBe(true);
  });

  it('When a suggestion is chosen, then it replaces the typed fragment and a comma and space follow', () => {
    expect(appendChoice('jav', 'Java')).toBe('Java, ');
    expect(appendChoice('Java, sq', 'SQL')).toBe('Java, SQL, ');
    expect(lastFragment('Java, sq ')).toBe('sq');
  });

  it('When a search is sent, then special characters become spaces and empty pieces go', () => {
    expect(resultsUrl({ ...terms, keyword: 'c++, <b>java</b>,, ', location: 'Pune!' })).toBe(
      '/search/results?query=c%2B%2B%2C+b+java+b&locations=Pune',
    );
    expect(listOf(' a, ,b ,')).toEqual(['a', 'b']);
  });

  it('When suggestions were chosen, then only those still in the text go as queryEntity', () => {
    const url = resultsUrl({
      ...terms,
      keyword: 'Java, Acme',
      experience: 3,
      entities: [
        entityOf({ name: 'Java', type: 'SKILL' }),
        'sql:skill',
        entityOf({ name: 'Acme', type: 'COMPANY' }),
      ],
    });
    expect(url).toBe(
      '/search/results?query=Java%2C+Acme&experience=3&queryEntity=java%3Askill&queryEntity=acme%3Acompany',
    );
    expect(termsFrom(new URL(url, 'http://in.localhost').searchParams)).toEqual({
      keyword: 'Java, Acme',
      location: '',
      experience: 3,
      entities: ['java:skill', 'acme:company'],
    });
  });

  it('When experience is offered, then Fresher (51) comes first, then 0 to 50 years', () => {
    expect(EXPERIENCE_OPTIONS[0]).toBe(51);
    expect(EXPERIENCE_OPTIONS.slice(1)).toEqual(Array.from({ length: 51 }, (_, n) => n));
    expect([experienceLabel(51), experienceLabel(1), experienceLabel(7)]).toEqual([
      'Fresher',
      '1 Year',
      '7 Years',
    ]);
  });

  it('When a results address carries places and an empty or missing experience, then they read back', () => {
    const read = (search: string) => termsFrom(new URLSearchParams(search));
    expect(read('locations=Pune%2C+Mumbai&experience=')).toEqual({
      keyword: '',
      location: 'Pune, Mumbai',
      experience: null,
      entities: [],
    });
    expect(read('query=java').experience).toBeNull();
    expect(read('experience=0').experience).toBe(0);
  });

  it('When several places are typed and the keyword is blank, then only the places go, comma-separated', () => {
    expect(resultsUrl({ ...terms, location: 'Pune,, Mumbai ' })).toBe(
      '/search/results?locations=Pune%2C+Mumbai',
    );
  });

  it('When a designation or a new skill is chosen, then its entity is named so', () => {
    expect([
      entityOf({ name: 'Sales Manager', type: 'DESIGNATION' }),
      entityOf({ name: 'Rust', type: 'NEW_SKILL' }),
    ]).toEqual(['sales manager:designation', 'rust:skill']);
  });

  it('When the text has exactly two commas, or none at all, then the clear icon follows the count', () => {
    expect(showsClearIcon('a,,')).toBe(true);
    expect(showsClearIcon('')).toBe(false);
  });
});
