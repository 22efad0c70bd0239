// Numbers, money and dates in the site's locale (Intl): lakh grouping on the India site.
import type { Schemas } from '../../../openapi/client';
import { MONTHLY_SALARY_MODE } from '../../../openapi/vocabulary/fixed-lists';
import { SPL_PARAM } from '../../../openapi/vocabulary/routes';
import {
  dateFormat,
  dateLocaleOf,
  moneyFormat,
  momentFormat,
  numberFormat,
  relativeFormat,
} from './intl-formats';
import { site } from './site';
import { visitSpl } from './visit-source';

/**
 * The symbol of a dollar that Intl writes as a bare "$" in its own country (en-SG gives "$" for
 * SGD): a seeker comparing sites, or reading a job abroad, must not take it for US dollars (UX walk
 * j2). Intl already writes the other seven sites' currencies unmistakably (₹, AED and the Gulf's
 * codes, ₱, ฿, ₫, Rp, RM; HK$ on en-HK), so this names only the dollars.
 */
const DOLLAR_SYMBOLS: Readonly<Record<string, string>> = { SGD: 'S$', HKD: 'HK$' };

interface MoneyFormat {
  format: (value: number) => string;
}

const moneyByCurrency = new Map<string, MoneyFormat>();

/** Amounts in the site's number format; the Gulf quotes each job's country's currency. */
export function moneyIn(currency: string): MoneyFormat {
  let format = moneyByCurrency.get(currency);
  if (!format) {
    const numbers = moneyFormat(site.locale, currency);
    const symbol = DOLLAR_SYMBOLS[currency];
    format = {
      format: (value) =>
        numbers
          .formatToParts(value)
          .map((part) => (part.type === 'currency' && symbol ? symbol : part.value))
          .join(''),
    };
    moneyByCurrency.set(currency, format);
  }
  return format;
}

/** Made on first use: an Intl formatter costs a page's load ICU set-up, and pages use few. */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const count = onFirstUse(() => numberFormat(site.locale));
const relative = onFirstUse(relativeFormat);
const dateLocale = onFirstUse(() => dateLocaleOf(site.countryCode));
const dates = onFirstUse(() => dateFormat(dateLocale()));
const moments = onFirstUse(() => momentFormat(dateLocale()));

export function formatCount(value: number): string {
  return count().format(value);
}

export function formatMoney(value: number): string {
  return moneyIn(site.currency).format(value);
}

/** 'a month' or 'a year', by SALARY_MODE (section 3: Monthly=1, Annually=2). */
export function salaryPeriod(mode: number): string {
  return mode === MONTHLY_SALARY_MODE ? 'a month' : 'a year';
}

export function formatSalary(salary: Schemas['Salary']): string {
  if (!salary.disclosed || salary.min === undefined || salary.max === undefined)
    return 'Not disclosed';
  const period = salaryPeriod(salary.mode);
  const amounts = moneyIn(salary.currency);
  return `${amounts.format(salary.min)} – ${amounts.format(salary.max)} ${period}`;
}

export function formatExperience(exp: Schemas['ExperienceSpan']): string {
  if (exp.min === 0 && exp.max === 0) return 'Fresher';
  return `${exp.min}–${exp.max} years`;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

export function formatPosted(iso: string, now = Date.now()): string {
  const elapsed = now - new Date(iso).getTime();
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return `Posted ${relative().format(-Math.floor(elapsed / ms), unit)}`;
  }
  return 'Posted just now';
}

export function formatDate(isoDate: string): string {
  return dates().format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** One date format per site (issue 27): a moment reads as formatDate's date, then its time. */
export function formatMoment(isoDateTime: string): string {
  return moments().format(new Date(isoDateTime));
}

/** URL-safe, lower-case, hyphenated keywords (spec section 3, search form). */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The job-detail path: its last dash-separated piece is the job id (spec section 2). An SJS job's
 * carries `spl`: the visit's own (the SPL cookie), else the job's default.
 */
export function jobPath(
  job: Pick<Schemas['Job'], 'title' | 'companyName' | 'jobId' | 'spl'>,
): string {
  const path = `/job/${slug(`${job.title} ${job.companyName}`)}-${job.jobId}`;
  if (!job.spl) return path;
  return `${path}?${SPL_PARAM}=${encodeURIComponent(visitSpl() ?? job.spl)}`;
}
