// A search's name, in one form wherever it is named (UX walk N16: the alert said "accountant in
// Mumbai jobs" where the saved search said "Accountant jobs in Mumbai"): the results heading, the
// name "Save this search" offers and the name a job alert takes from its search.

/**
 * The first letter of each word upper case, the others as typed: a word starts after anything but
 * a letter, a mark or a digit (JavaScript's \b knows only ASCII, and made "kế toán" "KẾ ToÁN").
 */
export function titleCase(text: string): string {
  return text.replace(
    /(^|[^\p{L}\p{M}\p{N}])(\p{L})/gu,
    (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
  );
}

/** "Accountant jobs in Mumbai", "Accountant jobs", "Jobs in Mumbai"; '' for no search. */
export function searchName(keywords: string, locations: string): string {
  const what = keywords.trim();
  const where = locations.trim();
  if (!what && !where) return '';
  const jobs = what ? `${titleCase(what)} jobs` : 'Jobs';
  return where ? `${jobs} in ${titleCase(where)}` : jobs;
}
