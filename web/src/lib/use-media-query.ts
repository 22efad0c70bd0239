import { useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY } from '../../../openapi/vocabulary/limits';

/** Whether a media query matches, kept current as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Whether the page has its phone layout: the width the stylesheets' `--mobile` names. */
export function usePhoneLayout(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}
