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
 * The site's salary amounts (its range by its step, in the site's currency) in another currency
 * of its table, rounded as that currency is quoted.
 */
export function amountsIn(local: CountryCurrency): number[] {
  const { min, max, step } = site.salary;
  const round = (amount: number) =>
    Math.max(local.roundTo, Math.round((amount * local.perDirham) / local.roundTo) * local.roundTo);
  const amounts = new Set<number>();
  for (let amount = min; amount <= max; amount += step) amounts.add(round(amount));
  return [...amounts];
}
