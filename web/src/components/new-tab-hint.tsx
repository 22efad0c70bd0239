// What a link or button that opens a new tab says after its name, for screen readers (the page
// does not otherwise say that the seeker leaves it).
export const NEW_TAB_HINT = ' (opens in a new tab)';

/** The hint as hidden text, inside the link it describes. */
export function NewTabHint() {
  return <span className="visually-hidden">{NEW_TAB_HINT}</span>;
}
