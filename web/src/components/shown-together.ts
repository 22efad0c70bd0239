// Parts of a page shown together (issue 27, item 7, and the layout-shift budget): parts arriving one
// by one would push each other down the page as it is read. They are shown once every call has
// answered or failed; a late call does not hold the rest back: past SLOW_CALL_NOTICE_MS the parts
// that answered are shown and the late ones wait in their own places, saying so. Once shown they
// stay: a part fetched again (a retry) shows its own loading state.
import { useDeferredValue, useState } from 'react';
import { useTakingLong } from './slow-notice';

/** Whether the page's parts may show: each entry is whether one of its calls is still pending. */
export function useShownTogether(pending: readonly boolean[]): boolean {
  const anyPending = pending.some(Boolean);
  const [shown, setShown] = useState(false);
  const late = useTakingLong(anyPending);
  if ((!anyPending || late) && !shown) setShown(true);
  // The parts (the dashboard's forty-odd job cards, the profile's sections) then render in a pass
  // React can pause for input: rendered at once, they held the main thread for one long task.
  return useDeferredValue(shown);
}
