// Free text a seeker types: trimmed, and never blank. One message for every field that may not
// be blank (names, keywords, profile entries, card answers, feedback).
import { BLANK_MESSAGE } from '../../openapi/runtime/text-check';
import { invalid } from './errors';

export { BLANK_MESSAGE };

/** The value trimmed; a blank value is a 400 naming the field. */
export function requireText(param: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw invalid(param, BLANK_MESSAGE);
  return trimmed;
}
