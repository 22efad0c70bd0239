// The currency a seeker's own money is asked and read in (issue 37, item 4): the site's, except on
// the Gulf site, which covers ten countries with ten currencies: there it is the currency of the
// seeker's country, that of their current location (SAR in Riyadh, AED in Dubai), as the site
// quotes each job in its country's (fixtures/gulf-currencies.ts).
import { GULF_CURRENCIES, type CountryCurrency } from '../../../fixtures/gulf-currencies';
import { GULF } from '../../../openapi/vocabulary/sites';
import { cityNamed } from './locations';
import { site } from './site';

/** The site's own currency, as the Gulf's table writes a country's. */
const SITE_CURRENCY: CountryCurrency = { currency: site.currency, perDirham: 1, roundTo: 1 };

/** The seeker's currency for a current location (a city of the site, by any of its names). */
export function seekerCurrency(currentLocation: string | undefined): CountryCurrency {
  if (site.countryCode !== GULF || !currentLocation) return SITE_CURRENCY;
  const named = cityNamed(currentLocation);
  const country = site.cities.find((c) => c.city === named)?.country;
  return (country && GULF_CURRENCIES[country]) || SITE_CURRENCY;
}

/**
 * The site's salary amounts (its range by its step) in another currency of its table, as that
 * currency's seekers count: the step converted and rounded to the currency's rounding, the range
 * on multiples of that step (a Saudi seeker picks SAR 3,000, 3,500, …, not dirham steps converted
 * to 3,100, 3,600, …).
 */
export function amountsIn(local: CountryCurrency): number[] {
  const { min, max, step } = site.salary;
  const localStep = nearestMultiple(step * local.perDirham, local.roundTo);
  const first = nearestMultiple(min * local.perDirham, localStep);
  const last = Math.round((max * local.perDirham) / localStep) * localStep;
  const amounts: number[] = [];
  for (let amount = first; amount <= last; amount += localStep) amounts.push(amount);
  return amounts;
}

/** The nearest multiple of `unit` to `amount`, at least `unit`. */
function nearestMultiple(amount: number, unit: number): number {
  return Math.max(unit, Math.round(amount / unit) * unit);
}
