// The signed-in seeker's header and what hangs off it (spec sections 2, 4, 6, 7, 8): the dropdown's
// Verify links, the bell a site's property turns off, the older cookies a page drops when the
// server knows no session, the old auto-login's 10 s call and the cookies it sets (or none where
// the site's flag is off), the header's career event, and the notifications page's failure. The
// journeys (real pages and routing, sign-out on the server, widths, axe) stay in
// tests/e2e/seeker-header.spec.ts.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schemas } from '../../../openapi/client';
import { renderInPage, stubApi, type StubAnswer } from '../render';
import { onSite, type SiteCode } from '../site';
import { showWidth } from '../viewport';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Asha, the India seeker of the fixtures, with her email and phone `verified` or not. */
function seeker(verified: 0 | 1): Schemas['ProfileData'] {
  const email = {
    email: 'seeker.in@example.com',
    status: verified,
  } satisfies Schemas['EmailEntry'];
  const mobile = {
    countryCode: '91',
    mobileNumber: '9876543210',
    status: verified,
  } satisfies Schemas['MobileEntry'];
  return {
    uuid: 'acc-in-seeker',
    displayName: 'Asha Rao',
    emails: [email],
    mobileNumbers: [mobile],
    primaryEmail: email,
    primaryMobileNumber: mobile,
    profileScore: 60,
    profileGaps: [{ part: 'resume', weight: 15 }],
  };
}

const NOT_LAID_OFF = {
  Status: 200,
  Response: { covidLayoff: false },
} satisfies Schemas['CovidFlagResponse'];
const UNREAD = {
  notificationCounResponse: { total: 3 },
} satisfies Schemas['NotificationCountResponse'];

/** The older cookies of a signed-in seeker, which make the page ask the server (section 4). */
function olderCookies(): void {
  document.cookie = 'USER_NAME=Asha%20Rao';
  document.cookie = 'USER_TYPE=SEEKER';
}

function cookieNames(): string[] {
  return document.cookie
    .split('; ')
    .filter(Boolean)
    .map((pair) => pair.slice(0, pair.indexOf('=')));
}

const pathOf = (request: Request) => new URL(request.url).pathname;

/** A seeker's header on `code`'s page: userMe answers `user` (or 401), the bell counts 3. */
async function headerOn(code: SiteCode, user: Schemas['ProfileData'] | 'no session') {
  const calls = stubApi((request): StubAnswer => {
    const path = pathOf(request);
    if (path === '/api/middleware/userMe') {
      return user === 'no session'
        ? {
            status: 401,
            body: {
              success: false,
              error: 'Please login to continue.',
            } satisfies Schemas['SuccessFalseError'],
          }
        : { body: user };
    }
    if (path === '/api/middleware/notifications/count') return { body: UNREAD };
    if (path === '/api/middleware/covidLayoffFlag') return { body: NOT_LAID_OFF };
    if (path === '/api/middleware/publish/career-events') return { body: { success: true } };
    return { status: 404 };
  });
  const [{ Header }, { SeekerAccount }, { site }] = await onSite(code, () =>
    Promise.all([
      import('../../../web/src/components/layout/header'),
      import('../../../web/src/app/session-parts'),
      import('../../../web/src/lib/site'),
    ]),
  );
  const { unmount } = renderInPage(<Header account={<SeekerAccount />} />, '/');
  return { calls, site, unmount };
}

async function openAccountMenu(name: string) {
  await userEvent.click(
    await screen.findByRole('button', { name: new RegExp(`^${name}, account menu`) }),
  );
  const panel = screen.getByRole('navigation', { name: 'Account' }).parentElement;
  if (!panel) throw new Error('the dropdown has no panel');
  return panel;
}

