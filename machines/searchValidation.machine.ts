// The search bar's validation: spec section 5. A search needs a keyword or a location. Both blank:
// the home bar toasts SEARCH_BLANK_MESSAGE for 3 s; the advanced form focuses the keyword with
// ADVANCED_SEARCH_BLANK_MESSAGE. A field with only special characters toasts
// SEARCH_ONLY_SPECIAL_CHARACTERS_MESSAGE for 3000 ms. A valid search is submitted.
import { assertEvent, assign, setup } from 'xstate';
import {
  ADVANCED_SEARCH_BLANK_MESSAGE,
  SEARCH_BLANK_MESSAGE,
  SEARCH_ONLY_SPECIAL_CHARACTERS_MESSAGE,
} from '../openapi/vocabulary/messages';
import type { ToastRequest } from './lib/effects';
import { missingAction } from './lib/implementations';

export type SearchForm = 'home' | 'advanced';

export interface SearchTerms {
  keyword: string;
  location: string;
}

export type SearchValidationEvent =
  | ({ type: 'search.submit'; form: SearchForm } & SearchTerms)
  /** A field changed: the shown error goes. */
  | { type: 'search.edit' };

export interface SearchValidationContext {
  /** The error shown next to the form, if any. */
  error: string | null;
}

const ID = 'searchValidation';

/** Letters or digits in any script; a field without any is "only special characters". */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

const isBlank = (text: string): boolean => text.trim() === '';
const isOnlySpecialCharacters = (text: string): boolean =>
  !isBlank(text) && !WORD_CHARACTER.test(text);

const validationToast = (message: string): ToastRequest => ({
  message,
  tone: 'failure',
  kind: 'validation',
});

export const searchValidationMachine = setup({
  types: {
    context: {} as SearchValidationContext,
    events: {} as SearchValidationEvent,
  },
  actions: {
    showToast: missingAction<ToastRequest>(ID, 'showToast'),
    focusKeyword: missingAction(ID, 'focusKeyword'),
    submitSearch: missingAction<SearchTerms>(ID, 'submitSearch'),
    showError: assign((_, message: string) => ({ error: message })),
    clearError: assign({ error: null }),
  },
  guards: {
    isBlankAdvancedSearch: ({ event }) =>
      event.type === 'search.submit' &&
      event.form === 'advanced' &&
      isBlank(event.keyword) &&
      isBlank(event.location),
    isBlankSearch: ({ event }) =>
      event.type === 'search.submit' && isBlank(event.keyword) && isBlank(event.location),
    hasOnlySpecialCharacters: ({ event }) =>
      event.type === 'search.submit' &&
      (isOnlySpecialCharacters(event.keyword) || isOnlySpecialCharacters(event.location)),
  },
}).createMachine({
  id: ID,
  context: { error: null },
  initial: 'editing',
  on: {
    'search.submit': [
      {
        guard: 'isBlankAdvancedSearch',
        target: '.rejected',
        actions: [{ type: 'showError', params: ADVANCED_SEARCH_BLANK_MESSAGE }, 'focusKeyword'],
      },
      {
        guard: 'isBlankSearch',
        target: '.rejected',
        actions: [
          { type: 'showError', params: SEARCH_BLANK_MESSAGE },
          { type: 'showToast', params: validationToast(SEARCH_BLANK_MESSAGE) },
        ],
      },
      {
        guard: 'hasOnlySpecialCharacters',
        target: '.rejected',
        actions: [
          { type: 'showError', params: SEARCH_ONLY_SPECIAL_CHARACTERS_MESSAGE },
          { type: 'showToast', params: validationToast(SEARCH_ONLY_SPECIAL_CHARACTERS_MESSAGE) },
        ],
      },
      {
        target: '.submitted',
        actions: [
          'clearError',
          {
            type: 'submitSearch',
            params: ({ event }) => {
              assertEvent(event, 'search.submit');
              return { keyword: event.keyword.trim(), location: event.location.trim() };
            },
          },
        ],
      },
    ],
    'search.edit': { target: '.editing', actions: 'clearError' },
  },
  states: {
    editing: {},
    /** The error is shown (and toasted on the home bar). */
    rejected: {},
    submitted: {},
  },
});
