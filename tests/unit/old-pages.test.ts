// The older site's pages that spec section 2 still names: the old results page reached by a form
// POST (fts, exp, lmy, ind, func, role, mns, mxs), and my_monster / view_resume on a my. sub-host.
import { describe, expect, it } from 'vitest';
import {
  MY_SUB_HOST,
  OLD_MY_PAGES,
  OLD_RESULTS_BASE,
  OLD_RESULTS_SUFFIX,
  oldResultsTarget,
} from '../../openapi/vocabulary/old-pages';

const BASE = 'http://site.invalid';

/** The new results page's path and parameters of an old form's target. */
function target(form: Record<string, string | undefined>) {
  const url = new URL(oldResultsTarget(form), BASE);
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

describe('The old results page', () => {
  it('When the old form is posted with every field, then the new results page carries the same search', () => {
    expect(
      target({
        fts: ' java ',
        exp: '3',
        lmy: 'Pune',
        ind: 'IT',
        func: 'Sales',
        role: 'Manager',
        mns: '2',
        mxs: '5',
      }),
    ).toEqual({
      path: '/search/results',
      params: {
        query: 'java',
        experience: '3',
        locations: 'Pune',
        industries: 'IT',
        functions: 'Sales',
        roles: 'Manager',
        salaryRanges: '200000~500000',
      },
    });
  });

  it('When the old form is empty or blank, then the new results page has no parameters', () => {
    expect(oldResultsTarget({})).toBe('/search/results');
    expect(oldResultsTarget({ fts: '   ', mns: '', mxs: '' })).toBe('/search/results');
  });

  it('When only some fields are posted, then only those become parameters', () => {
    expect(target({ lmy: 'Mumbai' })).toEqual({
      path: '/search/results',
      params: { locations: 'Mumbai' },
    });
  });

  it('When the minimum and maximum salary are the same, then that one range is searched', () => {
    expect(target({ mns: '4', mxs: '4' }).params).toEqual({ salaryRanges: '400000~400000' });
  });

  it('When the salary lacks a bound, is reversed or is no number, then no salary range is searched', () => {
    for (const form of [
      { mns: '2' },
      { mxs: '5' },
      { mns: '', mxs: '5' },
      { mns: '5', mxs: '2' },
      { mns: 'two', mxs: '5' },
      { mns: '2', mxs: 'five' },
      { mns: '-Infinity', mxs: '5' },
      { mns: '2', mxs: 'Infinity' },
    ])
      expect(target(form).params, JSON.stringify(form)).toEqual({});
  });

  it('When the old page is named, then it is {base search url}{slug}.html on our /search/ base', () => {
    expect(`${OLD_RESULTS_BASE}java-jobs${OLD_RESULTS_SUFFIX}`).toBe('/search/java-jobs.html');
  });
});

describe('The my. sub-host', () => {
  it('When my_monster or view_resume is opened on the my. sub-host, then the profile or its resume opens', () => {
    expect(MY_SUB_HOST).toBe('my.');
    expect(OLD_MY_PAGES).toEqual({
      '/my_monster': '/seeker/profile',
      '/view_resume': '/seeker/profile?apop=my-profile#resume',
    });
  });
});
