// The search vocabulary of spec sections 2 and 3: labels and value formats.
import { describe, expect, it } from 'vitest';
import {
  NOT_SPECIFIED_SALARY,
  employerTypeLabel,
  freshnessLabel,
  rangeValue,
} from '../../openapi/vocabulary/search';

describe('Search labels and values', () => {
  it("When a freshness option is shown, then it reads 'Last {n} days'", () => {
    expect(freshnessLabel(7)).toBe('Last 7 days');
    expect(freshnessLabel('15')).toBe('Last 15 days');
    // One day is a day (UX walk N15).
    expect(freshnessLabel('1')).toBe('Last 1 day');
  });

  it("When an employer type is shown, then it reads '{name} Jobs'", () => {
    expect(employerTypeLabel('MNC')).toBe('MNC Jobs');
  });

  it("When a range is written, then it is {min}~{max}; jobs without a salary are 'not specified'", () => {
    expect(rangeValue(2, 5)).toBe('2~5');
    expect(NOT_SPECIFIED_SALARY).toBe('not specified');
  });
});
