// A page's first Intl formatter pays for ICU's set-up of the locale's data, a long task on a slow
// phone's main thread. ICU keeps that data for the whole renderer process, so the site's formatters
// built once on a worker thread (intl-warm-up.worker.ts) leave the page's own first ones cheap.
// No DOM here: the worker runs it.

/** What the worker needs to build the formatters the site's pages use (lib/format.ts). */
export interface IntlWarmUp {
  locale: string;
  currency: string;
  countryCode: string;
}

/** Builds and uses once each kind of formatter the pages use, in the site's locales. */
export function warmUpIntl({ locale, currency, countryCode }: IntlWarmUp): void {
  new Intl.NumberFormat(locale).format(1);
  new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    1,
  );
  new Intl.PluralRules('en').select(1);
  new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(-1, 'day');
  for (const dateLocale of [`en-${countryCode}`, 'en-GB']) {
    new Intl.DateTimeFormat(dateLocale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(0);
  }
}
