// One search, one name (the UX walk's N16: the alert made from "accountant" in Mumbai was named
// "accountant in Mumbai jobs" while the same search saved was "Accountant jobs in Mumbai"). The
// alert takes the saved search's form.
import { describe, expect, it } from 'vitest';
import { withField, type AlertValues } from '../../../web/src/features/job-alerts/alert-form-state';
import { resultsRequest } from '../../../web/src/features/results/search-request';
import { searchName } from '../../../web/src/lib/search-name';

const blank: AlertValues = {
  name: '',
  keywords: '',
  locations: '',
  experience: '',
  frequency: 1,
  email: '',
};

/** The name "Save this search" offers on the results page of this search. */
function savedSearchName(query: string, locations: string): string {
  return resultsRequest({ kind: 'SRP' }, new URLSearchParams({ query, locations })).heading;
}

describe("A search's name", () => {
  it('When the seeker makes an alert of accountant in Mumbai, then it is named as the saved search is: "Accountant jobs in Mumbai"', () => {
    expect(searchName('accountant', 'Mumbai')).toBe('Accountant jobs in Mumbai');
    expect(savedSearchName('accountant', 'Mumbai')).toBe('Accountant jobs in Mumbai');
  });

  it('When the alert form is filled keyword then location, then the name follows in the same form', () => {
    const named = withField(withField(blank, 'keywords', 'data scientist'), 'locations', 'pune');

    expect(named.name).toBe('Data Scientist jobs in Pune');
    expect(named.name).toBe(savedSearchName('data scientist', 'pune'));
  });

  it('When only keywords or only a location are given, then the names are "Sales jobs" and "Jobs in Singapore"', () => {
    expect(searchName('sales', '')).toBe('Sales jobs');
    expect(searchName('', 'Singapore')).toBe('Jobs in Singapore');
    expect(searchName(' ', ' ')).toBe('');
  });
});
