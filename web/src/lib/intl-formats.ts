// The Intl formatters the pages use, made from plain values (no DOM): lib/format.ts makes them with
// the site's, and the warm-up worker (intl-warm-up.ts) makes the same ones first.

const DAY_FIRST_ENGLISH = 'en-GB';
const DATE_PARTS = { day: 'numeric', month: 'short', year: 'numeric' } as const;

export function numberFormat(locale: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale);
}

/** Whole amounts of `currency` in the locale's number format. */
export function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
}

export function relativeFormat(): Intl.RelativeTimeFormat {
  return new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
}

/**
 * Dates in the page's language (English) with the site's conventions: English as the site's
 * country writes it where the browser knows that locale (en-IN, en-SG…), else day-month-year
 * English; never Thai, Vietnamese or Indonesian month names inside English text.
 */
export function dateLocaleOf(countryCode: string): string {
  const siteEnglish = `en-${countryCode}`;
  return new Intl.DateTimeFormat(siteEnglish).resolvedOptions().locale === siteEnglish
    ? siteEnglish
    : DAY_FIRST_ENGLISH;
}

/** A date, the same day wherever the reader is. */
export function dateFormat(dateLocale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(dateLocale, { ...DATE_PARTS, timeZone: 'UTC' });
}

/** A moment (a notification's): the same date as dateFormat, then the time, in the reader's zone. */
export function momentFormat(dateLocale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(dateLocale, { ...DATE_PARTS, hour: 'numeric', minute: '2-digit' });
}
