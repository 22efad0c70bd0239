// Helpers of the profile and account end-to-end tests: a freshly registered seeker per test (so
// that tests change nobody else's account and run again on the same stored state), small files to
// upload, and the requests a page makes to one operation.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TEST_PASSWORD } from '../../fixtures/accounts';
import { carrySessionTo, freshEmail, freshMobile, freshMobileFor } from './seeker';
import { faultFor, PORT, type SiteCode } from './support';

/** The dial code each test site registers its numbers with. */
const DIAL_CODES: Partial<Record<SiteCode, string>> = {
  IN: '91',
  SA: '971',
  SG: '65',
  TH: '66',
  VN: '84',
};

export interface FreshSeeker {
  name: string;
  email: string;
  mobileNumber: string;
  countryCode: string;
}

/** Where a fresh seeker lives, when the test needs it (another Gulf country, a city of the site). */
export interface FreshPlace {
  countryCode?: string | undefined;
  currentLocation?: string | undefined;
}

/**
 * Registers a new seeker through the API and hands its session to the page's browser (Node cannot
 * resolve {code}.localhost, so the call goes to localhost with the site header and the cookies are
 * copied to the site's host).
 */
export async function signInFresh(
  page: Page,
  code: SiteCode,
  tag: string,
  place: FreshPlace = {},
): Promise<FreshSeeker> {
  const countryCode = place.countryCode ?? DIAL_CODES[code] ?? '91';
  const seeker = {
    name: 'Meera Nair',
    email: freshEmail(tag),
    mobileNumber: place.countryCode ? freshMobileFor(countryCode) : freshMobile(code),
    countryCode,
  };
  const response = await page.request.post(
    `http://localhost:${PORT}/api/middleware/registerPersonal`,
    {
      headers: { 'X-Source-Country': code },
      data: {
        ...seeker,
        password: TEST_PASSWORD,
        currentLocation: place.currentLocation ?? 'Pune',
        experienceYears: 3,
        experienceMonths: 0,
      },
    },
  );
  expect(response.status(), await response.text()).toBe(201);
  await carrySessionTo(page, code);
  return seeker;
}

/** Every request the page sends to a path, from now on. */
export function requestsTo(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) seen.push(request.method());
  });
  return seen;
}

export const RESUME_TEXT = [
  'Meera Nair',
  'Senior Software Engineer',
  'Email: meera.nair@example.com | Phone: +91 98765 43210',
  'Summary: 6 years of experience building Java and Spring Boot services with Docker and SQL.',
  'Education: B.Tech in Computer Science, 2017',
].join('\n');

/** A 1x1 PNG. */
export const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A seeker's call made by the test itself, with the session the page's browser holds. */
export async function seekerPost(page: Page, code: SiteCode, path: string, data: unknown) {
  const response = await page.request.post(`http://localhost:${PORT}/api/middleware/${path}`, {
    headers: { 'X-Source-Country': code },
    data,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** A fresh seeker holding the job alert "Accountant jobs". */
export async function seekerWithAlert(page: Page, code: SiteCode, who: string) {
  await signInFresh(page, code, who);
  await seekerPost(page, code, 'createJobAlert', {
    name: 'Accountant jobs',
    keywords: 'accountant',
    frequency: 1,
  });
}

/** A fresh seeker holding the alert "Accountant jobs", whose next delete answers 500. */
export async function alertWhoseDeleteFails(
  page: Page,
  request: APIRequestContext,
  code: SiteCode,
  who: string,
) {
  await seekerWithAlert(page, code, who);
  await faultFor(request, {
    operationId: 'deleteJobAlert',
    kind: 'status',
    status: 500,
    message: 'Alerts are down',
    remaining: 1,
  });
}
