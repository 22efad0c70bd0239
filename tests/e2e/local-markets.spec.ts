// Nine markets, not India and eight (issue 37), on India, the Gulf, Singapore, Thailand and
// Vietnam at desktop and phone widths: a seeker registers under a name in their own script and
// sees it; a keyword in the market's language finds the market's jobs as typed and unaccented, or
// gets an honest hint; a city's local name and short forms suggest the city; the profile asks
// India's category and qualifications on India only, and each market's money reads in its
// currency. What markets.spec.ts proves (the expected salary and result salaries on IN, SA, SG and
// VN, the US permits) is not repeated.
// Sites and widths per test by what it proves: each behaviour has one test per width, and its
// sites are split between the two (each site once, pairings rotated across the behaviours, so
// every site meets both widths); each width keeps an axe scan of each page scanned.
import { TEST_PASSWORD } from '../../fixtures/accounts';
import { expect, test, type Page } from '../support/usage-fixture';
import { seriousViolations } from './axe-scan';
import { accountButton, freshEmail, freshMobileFor } from './seeker';
import { signInFresh } from './profile-support';
import { siteUrl, type SiteCode } from './support';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
type Width = (typeof WIDTHS)[number]['name'];

/** The sites each behaviour walks at each width: every site once, the pairings rotated. */
const SITES_AT: Record<'register' | 'places' | 'questions', Record<Width, SiteCode[]>> = {
  register: { desktop: ['IN', 'SG', 'VN'], phone: ['SA', 'TH'] },
  places: { desktop: ['SA', 'TH'], phone: ['IN', 'SG', 'VN'] },
  questions: { desktop: ['IN', 'SA', 'VN'], phone: ['SG', 'TH'] },
};
const KEYWORD_AT: Record<Width, Array<keyof typeof KEYWORD_CHECKS>> = {
  desktop: ['SA', 'TH'],
  phone: ['VN'],
};

const PROFILE = '/seeker/profile?apop=my-profile';

/** Each site's seeker, written out as the market writes it (the oracle, not the code). */
const SEEKERS: ReadonlyArray<{ code: SiteCode; name: string; dialCode: string; city: string }> = [
  { code: 'IN', name: 'राहुल शर्मा', dialCode: '91', city: 'Mumbai' },
  { code: 'SA', name: 'فاطمة الحربي', dialCode: '966', city: 'Riyadh' },
  { code: 'SG', name: '陈伟明', dialCode: '65', city: 'Jurong East' },
  { code: 'TH', name: 'สมชาย ใจดี', dialCode: '66', city: 'Bangkok' },
  { code: 'VN', name: 'Nguyễn Văn An', dialCode: '84', city: 'Ho Chi Minh City' },
];

/**
 * A city's other names as the market's seekers type them: what is typed, the name the suggestion
 * shows for it (the market's spelling, accents and all), and the city it means.
 */
const PLACES: ReadonlyArray<{
  code: SiteCode;
  typed: ReadonlyArray<{ text: string; shows: string }>;
  city: string;
}> = [
  { code: 'IN', typed: [{ text: 'Bombay', shows: 'Bombay' }], city: 'Mumbai' },
  {
    code: 'SA',
    typed: [
      { text: 'الرياض', shows: 'الرياض' },
      { text: 'الري', shows: 'الرياض' },
    ],
    city: 'Riyadh',
  },
  { code: 'SG', typed: [{ text: 'Jurong', shows: 'Jurong East' }], city: 'Jurong East' },
  {
    code: 'TH',
    typed: [
      { text: 'กรุงเทพ', shows: 'กรุงเทพ' },
      { text: 'BKK', shows: 'BKK' },
    ],
    city: 'Bangkok',
  },
  {
    code: 'VN',
    typed: [
      { text: 'Hồ Chí Minh', shows: 'Hồ Chí Minh' },
      { text: 'TP.HCM', shows: 'TP.HCM' },
      { text: 'HCM', shows: 'HCM' },
      { text: 'sai gon', shows: 'Sài Gòn' },
    ],
    city: 'Ho Chi Minh City',
  },
];

/** What each profile asks and how its money reads (India's questions on India only). */
const QUESTIONS: ReadonlyArray<{
  code: SiteCode;
  category: boolean;
  /** Qualifications the education form must offer, and India's it must not (outside India). */
  offers: readonly string[];
  salaryLabel: string;
  /** An amount to save and how the profile then reads it; markets.spec.ts saves IN, SG, VN. */
  saves?: { pick: string; shown: RegExp };
  /**
   * How a result card's salary begins on this site (markets.spec.ts checks IN, SA, SG, VN, and
   * search-quality.spec.ts a Riyadh job's riyals).
   */
  cardMoney?: { path: string; begins: RegExp };
}> = [
  {
    code: 'IN',
    category: true,
    offers: ['10th', '12th', 'B.Tech/B.E.'],
    salaryLabel: 'Expected salary, lakhs a year',
  },
  {
    code: 'SA',
    category: false,
    offers: ['High School', 'Diploma / Polytechnic', "Bachelor's Degree"],
    // A seeker in Riyadh is asked in riyals; the Gulf site's own currency is the dirham.
    salaryLabel: 'Expected salary (SAR, a month)',
    saves: { pick: '6000', shown: /^SAR\s?6,000 a month$/ },
  },
  {
    code: 'SG',
    category: false,
    offers: ['O-Level', 'A-Level', 'Nitec / Higher Nitec', "Bachelor's Degree"],
    salaryLabel: 'Expected salary (SGD, a month)',
  },
  {
    code: 'TH',
    category: false,
    offers: ['High School', "Bachelor's Degree", "Master's Degree"],
    salaryLabel: 'Expected salary (THB, a month)',
    saves: { pick: '30000', shown: /^฿30,000 a month$/ },
    cardMoney: { path: '/search/results?query=sales', begins: /^฿\d/ },
  },
  {
    code: 'VN',
    category: false,
    offers: ['High School', "Bachelor's Degree", 'Doctorate'],
    salaryLabel: 'Expected salary (VND, a month)',
  },
];

