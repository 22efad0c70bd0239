// Every market its own (issue 27, item 6), moved down from tests/e2e/markets.spec.ts: the expected
// salary asked and shown in the site's currency and period (lakhs only on India), and the US
// work-permit question shown only where the seeker cards hold it. What needs a real browser (the
// salary form's layout and axe at phone width, Chromium's own number and date forms on the result
// cards and notifications) stays there.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../openapi/generated/schema';
import { renderInPage, stubApi } from '../render';
import { onSite, type SiteCode } from '../site';

type Schemas = components['schemas'];

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What each site asks, written out from the site's properties (the oracle, not the code). */
const MARKETS: ReadonlyArray<{
  code: SiteCode;
  label: string;
  pick: string;
  saved: number;
  currency: string;
  shown: RegExp;
}> = [
  {
    code: 'IN',
    label: 'Expected salary, lakhs a year',
    pick: '12',
    saved: 1200000,
    currency: 'INR',
    shown: /₹12,00,000 a year/,
  },
  {
    code: 'SA',
    label: 'Expected salary (AED, a month)',
    pick: '15000',
    saved: 15000,
    currency: 'AED',
    shown: /AED\s?15,000 a month/,
  },
  {
    code: 'SG',
    label: 'Expected salary (SGD, a month)',
    pick: '6000',
    saved: 6000,
    currency: 'SGD',
    shown: /^S\$6,000 a month$/,
  },
  {
    code: 'VN',
    label: 'Expected salary (VND, a month)',
    pick: '30000000',
    saved: 30000000,
    currency: 'VND',
    shown: /30\.000\.000\s?₫ a month/,
  },
];

const isSave = (request: Request) =>
  request.method === 'PUT' && request.url.endsWith('/api/middleware/jobpreferences');

describe('The expected salary on each market', () => {
  it.each(MARKETS)(
    "When the seeker on $code sets an expected salary, then it is asked and shown in the site's own currency and period",
    async ({ code, label, pick, saved, currency, shown }) => {
      const { PreferencesSection } = await onSite(
        code,
        () => import('../../../web/src/features/profile/components/preferences'),
      );
      const answer = { preferredLocations: [] } satisfies Schemas['JobPreferences'];
      const calls = stubApi(() => ({ body: answer }));
      const page = renderInPage(
        <PreferencesSection value={{}} currentLocation={undefined} />,
        '/seeker/profile',
      );

      await userEvent.click(screen.getByRole('button', { name: /^Edit\s?job preferences$/ }));
      await userEvent.selectOptions(screen.getByLabelText(label, { exact: true }), pick);
      // Lakhs are an Indian unit: no other site asks in them.
      if (code !== 'IN') expect(screen.queryAllByText(/lakh/i)).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(calls.filter(isSave)).toHaveLength(1));
      const sent = calls.find(isSave);
      expect(await sent?.json()).toMatchObject({
        expectedSalary: saved,
        expectedSalaryCurrency: currency,
      });
      // The profile fetched again holds the saved amount; the section shows it.
      const savedPreferences = {
        expectedSalary: saved,
        expectedSalaryCurrency: currency,
      } satisfies Schemas['JobPreferences'];
      page.rerender(<PreferencesSection value={savedPreferences} currentLocation={undefined} />);
      const section = await screen.findByRole('region', { name: 'Job preferences' });
      expect(within(section).getByText(shown)).toBeTruthy();
    },
  );
});

const EMAIL = { email: 'meera.nair@example.com', status: 1 } satisfies Schemas['EmailEntry'];
const SEEKER = {
  uuid: 'seeker-meera',
  displayName: 'Meera Nair',
  emails: [EMAIL],
  mobileNumbers: [],
  primaryEmail: EMAIL,
  profileScore: 60,
  profileGaps: [{ part: 'education', weight: 20 }],
} satisfies Schemas['ProfileData'];

const EDUCATION_CARD = {
  type: 'EDUCATION',
  title: 'What is your highest qualification?',
  completed: false,
  skipped: false,
} satisfies Schemas['SeekerCard'];
const PERMIT_CARD = {
  type: 'WORK_AUTHORISATION',
  title: 'Where are you allowed to work?',
  completed: false,
  skipped: false,
} satisfies Schemas['SeekerCard'];

describe('The US work-permit question', () => {
  // Which sites ask it is the simulator's answer, by the site's workPermitQuestion property
  // (tests/sim/seeker-cards.test.ts: Gulf, Singapore and Vietnam leave the card out); here, that
  // the page asks exactly what the cards hold.
  it.each([
    { code: 'IN', cards: [EDUCATION_CARD, PERMIT_CARD], asked: true },
    { code: 'SA', cards: [EDUCATION_CARD], asked: false },
    { code: 'SG', cards: [EDUCATION_CARD], asked: false },
    { code: 'VN', cards: [EDUCATION_CARD], asked: false },
  ] as const)(
    'When the seeker on $code opens the profile, then the US work-permit question is asked: $asked',
    async ({ code, cards, asked }) => {
      const { SeekerCards } = await onSite(
        code,
        () => import('../../../web/src/features/profile/components/seeker-cards'),
      );
      document.cookie = 'USER_NAME=Meera';
      document.cookie = 'USER_TYPE=SEEKER';
      const list = { cards: [...cards] } satisfies Schemas['SeekerCardList'];
      stubApi((request) => {
        const path = new URL(request.url).pathname;
        if (path === '/api/middleware/userMe') return { body: SEEKER };
        if (path === '/api/middleware/seeker-cards') return { body: list };
        return { status: 404 };
      });
      renderInPage(<SeekerCards />, '/seeker/profile?apop=my-profile');

      // The education card is asked on every site: the cards have loaded.
      expect(
        await screen.findByRole('heading', { name: 'What is your highest qualification?' }),
      ).toBeTruthy();
      expect(
        screen.queryAllByRole('heading', { name: 'Where are you allowed to work?' }),
      ).toHaveLength(asked ? 1 : 0);
      expect(screen.queryAllByText('US work permits (up to 5)')).toHaveLength(asked ? 1 : 0);
    },
  );
});
