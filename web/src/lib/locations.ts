// Section 5: "Location with no match: 'Please enter a valid location.'" — the one rule every
// location box applies (the home search bar's and the advanced form's). A typed place matches when
// it names one of the site's cities, their states or countries, or the remote listing, directly or
// by another name seekers use for it (fixtures/search-aliases.ts: Bangalore for Bengaluru), the
// same table the simulator's search reads, so a place the box accepts is one the search finds.
import { foldPlace, placesMeant, REMOTE_CITY } from '../../../fixtures/search-aliases';
import { site } from './site';

const PLACES = new Set(
  [...site.cities.flatMap((c) => [c.city, c.state, c.country]), REMOTE_CITY].map(foldPlace),
);

/** The folded names a typed place stands for: itself (diacritics folded) and its aliases. */
const meant = (text: string): string[] => placesMeant(text.trim()).map(foldPlace);

/** The site's city a typed name stands for (its own name or another one), if any. */
export function cityNamed(text: string): string | undefined {
  const names = meant(text);
  return site.cities.find((c) => names.includes(foldPlace(c.city)))?.city;
}

/** Whether a typed place (one piece of a comma-separated location) matches a place of the site. */
export function isKnownPlace(text: string): boolean {
  return meant(text).some((name) => PLACES.has(name));
}

/** Whether every comma-separated place of a location box's text matches; blank text does. */
export function isValidLocationText(text: string): boolean {
  return text
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean)
    .every(isKnownPlace);
}
