// Numbers, money, salaries, experience and dates as the web app writes them on each site.
import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatExperience,
  formatMoney,
  formatPosted,
  formatSalary,
  jobPath,
  salaryPeriod,
  slug,
} from '../../../web/src/lib/format';
import { onSite } from '../site';

const NOW = Date.parse('2026-11-28T12:00:00Z');

describe('The web app writes amounts and dates in the site’s forms', () => {
  it('When the India site writes a count and a rupee amount, then they use lakh grouping', () => {
    expect(formatCount(1500000)).toBe('15,00,000');
    expect(formatMoney(1500000)).toBe('₹15,00,000');
  });

  it.each([
    ['SG', 'SGD', 'S$5,000 – S$8,000 a month'],
    ['HK', 'HKD', 'HK$5,000 – HK$8,000 a month'],
  ] as const)(
    'When the %s site shows a %s salary, then the dollar names its country',
    async (code, currency, text) => {
      const format = await onSite(code, () => import('../../../web/src/lib/format'));
      expect(
        format.formatSalary({ disclosed: true, min: 5000, max: 8000, mode: 1, currency }),
      ).toBe(text);
    },
  );

  it('When the salary mode is 1 or 2, then the period is a month or a year (section 3)', () => {
    expect(salaryPeriod(1)).toBe('a month');
    expect(salaryPeriod(2)).toBe('a year');
  });

  it('When a salary is not disclosed or has no range, then it reads Not disclosed', () => {
    expect(formatSalary({ disclosed: false, min: 1, max: 2, mode: 2, currency: 'INR' })).toBe(
      'Not disclosed',
    );
    expect(formatSalary({ disclosed: true, mode: 2, currency: 'INR' })).toBe('Not disclosed');
    expect(formatSalary({ disclosed: true, max: 500000, mode: 2, currency: 'INR' })).toBe(
      'Not disclosed',
    );
    expect(formatSalary({ disclosed: true, min: 300000, mode: 2, currency: 'INR' })).toBe(
      'Not disclosed',
    );
    expect(
      formatSalary({ disclosed: true, min: 300000, max: 500000, mode: 2, currency: 'INR' }),
    ).toBe('₹3,00,000 – ₹5,00,000 a year');
  });

  it('When the experience is 0 to 0, then it reads Fresher; else a range of years', () => {
    expect(formatExperience({ min: 0, max: 0 })).toBe('Fresher');
    expect(formatExperience({ min: 2, max: 5 })).toBe('2–5 years');
    expect(formatExperience({ min: 0, max: 3 })).toBe('0–3 years');
  });

  it('When a job was posted a while ago, then the age is in days, hours or minutes', () => {
    expect(formatPosted('2026-11-28T11:59:30Z', NOW)).toBe('Posted just now');
    expect(formatPosted('2026-11-28T11:55:00Z', NOW)).toBe('Posted 5 minutes ago');
    expect(formatPosted('2026-11-28T09:00:00Z', NOW)).toBe('Posted 3 hours ago');
    expect(formatPosted('2026-11-27T12:00:00Z', NOW)).toBe('Posted yesterday');
    expect(formatPosted('2026-11-18T12:00:00Z', NOW)).toBe('Posted 10 days ago');
  });

  it('When a job path is built, then its last dash-separated piece is the job id (section 2)', () => {
    expect(slug(' Senior C# Developer — Pune ')).toBe('senior-c-developer-pune');
    expect(jobPath({ title: 'Data Analyst', companyName: 'Acme & Co', jobId: 'J42' })).toBe(
      '/job/data-analyst-acme-co-J42',
    );
    expect(jobPath({ title: 'Nurse', companyName: 'Care', jobId: 'J7', spl: 'sjs campaign' })).toBe(
      '/job/nurse-care-J7?spl=sjs%20campaign',
    );
  });
});

describe("Dates in English as the site's country writes them (issue 27)", () => {
  it.each([
    ['IN', '28 Nov 2026'],
    ['PH', 'Nov 28, 2026'],
    // No English of Thailand's own: day-month-year English, never the month first.
    ['TH', '28 Nov 2026'],
  ] as const)('When the %s site writes a date, then it reads %s', async (code, text) => {
    const { formatDate } = await onSite(code, () => import('../../../web/src/lib/format'));
    expect(formatDate('2026-11-28')).toBe(text);
    expect(formatDate('2026-11-28T23:30:00+05:30')).toBe(text);
  });

  it.each([
    ['IN', /^\d{1,2} [A-Z][a-z]{2} 2026, \d{1,2}:\d{2} (am|pm)$/],
    ['TH', /^\d{1,2} [A-Z][a-z]{2} 2026, \d{1,2}:\d{2}$/],
  ] as const)(
    'When the %s site writes a moment, then its date is followed by the time',
    async (code, shape) => {
      const { formatMoment } = await onSite(code, () => import('../../../web/src/lib/format'));
      expect(formatMoment('2026-11-28T09:35:00Z')).toMatch(shape);
    },
  );
});
