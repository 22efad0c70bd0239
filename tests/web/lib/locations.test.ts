// Section 5: a location box accepts only the site's places ('Please enter a valid location.'
// otherwise), by their names or the other names seekers use for them.
import { describe, expect, it } from 'vitest';
import { cityNamed, isKnownPlace, isValidLocationText } from '../../../web/src/lib/locations';
import { onSite } from '../site';

describe('The location boxes’ rule', () => {
  it('When India’s box holds its cities, states or an alias, then it is valid; an unknown place is not', () => {
    expect(isValidLocationText('Pune, Bangalore')).toBe(true);
    expect(isValidLocationText('  ')).toBe(true);
    expect(cityNamed('bangalore')).toBe('Bengaluru');
    expect(isKnownPlace('Qwertyville')).toBe(false);
    expect(isValidLocationText('Pune, Qwertyville')).toBe(false);
  });

  it('When Singapore’s box holds an Indian city, then it is not one of the site’s places', async () => {
    const locations = await onSite('SG', () => import('../../../web/src/lib/locations'));
    expect(locations.isValidLocationText('Tampines')).toBe(true);
    expect(locations.isValidLocationText('Pune')).toBe(false);
  });

  it('When Vietnam’s box holds a short form or the accented name, then it names the city; a place the site lacks names none', async () => {
    const locations = await onSite('VN', () => import('../../../web/src/lib/locations'));
    expect(
      ['TP.HCM', 'Sài Gòn', ' hcm ', 'Đà Nẵng'].map((typed) => locations.cityNamed(typed)),
    ).toEqual(['Ho Chi Minh City', 'Ho Chi Minh City', 'Ho Chi Minh City', 'Da Nang']);
    expect(locations.cityNamed('Qwertyville')).toBeUndefined();
    expect(locations.cityNamed('Pune')).toBeUndefined();
  });
});
