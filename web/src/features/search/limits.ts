/** Spec section 9: autocomplete from 2 characters, 15 keywords, 10 locations, 10 ms debounce. */
export const AUTOCOMPLETE = {
  minChars: 2,
  keywords: 15,
  locations: 10,
  debounceMs: 10,
} as const;

/** Spec section 9: the search bar turns into a mobile overlay at 920px or narrower. */
export const MOBILE_OVERLAY_QUERY = '(max-width: 920px)';
