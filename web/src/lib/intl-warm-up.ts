// A page's first Intl formatter pays for ICU's set-up of the locale's data, a long task on a slow
// phone's main thread. ICU keeps that data for the whole renderer process, so the site's formatters
// built once on a worker thread (intl-warm-up.worker.ts) leave the page's own first ones cheap.
// No DOM here: the worker runs it.
import {
  dateFormat,
  dateLocaleOf,
  moneyFormat,
  momentFormat,
  numberFormat,
  relativeFormat,
} from './intl-formats';

/** What the worker needs to build the formatters the site's pages use (lib/format.ts). */
export interface IntlWarmUp {
  locale: string;
  currency: string;
  countryCode: string;
}

/** Builds and uses once each formatter the pages build (intl-formats.ts), in the site's locales. */
export function warmUpIntl({ locale, currency, countryCode }: IntlWarmUp): void {
  numberFormat(locale).format(1);
  moneyFormat(locale, currency).format(1);
  new Intl.PluralRules('en').select(1);
  relativeFormat().format(-1, 'day');
  const dateLocale = dateLocaleOf(countryCode);
  dateFormat(dateLocale).format(0);
  momentFormat(dateLocale).format(0);
}