describe("The seeker's header", () => {
  it('When a seeker opens the profile dropdown, then it has every entry of section 2, and Escape gives the focus back to its button', async () => {
    showWidth(1280);
    olderCookies();
    await headerOn('IN', seeker(1));

    const button = await screen.findByRole('button', { name: /^Asha Rao, account menu/ });
    const menu = await openAccountMenu('Asha Rao');
    expect(within(menu).getByText('Asha Rao', { exact: true })).toBeTruthy();
    expect(within(menu).getByText('seeker.in@example.com')).toBeTruthy();
    expect(within(menu).getByRole('img', { name: 'Email verified' })).toBeTruthy();
    expect(within(menu).getByRole('img', { name: 'Phone verified' })).toBeTruthy();
    expect(
      within(menu).getByRole('meter', { name: 'Profile score' }).getAttribute('aria-valuenow'),
    ).toMatch(/^\d+$/);
    const nav = within(menu).getByRole('navigation', { name: 'Account' });
    // The bell's counter rides on Notifications (3 unread here).
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Notifications3 unread',
      'Settings',
      'My Subscription',
      'My Profile',
      'My Dashboard',
      'My jobs',
      'My Profile Performance',
      'Manage Job Alert',
      'Change Password',
      'Feedback',
    ]);
    expect(within(nav).getByRole('link', { name: 'Feedback' }).getAttribute('href')).toBe(
      '/seeker/settings?menu=feedback',
    );
    expect(within(nav).getByRole('link', { name: 'My Subscription' }).getAttribute('href')).toBe(
      '/my-subscriptions',
    );
    expect(within(menu).getByRole('combobox', { name: 'Country' })).toHaveProperty('value', 'IN');
    expect(within(menu).getByRole('group', { name: 'job affected by COVID-19' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe(
      '/rio/sign-out',
    );

    // Escape closes the dropdown and gives the focus back to its button.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('When the dropdown is open and the focus is on its button, then ArrowDown goes to its first entry and ArrowUp to its last', async () => {
    showWidth(1280);
    olderCookies();
    await headerOn('IN', seeker(1));
    const button = await screen.findByRole('button', { name: /^Asha Rao, account menu/ });
    const menu = await openAccountMenu('Asha Rao');
    expect(document.activeElement).toBe(button);

    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(
      within(menu).getByRole('link', { name: 'Complete your profile' }),
    );
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(within(menu).getByRole('link', { name: 'Logout' }));

    // Closed, ArrowUp opens it at its last entry.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Account' })).toBeNull();
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Logout' }));
  });

  it('When the seeker has not verified their email and phone, then the dropdown offers Verify for each', async () => {
    showWidth(1280);
    olderCookies();
    await headerOn('SG', seeker(0));

    const menu = await openAccountMenu('Asha Rao');
    // Each link reads "Verify email" or "Verify phone" (its second word visually hidden).
    const verify = within(menu)
      .getAllByRole('link', { name: /^Verify/ })
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(verify).toEqual([
      ['Verify email', '/seeker/profile?apop=my-profile'],
      ['Verify phone', '/seeker/profile?apop=mobile'],
    ]);
    // Status 1 is a tick instead (section 4).
    expect(within(menu).queryByRole('img', { name: 'Email verified' })).toBeNull();
  });

  it('When the site property turns the bell off, then a seeker gets no bell at any width', async () => {
    olderCookies();
    for (const width of [1280, 920, 390]) {
      showWidth(width);
      const { site, unmount } = await headerOn('HK', seeker(1));
      // Hong Kong's site property (fixtures/sites.json).
      expect(site.flags.showBell).toBe(false);
      expect(await screen.findByRole('button', { name: /^Asha Rao, account menu/ })).toBeTruthy();
      expect(document.querySelector('a.bell')).toBeNull();
      expect(screen.queryByRole('link', { name: /^Notifications/ })).toBeNull();
      // Nor does the account button count in the bell's place.
      expect(screen.getByRole('button', { name: /^Asha Rao/ }).getAttribute('aria-label')).toBe(
        'Asha Rao, account menu',
      );
      unmount();
    }
  });

  it('When the older user cookies outlive the session, then the page treats the visitor as a guest and drops them', async () => {
    // USER_NAME and USER_TYPE, but no live MSSOCLIENT: the server answers userMe 401.
    olderCookies();
    const { calls } = await headerOn('IN', 'no session');

    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /account menu/ })).toBeNull();
    expect(calls.map(pathOf)).toContain('/api/middleware/userMe');
    expect(cookieNames()).not.toContain('USER_NAME');
    expect(cookieNames()).not.toContain('USER_TYPE');
  });
});