const INDIA_ONLY_COURSES = ['10th', '12th', 'B.Tech/B.E.', 'BCA', 'MCA'];

function resultsUrl(code: SiteCode, query: string): string {
  return siteUrl(code, `/search/results?${new URLSearchParams({ query }).toString()}`);
}

/** The results count's total ("1–20 of 42 jobs"), 0 for "No jobs found". */
async function totalShown(page: Page): Promise<number> {
  const count = page.locator('.results-count');
  // A worker's first results page loads the results code and warms the search: a loaded
  // machine takes more than the default 10 s for it.
  await expect(count).toHaveText(/of [\d,.]+ jobs?|No jobs found/, { timeout: 30_000 });
  const found = /of ([\d,.]+) jobs?/.exec((await count.textContent()) ?? '');
  return found?.[1] ? Number(found[1].replace(/[,.]/g, '')) : 0;
}

/** The titles of the results on the page, once they are there. */
async function titlesShown(page: Page): Promise<string[]> {
  const titles = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(titles.first()).toBeVisible();
  return titles.allTextContents();
}

/** The search bar's location box: on a phone it is in the search overlay. */
async function locationBox(page: Page, width: number) {
  if (width < 920) {
    await page.getByRole('button', { name: /Search jobs by skill/ }).click();
    return page.getByRole('dialog', { name: 'Search jobs' }).getByRole('combobox', {
      name: 'Locations',
    });
  }
  return page.getByRole('search', { name: 'Job search' }).getByRole('combobox', {
    name: 'Locations',
  });
}

