// What a searchable list shows for a typed text (spec section 9: at most MULTI_SELECT_LIMIT
// options): the options whose label holds the text, case ignored, without those already chosen.
import { MULTI_SELECT_LIMIT } from '../../../openapi/vocabulary/limits';

export interface SelectOption {
  id: string;
  label: string;
  hint?: string;
}

export const normal = (text: string) => text.trim().toLowerCase();

export function visibleOptions(
  options: readonly SelectOption[],
  text: string,
  leaveOut: ReadonlySet<string>,
  filter: boolean,
): SelectOption[] {
  const wanted = normal(text);
  return options
    .filter((o) => !leaveOut.has(o.id) && (!filter || normal(o.label).includes(wanted)))
    .slice(0, MULTI_SELECT_LIMIT);
}
