// Reading and writing the results page's query parameters (spec section 2).
import type { Schemas } from '../../../../openapi/client';
import { FRESHER_EXPERIENCE_ID } from '../../../../openapi/vocabulary/limits';
import { ROUTE } from '../../../../openapi/vocabulary/routes';
import { EXPERIENCE_YEARS } from '../../../../openapi/vocabulary/fixed-lists';
import { searchText } from '../../../../openapi/vocabulary/validation';

export interface SearchTerms {
  keyword: string;
  location: string;
  experience: number | null;
  /** `{name}:{type}` of each chosen suggestion. */
  entities: string[];
}

const ENTITY_TYPES: Record<Schemas['SuggestionType'], 'designation' | 'skill' | 'company'> = {
  DESIGNATION: 'designation',
  NEW_SKILL: 'skill',
  SKILL: 'skill',
  COMPANY: 'company',
};

export function entityOf(suggestion: Pick<Schemas['Suggestion'], 'name' | 'type'>): string {
  return `${suggestion.name.toLowerCase()}:${ENTITY_TYPES[suggestion.type]}`;
}

/** Comma-separated values, trimmed, without empties (what a comma list holds). */
export function listOf(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function resultsUrl(terms: SearchTerms): string {
  const params = new URLSearchParams();
  // Section 5: special characters become spaces before the search leaves the page.
  const query = listOf(searchText(terms.keyword)).join(', ');
  const locations = listOf(searchText(terms.location)).join(', ');
  if (query) params.set('query', query);
  if (locations) params.set('locations', locations);
  if (terms.experience !== null) params.set('experience', String(terms.experience));
  const chosen = new Set(listOf(terms.keyword).map((k) => k.toLowerCase()));
  for (const entity of terms.entities) {
    if (chosen.has(entity.slice(0, entity.lastIndexOf(':')))) params.append('queryEntity', entity);
  }
  return `${ROUTE.searchResults}?${params.toString()}`;
}

export function termsFrom(params: URLSearchParams): SearchTerms {
  const experience = params.get('experience');
  return {
    keyword: params.get('query') ?? '',
    location: params.get('locations') ?? '',
    experience: experience === null || experience === '' ? null : Number(experience),
    entities: params.getAll('queryEntity'),
  };
}

/** The text after the last comma: what autocomplete looks up. */
export function lastFragment(text: string): string {
  return text.slice(text.lastIndexOf(',') + 1).trim();
}

/** Spec section 4: a chosen suggestion is appended to the string, replacing the typed fragment. */
export function appendChoice(text: string, choice: string): string {
  const head = text.slice(0, text.lastIndexOf(',') + 1);
  return `${head}${head ? ' ' : ''}${choice}, `;
}

/** Spec section 4: the clear icon shows only when the text has more than one comma. */
export function showsClearIcon(text: string): boolean {
  return (text.match(/,/g) ?? []).length > 1;
}

export function experienceLabel(id: number): string {
  if (id === FRESHER_EXPERIENCE_ID) return 'Fresher';
  return `${id} ${id === 1 ? 'Year' : 'Years'}`;
}

export const EXPERIENCE_OPTIONS: number[] = [FRESHER_EXPERIENCE_ID, ...EXPERIENCE_YEARS];