/** Each market's keywords as its seekers type them, and what its results must then show. */
const KEYWORD_CHECKS = {
  // Vietnam: "kế toán" (accountant) and "ke toan" find the same jobs, titled in Vietnamese, and
  // no did-you-mean turns them into English ("key toán").
  VN: async (page: Page) => {
    await page.goto(resultsUrl('VN', 'kế toán'));
    const accented = await totalShown(page);
    const accentedTitles = await titlesShown(page);
    expect(accented).toBeGreaterThan(0);
    expect(accentedTitles).toContain('Kế toán');
    await expect(page.getByText(/Did you mean/)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(resultsUrl('VN', 'ke toan'));
    expect(await totalShown(page)).toBe(accented);
    expect(await titlesShown(page)).toEqual(accentedTitles);
    await expect(page.getByText(/Did you mean/)).toHaveCount(0);
  },
  // The Gulf: "محاسب" (accountant) with or without its vowel marks.
  SA: async (page: Page) => {
    await page.goto(resultsUrl('SA', 'مُحَاسِب'));
    const marked = await totalShown(page);
    expect(marked).toBeGreaterThan(0);
    expect(await titlesShown(page)).toContain('محاسب');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(resultsUrl('SA', 'محاسب'));
    expect(await totalShown(page)).toBe(marked);
  },
  // Thailand: "นักบัญชี" (accountant) finds Thai jobs; "ช่างไม้" (carpenter), which no job holds,
  // says so and offers Thai job words, never a Latin did-you-mean.
  TH: async (page: Page) => {
    await page.goto(resultsUrl('TH', 'นักบัญชี'));
    expect(await totalShown(page)).toBeGreaterThan(0);
    expect(await titlesShown(page)).toContain('นักบัญชี');
    await page.goto(resultsUrl('TH', 'ช่างไม้'));
    await expect(page.getByRole('heading', { name: 'No jobs match this search' })).toBeVisible();
    await expect(page.getByText(/Did you mean/)).toHaveCount(0);
    const related = page.getByRole('navigation', { name: 'Related searches' });
    await expect(related.getByRole('link', { name: 'นักบัญชี', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await related.getByRole('link', { name: 'นักบัญชี', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('นักบัญชี jobs');
    // The page keeps the last answer until the new one comes: wait for the jobs, not the count.
    await expect(page.locator('.results-count')).toHaveText(/of [\d,.]+ jobs?/);
  },
};

for (const size of WIDTHS) {
  test.describe(`The markets at ${size.name} width`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('When a seeker registers under a name in their own script, then the name is taken and shows in the header and the profile', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const sites = SITES_AT.register[size.name];
      for (const seeker of SEEKERS.filter((s) => sites.includes(s.code))) {
        await page.goto(
          siteUrl(seeker.code, `/seeker/registration?return_url=${encodeURIComponent(PROFILE)}`),
        );
        await page.getByLabel('Full name').fill(seeker.name);
        await page.getByLabel('Email', { exact: true }).fill(freshEmail(`name-${seeker.code}`));
        const dialCode = page.getByLabel('Country code');
        if ((await dialCode.evaluate((box) => box.tagName)) === 'SELECT')
          await dialCode.selectOption(seeker.dialCode);
        await page
          .getByRole('textbox', { name: 'Mobile number' })
          .fill(freshMobileFor(seeker.dialCode));
        await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
        await page.getByLabel('Current location').selectOption(seeker.city);
        if (seeker.code === sites.at(-1)) expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Register', exact: true }).click();

        await page.getByRole('button', { name: 'Skip for now' }).click();
        await expect(page).toHaveURL(siteUrl(seeker.code, PROFILE));
        await expect(accountButton(page, seeker.name)).toBeVisible();
        const personal = page.getByRole('region', { name: 'Personal details', exact: true });
        await expect(personal.getByText(seeker.name, { exact: true })).toBeVisible();
      }
    });

    test("When a keyword is typed in the market's language, accented or not, then the market's jobs are found, or the hint is in that language", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      for (const code of KEYWORD_AT[size.name]) await KEYWORD_CHECKS[code](page);
    });

    test("When a city's local name or short form is typed in the location box, then the city is suggested beside the name typed, and chosen by its own name", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const sites = SITES_AT.places[size.name];
      for (const place of PLACES.filter((p) => sites.includes(p.code))) {
        // The phone's app banner would cover the overlay's list (AD: the banner was closed).
        await page.context().addCookies([{ name: 'AD', value: '1', url: siteUrl(place.code) }]);
        await page.goto(siteUrl(place.code));
        const box = await locationBox(page, size.width);
        const list = page.getByRole('listbox', { name: 'Locations suggestions' });
        for (const { text, shows } of place.typed) {
          await box.fill(text);
          const first = list.getByRole('option').first();
          await expect(first).toContainText(place.city);
          await expect(first).toContainText(shows);
        }
        if (place.code === sites.at(-1)) expect(await seriousViolations(page)).toEqual([]);
        await box.press('ArrowDown');
        await box.press('Enter');
        await expect(box).toHaveValue(`${place.city}, `);
      }
    });

    test("When the seeker opens the profile, then India's category and qualifications are asked on India only, and the money reads in the market's currency", async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const sites = SITES_AT.questions[size.name];
      for (const market of QUESTIONS.filter((q) => sites.includes(q.code))) {
        const seeker = SEEKERS.find((s) => s.code === market.code);
        await signInFresh(page, market.code, `questions-${market.code}`, {
          countryCode: seeker?.dialCode,
          currentLocation: seeker?.city,
        });
        await page.goto(siteUrl(market.code, PROFILE));
        await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();

        const personal = page.getByRole('region', { name: 'Personal details', exact: true });
        await personal.getByRole('button', { name: 'Edit personal details' }).click();
        await expect(personal.getByLabel('Marital status')).toBeVisible();
        await expect(personal.getByLabel('Category')).toHaveCount(market.category ? 1 : 0);
        if (market.code === sites[0]) expect(await seriousViolations(page)).toEqual([]);
        await personal.getByRole('button', { name: 'Cancel' }).click();

        const education = page.getByRole('region', { name: 'Education', exact: true });
        await education.getByRole('button', { name: 'Add education' }).click();
        const courses = await education
          .getByLabel('Qualification', { exact: true })
          .locator('option')
          .allTextContents();
        expect(courses).toEqual(expect.arrayContaining([...market.offers]));
        if (!market.category)
          expect(courses.filter((c) => INDIA_ONLY_COURSES.includes(c))).toEqual([]);
        await education.getByRole('button', { name: 'Cancel' }).click();

        const preferences = page.getByRole('region', { name: 'Job preferences', exact: true });
        await preferences.getByRole('button', { name: 'Edit job preferences' }).click();
        const salary = preferences.getByLabel(market.salaryLabel, { exact: true });
        await expect(salary).toBeVisible();
        if (market.saves) {
          await salary.selectOption(market.saves.pick);
          await preferences.getByRole('button', { name: 'Save' }).click();
          await expect(preferences.getByText(market.saves.shown)).toBeVisible();
          expect(await seriousViolations(page)).toEqual([]);
        } else {
          await preferences.getByRole('button', { name: 'Cancel' }).click();
        }

        if (market.cardMoney) {
          await page.goto(siteUrl(market.code, market.cardMoney.path));
          const salaries = page.locator('.job-card:not(.skeleton) .job-facts li:nth-child(2)');
          await expect(salaries.first()).toBeVisible();
          const shown = (await salaries.allTextContents()).filter((t) => t !== 'Not disclosed');
          expect(shown.length).toBeGreaterThan(0);
          for (const text of shown) expect(text).toMatch(market.cardMoney.begins);
        }
      }
    });
  });
}
