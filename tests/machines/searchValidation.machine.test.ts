import { describe, expect, it } from 'vitest';
import {
  ADVANCED_SEARCH_BLANK_MESSAGE,
  SEARCH_BLANK_MESSAGE,
  SEARCH_ONLY_SPECIAL_CHARACTERS_MESSAGE,
} from '../../openapi/vocabulary/messages';
import type { ToastRequest } from '../../machines/lib/effects';
import { searchValidationMachine, type SearchTerms } from '../../machines/searchValidation.machine';
import { fakeAction, paramsOf, start } from './support';
import { endStates, visitedStates } from './end-states';

function setUp() {
  const fakes = {
    showToast: fakeAction<ToastRequest>(),
    focusKeyword: fakeAction(),
    submitSearch: fakeAction<SearchTerms>(),
  };
  return { ...fakes, ...start(searchValidationMachine.provide({ actions: fakes })) };
}

describe('Search-bar validation', () => {
  it('When both fields are blank on the home bar, then the keyword toast shows for 3 s and the message stays by the field', () => {
    const { actor, showToast, submitSearch } = setUp();

    actor.send({ type: 'search.submit', form: 'home', keyword: '  ', location: '' });

    expect(actor.getSnapshot().value).toBe('rejected');
    expect(paramsOf(showToast)).toEqual([
      { message: SEARCH_BLANK_MESSAGE, tone: 'failure', kind: 'validation' },
    ]);
    expect(actor.getSnapshot().context.error).toBe(SEARCH_BLANK_MESSAGE);
    expect(submitSearch).not.toHaveBeenCalled();
  });

  it('When both fields are blank on the advanced form, then the keyword gets focus and its message', () => {
    const { actor, showToast, focusKeyword } = setUp();

    actor.send({ type: 'search.submit', form: 'advanced', keyword: '', location: '' });

    expect(focusKeyword).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.error).toBe(ADVANCED_SEARCH_BLANK_MESSAGE);
    expect(showToast).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('rejected');
  });

  it.each([
    ['keyword', { keyword: '@#$%', location: 'Pune' }],
    ['location', { keyword: 'java', location: '***' }],
  ])(
    'When the %s holds only special characters, then that toast shows for 3000 ms and the message stays by the field',
    (_, terms) => {
      const { actor, showToast, submitSearch } = setUp();

      actor.send({ type: 'search.submit', form: 'home', ...terms });

      expect(paramsOf(showToast)).toEqual([
        { message: SEARCH_ONLY_SPECIAL_CHARACTERS_MESSAGE, tone: 'failure', kind: 'validation' },
      ]);
      expect(submitSearch).not.toHaveBeenCalled();
      expect(actor.getSnapshot().value).toBe('rejected');
      expect(actor.getSnapshot().context.error).toBe(SEARCH_ONLY_SPECIAL_CHARACTERS_MESSAGE);
    },
  );

  it('When a search is submitted after a refusal, then the refusal message goes', () => {
    const { actor, submitSearch } = setUp();
    actor.send({ type: 'search.submit', form: 'home', keyword: '', location: '' });

    actor.send({ type: 'search.submit', form: 'home', keyword: 'java', location: '' });

    expect(paramsOf(submitSearch)).toEqual([{ keyword: 'java', location: '' }]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each([
    ['a keyword only', { keyword: 'c++', location: '' }, { keyword: 'c++', location: '' }],
    [
      'a keyword between spaces',
      { keyword: '  java ', location: '' },
      { keyword: 'java', location: '' },
    ],
    ['a location only', { keyword: '', location: ' Pune ' }, { keyword: '', location: 'Pune' }],
    ['both', { keyword: 'java', location: 'Pune' }, { keyword: 'java', location: 'Pune' }],
  ])('When the search has %s, then it is submitted', (_, terms, submitted) => {
    const { actor, submitSearch } = setUp();

    actor.send({ type: 'search.submit', form: 'home', ...terms });

    expect(actor.getSnapshot().value).toBe('submitted');
    expect(paramsOf(submitSearch)).toEqual([submitted]);
  });

  it('When a field changes after an error, then the error clears', () => {
    const { actor } = setUp();
    actor.send({ type: 'search.submit', form: 'advanced', keyword: '', location: '' });

    actor.send({ type: 'search.edit' });

    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('Where the searchValidation machine starts, goes and ends', () => {
  it('When every path of its model is replayed, then it never ends: no state leaves it done', () => {
    expect(endStates('searchValidation')).toEqual([]);
  });

  it('When every path of its model is replayed, then it starts in editing and passes through these states and no other', () => {
    expect(visitedStates('searchValidation')).toEqual({
      starts: 'editing',
      visits: ['editing', 'rejected', 'submitted'],
    });
  });
});
