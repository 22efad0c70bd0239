// A count and the word after it, as English writes it (the UX walk's N15: "(1 jobs)", "1–1 of 1
// jobs", "Last 1 days"): Intl.PluralRules picks the word, so "1 job", "Last 1 day", "2 jobs".
const english = new Intl.PluralRules('en');

/** "1 job", "25 jobs": `shown` is the count as the page writes it (its locale's digits). */
export function counted(count: number, one: string, other: string, shown = String(count)): string {
  return `${shown} ${english.select(count) === 'one' ? one : other}`;
}