describe('Sign-out', () => {
  afterEach(() => {
    delete window.preSignOutHook;
    delete window.chatModules;
  });

  it('When the pre-sign-out hook answers false, then sign-out stops and says so; Logout chosen again asks the hook again, and on true the logout call, the user-logged-out event and the chat modules follow in turn', async () => {
    showWidth(1280);
    olderCookies();
    const heard: string[] = [];
    const calls = stubApi((request): StubAnswer => {
      const path = pathOf(request);
      if (path === '/api/middleware/userMe') return { body: seeker(1) };
      if (path === '/api/middleware/notifications/count') return { body: UNREAD };
      if (path === '/api/middleware/covidLayoffFlag') return { body: NOT_LAID_OFF };
      if (path === '/api/middleware/logout') {
        heard.push('logout');
        return {
          body: {
            success: true,
            message: 'Logged out successfully.',
          } satisfies Schemas['SuccessMessage'],
        };
      }
      return { status: 404 };
    });
    const [{ Header }, { SeekerAccount }, { SignOut }] = await onSite('IN', () =>
      Promise.all([
        import('../../../web/src/components/layout/header'),
        import('../../../web/src/app/session-parts'),
        import('../../../web/src/features/auth/components/sign-out'),
      ]),
    );

    // A hook that answers false stops sign-out: nothing happens.
    window.preSignOutHook = () => false;
    renderInPage(
      <>
        <Header account={<SeekerAccount />} />
        <Routes>
          <Route path="/rio/sign-out" element={<SignOut />} />
        </Routes>
      </>,
      '/rio/sign-out',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are still signed in: sign-out was stopped by this page.',
    );
    expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toBeTruthy();
    expect(calls.map(pathOf)).not.toContain('/api/middleware/logout');

    // A hook that answers true lets it go on: logout, the event, the chat modules.
    window.preSignOutHook = () => Promise.resolve(true);
    const onLoggedOut = () => heard.push('event');
    window.addEventListener('user-logged-out', onLoggedOut);
    window.chatModules = [{ onUserLoggedOut: () => heard.push('chat') }];
    try {
      // Logout chosen again from the stopped page's own menu asks the hook again.
      const menu = await openAccountMenu('Asha Rao');
      await userEvent.click(within(menu).getByRole('link', { name: 'Logout' }));
      await waitFor(() => expect(heard).toEqual(['logout', 'event', 'chat']));
    } finally {
      window.removeEventListener('user-logged-out', onLoggedOut);
    }
  });
});

describe('Events only where the spec sends them', () => {
  it("When a seeker picks a Resume Services entry in the header, then one career event goes out with source 'header'; a guest's sends none", async () => {
    showWidth(1280);
    const guest = await headerOn('VN', seeker(1));
    await userEvent.click(screen.getByText('Resume Services', { exact: true }));
    const writing = screen.getByRole('link', { name: 'Resume writing' });
    expect(writing.getAttribute('href')).toBe('/resume-service');
    await userEvent.click(writing);
    expect(guest.calls.map(pathOf)).not.toContain('/api/middleware/publish/career-events');
    guest.unmount();

    olderCookies();
    const { calls } = await headerOn('VN', seeker(1));
    await screen.findByRole('button', { name: /^Asha Rao, account menu/ });
    await userEvent.click(screen.getByText('Resume Services', { exact: true }));
    await userEvent.click(screen.getByRole('link', { name: 'Resume writing' }));
    const sent = calls.filter((c) => pathOf(c) === '/api/middleware/publish/career-events');
    expect(sent).toHaveLength(1);
    expect(await sent[0]?.clone().json()).toMatchObject({
      careerRequestType: 'RESUME_SERVICES',
      source: 'header',
      displayName: 'Asha Rao',
    });
  });
});

