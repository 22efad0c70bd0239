// The redirect back after sign-in follows paths of this site only (spec section 2), whatever
// spelling a hostile link uses.
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../openapi/vocabulary/routes';

const DASHBOARD = '/seeker/dashboard';

const REFUSED: Array<[string, string]> = [
  ['an outside URL', 'https://evil.example/'],
  ['a protocol-relative URL', '//evil.example/'],
  ['a backslash after the slash', '/\\evil.example/'],
  ['backslashes only', '\\\\evil.example'],
  ['an encoded second slash', '/%2Fevil.example/'],
  ['two encoded slashes', '/%2F%2Fevil.example'],
  ['an encoded backslash', '/%5Cevil.example'],
  ['a double-encoded slash', '/%252F%252Fevil.example'],
  ['a tab between the slashes', '/\t/evil.example'],
  ['a newline between the slashes', '/\n/evil.example'],
  ['an encoded tab between the slashes', '/%09/evil.example'],
  ['an encoded newline between the slashes', '/%0A/evil.example'],
  ['an encoded DEL', '/%7F/evil.example'],
  ['a raw space in the path', '/search/java developer'],
  ['a leading space', ' /seeker/profile'],
  ['a scheme', 'javascript:alert(1)'],
  ['a data URL', 'data:text/html,hi'],
  ['a relative path', 'seeker/profile'],
  ['bad percent-encoding', '/search/%E0%A4%A'],
  ['nothing', ''],
  ['a registration step', '/seeker/education'],
  ['the other registration step with a query', '/seeker/employment?from=x'],
];

const FOLLOWED = [
  '/seeker/profile',
  '/search/results?query=java&locations=Pune%2C%20Mumbai',
  '/job/java-developer-12345',
  '/seeker/settings?menu=account&subMenu=change-password',
  '/rio/login/seeker?return_url=%2Fseeker%2Fprofile',
  '/job/java%20developer-12345',
  '/seeker/profile//',
];

describe('The return path after sign-in', () => {
  it.each(REFUSED)(
    'When the stored URL is %s, then the seeker lands on the dashboard',
    (_, url) => {
      expect(safeReturnPath(url)).toBe(DASHBOARD);
    },
  );

  it.each(FOLLOWED)(
    'When the stored URL is the site path %s, then the seeker goes back to it',
    (url) => {
      expect(safeReturnPath(url)).toBe(url);
    },
  );

  it('When nothing was stored, then the seeker lands on the dashboard', () => {
    expect(safeReturnPath(undefined)).toBe(DASHBOARD);
    expect(safeReturnPath(null)).toBe(DASHBOARD);
  });
});
