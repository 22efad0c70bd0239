// Apply without a wall (issue 27, item 1): a new seeker without a resume who presses Apply
// uploads one in place, with the profile's checks and progress, and the application then goes
// through; registration offers the resume as an optional step. On India and Singapore, at desktop
// and phone widths.
// Sites and widths per test by what it proves: the dialog once per site, each at one width
// (India at desktop, Singapore at the phone), not the product; the registration's resume step
// (one step for every site) once, on Singapore at desktop, the pair the dialog leaves.
import { expect, test, type Page } from '../support/usage-fixture';
import { TEST_PASSWORD } from '../../fixtures/accounts';
import { RESUME_TEXT } from './profile-support';
import { seriousViolations } from './axe-scan';
import { carrySessionTo, freshEmail, freshMobile, journal } from './seeker';
import { card, resultsFor, SEARCH } from './seeker-jobs-support';
import { PORT, siteUrl, type SiteCode } from './support';

const DIAL: Partial<Record<SiteCode, string>> = { IN: '91', SG: '65' };
const APPLY_RUNS = [
  { code: 'IN', size: { label: 'desktop', width: 1280, height: 900 } },
  { code: 'SG', size: { label: 'phone', width: 390, height: 844 } },
] as const;
const REGISTRATION_SITE: SiteCode = 'SG';

/** A fresher with no resume and no employment, signed in in the page's browser. */
async function signInFresher(page: Page, code: SiteCode, tag: string) {
  const response = await page.request.post(
    `http://localhost:${PORT}/api/middleware/registerPersonal`,
    {
      headers: { 'X-Source-Country': code },
      data: {
        name: 'Kiran Das',
        email: freshEmail(tag),
        countryCode: DIAL[code] ?? '91',
        mobileNumber: freshMobile(code),
        password: TEST_PASSWORD,
        currentLocation: 'Pune',
        experienceYears: 0,
        experienceMonths: 0,
      },
    },
  );
  expect(response.status(), await response.text()).toBe(201);
  await carrySessionTo(page, code);
}

/** A job applied to here (not on the employer's site) on the first results page, and its title. */
async function jobAppliedHere(page: Page, code: SiteCode) {
  const jobs = (await resultsFor(page, code)) as Array<{
    jobId: string;
    title: string;
    applyOnCompanySite?: boolean;
  }>;
  const job = jobs.find((j) => j.applyOnCompanySite === false);
  if (!job) throw new Error(`No job applied to here on ${code}'s first results page`);
  return job;
}

for (const { code, size } of APPLY_RUNS) {
  test(`When a seeker without a resume presses Apply on the ${code} site (${size.label}), then a dialog takes the resume in place and the application goes through`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signInFresher(page, code, `nowall-${code.toLowerCase()}`);
    const job = await jobAppliedHere(page, code);
    await page.goto(siteUrl(code, `/search/results?${SEARCH}`));
    const apply = card(page, job.jobId).getByRole('button', { name: `Apply: ${job.title}` });
    await apply.click();

    const dialog = page.getByRole('dialog', { name: `Add your resume to apply: ${job.title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Upload your resume to apply to this job.');
    const chooser = dialog.getByLabel('Choose your resume');
    await expect(chooser).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    // The profile's checks hold here too: a bad type is refused before anything is sent.
    await chooser.setInputFiles({ name: 'cv.exe', mimeType: 'x/y', buffer: Buffer.from('MZ') });
    await expect(dialog.getByRole('alert')).toHaveText(
      'Please choose a .doc, .docx, .pdf, .rtf or .txt file.',
    );
    // Escape closes it with nothing sent, and Apply is still there.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(apply).toBeEnabled();

    await apply.click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Choose your resume').setInputFiles({
      name: 'Kiran Das CV v2.1.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(RESUME_TEXT),
    });
    await expect(page).toHaveURL(/\/search\/applied-success\?jobId=/);
    await expect(page.getByRole('heading', { name: 'Application sent' })).toBeVisible();
    const applies = await journal(page.request, 'jobApply');
    expect(applies.some((e) => JSON.stringify(e.requestBody).includes(job.jobId))).toBe(true);
  });
}

test(`When a guest registers on the ${REGISTRATION_SITE} site, then an optional resume step follows and an uploaded resume is on the profile`, async ({
  page,
}) => {
  const code = REGISTRATION_SITE;
  const returnPath = '/seeker/profile';
  await page.goto(
    siteUrl(code, `/seeker/registration?return_url=${encodeURIComponent(returnPath)}`),
  );
  await page.getByLabel('Full name').fill('Kiran Das');
  await page.getByLabel('Email', { exact: true }).fill(freshEmail(`regcv-${code}`));
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(freshMobile(code));
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Current location').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  const step = page.getByRole('heading', { name: 'Add your resume (optional)' });
  await expect(step).toBeFocused();
  await expect(page.getByRole('button', { name: 'Skip for now' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Upload resume').setInputFiles({
    name: 'Nguyễn Văn An CV.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(RESUME_TEXT),
  });
  await expect(page.getByText('Your resume is uploaded.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(siteUrl(code, returnPath));
  await expect(page.getByText('Nguyễn Văn An CV.txt').first()).toBeVisible();
});