describe('The old auto-login', () => {
  const OLDER = ['USER_NAME', 'USER_TYPE', 'IS_LOGGED_IN'];

  /** What a remembered visitor's rioAutoLogin answers (sim-server/operations/rioAutoLogin.ts). */
  const remembered = {
    Status: 200,
    Response: [
      ['USER_NAME', 'Asha Rao'],
      ['USER_TYPE', 'SEEKER'],
      ['IS_LOGGED_IN', 'true'],
    ].map(([name = '', value = '']) => ({
      'cookie-name': name,
      'cookie-value': value,
      path: '/',
      domain: 'sa.localhost',
      expires: '2099-01-01T00:00:00.000Z',
    })),
  } satisfies Schemas['AutoLoginResponse'];

  /** Every page's auto-login part on `code`'s page, with the page's clock in the test's hands. */
  async function pageOn(code: SiteCode) {
    vi.useFakeTimers();
    const calls = stubApi((request) =>
      pathOf(request) === '/api/middleware/rioAutoLogin' ? { body: remembered } : { status: 404 },
    );
    // The part itself, not the page's lazy gate round it: it reads the site's flag on its own.
    const { default: OldAutoLogin } = await onSite(
      code,
      () => import('../../../web/src/features/auth/components/old-auto-login'),
    );
    renderInPage(<OldAutoLogin />, '/');
    const autoLogins = () => calls.filter((c) => pathOf(c) === '/api/middleware/rioAutoLogin');
    return { autoLogins };
  }

  it('When the site flag is on and the older cookies are gone, then 10 s later rioAutoLogin sets them again', async () => {
    const { autoLogins } = await pageOn('SA');

    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(autoLogins()).toHaveLength(0);
    expect(cookieNames().filter((name) => OLDER.includes(name))).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(autoLogins()).toHaveLength(1);
    expect(cookieNames()).toEqual(expect.arrayContaining(OLDER));
  });

  it('When the site flag is off, then no auto-login call is made', async () => {
    const { autoLogins } = await pageOn('IN');

    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(autoLogins()).toEqual([]);
    expect(cookieNames().filter((name) => OLDER.includes(name))).toEqual([]);
  });
});

describe('The notifications page', () => {
  it("When the notifications cannot be loaded, then the page says so in the answer's words and can try again", async () => {
    olderCookies();
    const notifications = {
      notifications: Array.from({ length: 10 }, (_, n) => ({
        id: `n-${n}`,
        title: `Notification ${n}`,
        message: 'A recruiter viewed your profile.',
        createdAt: '2026-11-27T09:00:00.000Z',
        read: false,
      })),
      total: 14,
    } satisfies Schemas['NotificationList'];
    let asked = 0;
    stubApi((request) => {
      if (pathOf(request) !== '/api/middleware/bell-notification') return { status: 404 };
      asked += 1;
      return asked === 1
        ? {
            status: 500,
            body: {
              status: 1,
              errors: { errs: [{ msg: 'the bell is resting' }] },
            } satisfies Schemas['StatusOneError'],
          }
        : { body: notifications };
    });
    const { NotificationsList } = await onSite(
      'SA',
      () => import('../../../web/src/features/notifications/components/notifications-list'),
    );
    renderInPage(<NotificationsList />, '/seeker/notifications');

    // The answer's own words, not the generic line (the UX walk's P19-d).
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'We could not load your notifications. The bell is resting',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 10 of 14')).toBeTruthy();
    expect(document.querySelectorAll('.notification-list > li')).toHaveLength(10);
  });
});
