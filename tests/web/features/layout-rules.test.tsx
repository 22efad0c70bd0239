// The page's frame and rules a visitor meets on any page, moved down from
// tests/e2e/layout-rules.spec.ts and tests/e2e/page-rules.spec.ts: the header's groups and job-type
// tabs (spec section 2), the employers carousel's speed (section 9), the analytics session id
// (section 7) and the career services pages (section 2). What needs a real browser (the footer's
// switch to another site, the new tab, the toast's place on a phone, the older login page the
// simulator serves, the chunk that never arrives) stays there.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../openapi/generated/schema';
import { renderInPage, stubApi } from '../render';
import { onSite } from '../site';
import { showWidth, stubMatchMedia } from '../viewport';

type Schemas = components['schemas'];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function showHeader() {
  const { Header } = await onSite('IN', () => import('../../../web/src/components/layout/header'));
  stubApi(() => ({ status: 404 }));
  renderInPage(<Header />);
}

describe('The header (spec section 2)', () => {
  it('When a visitor opens the header, then Find Jobs, Resume Services, Career Advice and Upskill are there, Find Jobs by location, skills, designations and industry', async () => {
    await showHeader();
    const main = screen.getByRole('navigation', { name: 'Main' });
    for (const group of ['Find Jobs', 'Resume Services', 'Career Advice', 'Upskill'])
      expect(within(main).getByText(group, { exact: true })).toBeTruthy();

    await userEvent.click(within(main).getByText('Find Jobs', { exact: true }));
    const findJobs = within(main).getByText('Find Jobs', { exact: true }).closest('details');
    expect(findJobs?.open).toBe(true);
    for (const [name, href] of [
      ['Jobs by location', '/jobs-by-location'],
      ['Jobs by skills', '/jobs-by-skill'],
      ['Jobs by designations', '/jobs-by-function'],
      ['Jobs by industry', '/jobs-by-industry'],
    ] as const)
      expect(within(main).getByRole('link', { name }).getAttribute('href')).toBe(href);
  });

  it('When a visitor looks under the header, then the five job-type tabs lead to their jobs', async () => {
    await showHeader();
    const tabs = screen.getByRole('navigation', { name: 'Job types' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All Jobs', 'Govt Jobs', 'Contract Jobs', 'Walk-in Jobs', 'Fresher Jobs']);
    expect(within(tabs).getByRole('link', { name: 'Walk-in Jobs' }).getAttribute('href')).toBe(
      '/search/walkin-jobs',
    );
  });
});

describe('The autocomplete (spec section 9)', () => {
  it('When a visitor types in the keyword box, then suggestions are asked for once the typing has paused 10 ms', async () => {
    showWidth(1280);
    // The page's clock is the test's: typing takes no time, and the pause is counted exactly.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const asked: string[] = [];
    const suggestions = [] satisfies Schemas['Suggestion'][];
    stubApi((request) => {
      const url = new URL(request.url);
      if (url.pathname.includes('/api/middleware/autocomplete/'))
        asked.push(url.searchParams.get('query') ?? '');
      return { body: suggestions };
    });
    const { SearchBar } = await onSite(
      'IN',
      () => import('../../../web/src/features/search/components/search-bar'),
    );
    renderInPage(<SearchBar />);
    const box = screen.getByRole('combobox', { name: 'Keywords' });

    // Typed a key at a time, with no pause between the keys.
    for (const typed of ['j', 'ja', 'jav']) fireEvent.change(box, { target: { value: typed } });
    // 9 ms after the last key: not yet; at 10 ms, the last fragment only.
    await act(() => vi.advanceTimersByTimeAsync(9));
    expect(asked).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(asked).toContain('jav');
    expect(asked).not.toContain('ja');
  });
});

describe('The employers carousel (spec section 9)', () => {
  it('When the employers carousel moves, then it slides over 500 ms', async () => {
    // The visitor does not ask for reduced motion.
    stubMatchMedia(() => false);
    const companies = Array.from({ length: 20 }, (_, index) => ({
      companyId: index + 1,
      name: `Employer ${index + 1}`,
      logo: `/sim-assets/logos/employer-${index + 1}.svg`,
      isFollowed: false,
      followerCount: 3,
    })) satisfies Schemas['EmployerOfChoice'][];
    stubApi(() => ({ body: { companies } }));
    const { EmployersOfChoice } = await onSite(
      'IN',
      () => import('../../../web/src/features/employers/components/employers-carousel'),
    );
    renderInPage(<EmployersOfChoice />);
    const region = screen.getByRole('region', { name: 'Employers of Choice' });

    await waitFor(() => expect(region.querySelectorAll('.employer-card')).toHaveLength(20));
    const track = region.querySelector<HTMLElement>('.carousel-track');
    // A page turn slides over 500 ms.
    expect(track?.style.transitionDuration).toBe('500ms');
  });
});

describe('The analytics session (spec section 7)', () => {
  it('When the publish call answers a session id, then Chromium keeps it in session storage and the next event carries it', async () => {
    vi.stubGlobal('navigator', {
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    });
    const answer = {
      Status: 200,
      Response: { sessionid: 'S-77' },
    } satisfies Schemas['PublishEventsResponse'];
    const calls = stubApi(() => ({ body: answer }));
    const { track } = await onSite('IN', () => import('../../../web/src/api/publish-events'));

    await track('page_view', 'HOME');
    expect(sessionStorage.getItem('sessionId')).toBe('S-77');
    await track('page_view', 'SRP');

    const sent: unknown[] = await Promise.all(calls.map((call) => call.json()));
    expect(sent).toMatchObject([
      { events: [{ sessionId: '' }] },
      { events: [{ sessionId: 'S-77' }] },
    ]);
  });
});

describe('Career services (spec section 2)', () => {
  it('When a guest opens a career services page, then it says what each service is and offers sign-in to see theirs', async () => {
    const { CareerServicesPage } = await onSite(
      'IN',
      () => import('../../../web/src/features/career-services/components/career-services-page'),
    );
    renderInPage(<CareerServicesPage />, '/career-booster');

    expect(screen.getByRole('heading', { level: 1, name: 'Career booster' })).toBeTruthy();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Resume writing', 'Career booster', 'Career services']);
    expect(
      screen.getByRole('link', { name: 'Sign in to see your services' }).getAttribute('href'),
    ).toBe('/rio/login/seeker?return_url=%2Fcareer-booster');
  });
});

describe("The visit's source (spec section 2)", () => {
  it('When a visitor lands without them, then the events carry none', async () => {
    const { rememberVisitSource } = await onSite(
      'IN',
      () => import('../../../web/src/lib/visit-source'),
    );
    const { buildEvent } = await import('../../../web/src/lib/tracking');
    rememberVisitSource('');

    const event = buildEvent('page_view', 'HOME');

    expect(Object.keys(event).filter((key) => key.startsWith('utm_'))).toEqual([]);
  });
});

const CART_EMAIL = { email: 'wei.ling@example.com', status: 1 } satisfies Schemas['EmailEntry'];
const CART_SEEKER = {
  uuid: 'seeker-wei',
  displayName: 'Wei Ling',
  emails: [CART_EMAIL],
  mobileNumbers: [],
  primaryEmail: CART_EMAIL,
  profileGaps: [],
} satisfies Schemas['ProfileData'];

describe('The cart in the header (UX walk f22)', () => {
  it.each([
    [1, 'Cart, 1 item'],
    [2, 'Cart, 2 items'],
  ] as const)('When the cart holds %i, then its name says "%s"', async (count, name) => {
    document.cookie = 'USER_NAME=Wei';
    document.cookie = 'USER_TYPE=SEEKER';
    const cart = { Status: 200, Response: count } satisfies Schemas['CartCountResponse'];
    stubApi((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/middleware/userMe') return { body: CART_SEEKER };
      if (path === '/api/middleware/cart/count') return { body: cart };
      return { status: 404 };
    });
    // Singapore: one of the sites whose flag shows the cart.
    const { CartLink } = await onSite(
      'SG',
      () => import('../../../web/src/components/layout/cart-link'),
    );
    renderInPage(<CartLink />, '/seeker/settings');

    const link = await screen.findByRole('link', { name });
    expect(link.querySelector('.cart-count')?.textContent).toBe(String(count));
  });
});
