// Every market its own (issue 27, item 6): the expected salary in the site's currency and usual
// salary mode (lakhs only on India) and one date format per site. The salary form at phone width
// on every market (its layout and axe, and Chromium's own money forms: the form's labels, its
// rules and what it sends are proven on every market in tests/web/features/markets.test.tsx);
// the texts Chromium's ICU writes and a width does not change (card salaries, dates) on India,
// the Gulf, Singapore and Vietnam, each once. The US work-permit question is proven in
// tests/web/features/markets.test.tsx and tests/sim/seeker-cards.test.ts, and the Gulf app-link
// form's six dial codes and what it sends in tests/web/features/home-features.test.tsx.
// Sites and widths per test by what it proves: the salary form keeps every market at the phone
// width (each market's long label and amount at the narrow width is the point); the card
// salaries and the dates visit each market once, at widths rotated between the two.
import { expect, test, type Page } from '../support/usage-fixture';
import { seriousViolations } from './axe-scan';
import { signInFresh } from './profile-support';
import { siteUrl, type SiteCode } from './support';

const PROFILE = '/seeker/profile?apop=my-profile';
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** What each site asks, written out from the site's properties (the oracle, not the code). */
const MARKETS: Array<{
  code: SiteCode;
  salaryLabel: string;
  pick: string;
  shown: RegExp;
  /** How a result card's salary begins: the site's own currency, never a bare "$". */
  cardMoney: RegExp;
  /** The width its card salaries are read at; its notification dates are read at the other. */
  cardsAt: 'desktop' | 'phone';
}> = [
  {
    code: 'IN',
    salaryLabel: 'Expected salary, lakhs a year',
    pick: '12',
    shown: /₹12,00,000 a year/,
    cardMoney: /^₹\d/,
    cardsAt: 'desktop',
  },
  {
    code: 'SA',
    salaryLabel: 'Expected salary (AED, a month)',
    pick: '15000',
    shown: /AED\s?15,000 a month/,
    // The Gulf quotes each job's own country's currency, by its code.
    cardMoney: /^[A-Z]{3}\s?\d/,
    cardsAt: 'phone',
  },
  {
    code: 'SG',
    salaryLabel: 'Expected salary (SGD, a month)',
    pick: '6000',
    shown: /^S\$6,000 a month$/,
    cardMoney: /^S\$\d/,
    cardsAt: 'desktop',
  },
  {
    code: 'VN',
    salaryLabel: 'Expected salary (VND, a month)',
    pick: '30000000',
    shown: /30\.000\.000\s?₫ a month/,
    cardMoney: /^\d[\d.]*\s?₫/,
    cardsAt: 'phone',
  },
];

async function openProfile(page: Page, code: SiteCode) {
  await page.goto(siteUrl(code, PROFILE));
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job preferences' })).toBeVisible();
}

for (const size of WIDTHS) {
  for (const market of MARKETS) {
    test.describe(`The ${market.code} site at ${size.name} width`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });
      const cardsHere = market.cardsAt === size.name;

      if (size.name === 'phone')
        test(`When the seeker sets an expected salary, then it is asked and shown in ${market.code}'s own currency and period`, async ({
          page,
        }) => {
          await signInFresh(page, market.code, `market-salary-${market.code}`);
          await openProfile(page, market.code);
          const preferences = page.getByRole('region', { name: 'Job preferences', exact: true });
          await preferences.getByRole('button', { name: 'Edit job preferences' }).click();

          const salary = preferences.getByLabel(market.salaryLabel, { exact: true });
          await salary.selectOption(market.pick);
          if (market.code !== 'IN') {
            await expect(preferences.getByText(/lakh/i)).toHaveCount(0);
          }
          await preferences.getByRole('button', { name: 'Save' }).click();
          await expect(preferences.getByText(market.shown)).toBeVisible();
          expect(await seriousViolations(page)).toEqual([]);
        });

      if (cardsHere)
        test(`When ${market.code}'s results show salaries, then each reads in the site's own currency, never a bare "$"`, async ({
          page,
        }) => {
          await page.goto(siteUrl(market.code, '/search/results?query=sales'));
          const salaries = page.locator('.job-card:not(.skeleton) .job-facts li:nth-child(2)');
          await expect(salaries.first()).toBeVisible();
          const shown = (await salaries.allTextContents()).filter((t) => t !== 'Not disclosed');
          expect(shown.length).toBeGreaterThan(0);
          for (const text of shown) expect(text).toMatch(market.cardMoney);
        });

      if (!cardsHere)
        test('When the seeker opens the notifications, then their dates read as the rest of the site writes dates (day, month, year)', async ({
          page,
        }) => {
          await signInFresh(page, market.code, `market-dates-${market.code}`);
          await page.goto(siteUrl(market.code, '/seeker/notifications'));
          const dates = page.locator('.notification-date time');
          await expect(dates.first()).toBeVisible();
          for (const text of await dates.allTextContents()) {
            expect(text).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2}/);
          }
        });
    });
  }
}
