// Every market its own (issue 27, item 6): the expected salary in the site's currency and usual
// salary mode (lakhs only on India), the US work-permit question only where the site's properties
// ask it, the Gulf app-link form's six dial codes, and one date format per site. India, the Gulf,
// Singapore and Vietnam at desktop width; at phone width the salary form (its layout and axe) on
// every market, and the texts a width does not change (card salaries, the permit question, dates)
// on India only, which proves they still show there.
import { expect, test, type Page } from '../support/usage-fixture';
import { seriousViolations } from './axe-scan';
import { freshMobileFor, journal } from './seeker';
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
  permits: boolean;
  /** How a result card's salary begins: the site's own currency, never a bare "$". */
  cardMoney: RegExp;
}> = [
  {
    code: 'IN',
    salaryLabel: 'Expected salary, lakhs a year',
    pick: '12',
    shown: /₹12,00,000 a year/,
    permits: true,
    cardMoney: /^₹\d/,
  },
  {
    code: 'SA',
    salaryLabel: 'Expected salary (AED, a month)',
    pick: '15000',
    shown: /AED\s?15,000 a month/,
    permits: false,
    // The Gulf quotes each job's own country's currency, by its code.
    cardMoney: /^[A-Z]{3}\s?\d/,
  },
  {
    code: 'SG',
    salaryLabel: 'Expected salary (SGD, a month)',
    pick: '6000',
    shown: /^S\$6,000 a month$/,
    permits: false,
    cardMoney: /^S\$\d/,
  },
  {
    code: 'VN',
    salaryLabel: 'Expected salary (VND, a month)',
    pick: '30000000',
    shown: /30\.000\.000\s?₫ a month/,
    permits: false,
    cardMoney: /^\d[\d.]*\s?₫/,
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
      /** The texts a width does not change: every market at desktop, India alone at phone. */
      const textsToo = size.name === 'desktop' || market.code === 'IN';

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

      if (textsToo)
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

      if (textsToo)
        test(`When the seeker opens the profile, then the US work-permit question is ${market.permits ? 'asked' : 'not asked'}`, async ({
          page,
        }) => {
          await signInFresh(page, market.code, `market-permit-${market.code}`);
          await openProfile(page, market.code);
          // The seeker cards load with the profile: the education card is asked on every site.
          await expect(page.getByText('What is your highest qualification?').first()).toBeVisible();
          const question = page.getByText('Where are you allowed to work?');
          const permits = page.getByText('US work permits (up to 5)');
          if (market.permits) {
            await expect(question.first()).toBeVisible();
            await expect(permits.first()).toBeVisible();
          } else {
            await expect(question).toHaveCount(0);
            await expect(permits).toHaveCount(0);
          }
        });

      if (textsToo)
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

  test.describe(`The Gulf app-link form at ${size.name} width`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('When a Saudi seeker picks +966, then the link is sent to +966, and every Gulf dial code is offered', async ({
      page,
      request,
    }) => {
      await page.goto(siteUrl('SA'));
      const section = page.getByRole('region', { name: 'Find Better, Faster with the Job App' });
      await section.scrollIntoViewIfNeeded();
      const code = section.getByLabel('Country code');
      await expect(code.locator('option')).toHaveText([
        '+971',
        '+966',
        '+974',
        '+968',
        '+965',
        '+973',
      ]);
      await code.selectOption('966');
      await expect(code).toHaveValue('966');
      const number = freshMobileFor('966');
      await section.getByLabel('Mobile number').fill(number);
      await section.getByRole('button', { name: 'Send link' }).click();
      await expect
        .poll(async () =>
          (await journal(request, 'appsDownloadLink')).some((entry) =>
            JSON.stringify(entry.requestBody).includes(number),
          ),
        )
        .toBe(true);
      const sent = (await journal(request, 'appsDownloadLink')).find((entry) =>
        JSON.stringify(entry.requestBody).includes(number),
      );
      expect(sent?.requestBody).toMatchObject({ isdCode: '966', mobileNumber: number });
    });
  });
}
