// Reading the page as assistive technology does, where Testing Library's queries do not.

/** What a control's aria-describedby points at, as a screen reader reads it after its name. */
export function descriptionOf(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
