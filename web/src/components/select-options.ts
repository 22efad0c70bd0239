// What a searchable list shows for a typed text (spec section 9: at most MULTI_SELECT_LIMIT
// options): the options whose label, or one of their other names, holds the text (case and
// accents ignored), without those already chosen. An option found by another name shows that
// name as its hint ("Sài Gòn" under Ho Chi Minh City).
import { MULTI_SELECT_LIMIT } from '../../../openapi/vocabulary/limits';
import { foldSearchText } from '../../../openapi/vocabulary/search-fold';

export interface SelectOption {
  id: string;
  label: string;
  hint?: string;
  /** Other names the option is found by (a city's local names and short forms). */
  aliases?: readonly string[];
}

export const normal = (text: string) => foldSearchText(text.trim());

/** The option as the list shows it for the typed text, or undefined when it does not match. */
function matching(option: SelectOption, wanted: string): SelectOption | undefined {
  if (normal(option.label).includes(wanted)) return option;
  const alias = option.aliases?.find((name) => normal(name).includes(wanted));
  return alias === undefined ? undefined : { ...option, hint: alias };
}

export function visibleOptions(
  options: readonly SelectOption[],
  text: string,
  leaveOut: ReadonlySet<string>,
  filter: boolean,
): SelectOption[] {
  const wanted = normal(text);
  const shown: SelectOption[] = [];
  for (const option of options) {
    if (shown.length === MULTI_SELECT_LIMIT) break;
    if (leaveOut.has(option.id)) continue;
    const seen = filter ? matching(option, wanted) : option;
    if (seen) shown.push(seen);
  }
  return shown;
}
