// The search bar's numbers, named for it from the spec's vocabulary (section 9).
import {
  AUTOCOMPLETE_MIN_CHARS,
  KEYWORD_SUGGESTIONS,
  LOCATION_SUGGESTIONS,
} from '../../../../openapi/vocabulary/limits';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '../../../../openapi/vocabulary/timing';

export const AUTOCOMPLETE = {
  minChars: AUTOCOMPLETE_MIN_CHARS,
  keywords: KEYWORD_SUGGESTIONS,
  locations: LOCATION_SUGGESTIONS,
  debounceMs: AUTOCOMPLETE_DEBOUNCE_MS,
} as const;

/**
 * Recent searches the keyword box offers on focus (ours: the spec names the recent-searches call
 * but no number; the contract keeps at most 10). Five fit a phone's screen above its keyboard.
 */
export const RECENT_SEARCHES_SHOWN = 5;
