// What a link or button that opens a new tab says after its name, for screen readers (the page
// does not otherwise say that the seeker leaves it); and the links the spec opens in a new tab
// that a phone opens in the same one.
import type { ReactNode } from 'react';
import { usePhoneLayout } from '../lib/use-media-query';

export const NEW_TAB_HINT = ' (opens in a new tab)';

/** The hint as hidden text, inside the link it describes. */
export function NewTabHint() {
  return <span className="visually-hidden">{NEW_TAB_HINT}</span>;
}

/**
 * A link the spec opens in a new tab (result titles, Create job alert: section 2). On a phone it
 * opens in the same tab, as Naukri's and Indeed's apps do (UX walk N8): a phone's tabs are out of
 * sight, and Back is how a seeker returns to the list. The hint is said only where the tab is new.
 */
export function NewTabOnDesktopLink({
  href,
  className,
  hint = true,
  children,
}: {
  href: string;
  className?: string;
  /** Whether the link says it opens a new tab (where it does). */
  hint?: boolean;
  children: ReactNode;
}) {
  const phone = usePhoneLayout();
  if (phone)
    return (
      <a className={className} href={href}>
        {children}
      </a>
    );
  return (
    <a className={className} href={href} target="_blank" rel="noopener">
      {children}
      {hint ? <NewTabHint /> : null}
    </a>
  );
}
