// Free text a seeker types: trimmed, and never blank. One message for every field that may not
// be blank (names, keywords, profile entries, card answers, feedback). And a person's name, whose
// rule (section 5) the contract's pattern says only in part.
import { BLANK_MESSAGE } from '../../openapi/runtime/text-check';
import { isPersonName, tidyPersonName } from '../../openapi/vocabulary/validation';
import { invalid, ruleBroken } from './errors';

export { BLANK_MESSAGE };

/** The value trimmed; a blank value is a 400 naming the field. */
export function requireText(param: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw invalid(param, BLANK_MESSAGE);
  return trimmed;
}

export const PERSON_NAME_MESSAGE =
  'must be letters of any script (each with its marks) and single spaces between words';

/**
 * A person's name as it is stored (composed, tidied). The contract's PersonName pattern refuses
 * what it can say (digits and symbols of Latin-1, controls, spaces around or doubled); a name that
 * fits it but not section 5's rule (a digit or symbol of another script, a mark with no letter
 * before it, fewer than 2 letters once composed) answers 422 NAME_NOT_LETTERS.
 */
export function personName(param: string, value: string): string {
  const name = tidyPersonName(value);
  if (!isPersonName(name)) throw ruleBroken(param, PERSON_NAME_MESSAGE, 'NAME_NOT_LETTERS');
  return name;
}
