// The company search form's rule (spec section 5), given the companies whose name starts with
// what was typed: blank asks to select a company ('Please select comapny name'); no company at all
// is 'No result found for your search. Please enter a company.'; a name that is a company's
// (case ignored) is that company, and so is the one company that starts with it (UX walk N14:
// "Nova" searched Novastar's jobs, as Naukri does); a name several companies start with, none of
// them exactly, asks to select one of them (the blank message: "select").
import {
  COMPANY_BLANK_MESSAGE,
  COMPANY_NO_MATCH_MESSAGE,
} from '../../../../openapi/vocabulary/messages';

export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function companyFor(
  name: string,
  companies: readonly { value: string }[],
): { company: string } | { message: string } {
  if (name.trim() === '') return { message: COMPANY_BLANK_MESSAGE };
  const exact = companies.find((c) => sameName(c.value, name));
  if (exact) return { company: exact.value };
  const prefix = name.trim().toLowerCase();
  const starting = companies.filter((c) => c.value.trim().toLowerCase().startsWith(prefix));
  if (starting.length === 1 && starting[0]) return { company: starting[0].value };
  return { message: companies.length === 0 ? COMPANY_NO_MATCH_MESSAGE : COMPANY_BLANK_MESSAGE };
}
