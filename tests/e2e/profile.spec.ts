// The seeker's profile (spec sections 2-5) on India, the Gulf and Singapore: a single section
// (personal details) and a list section (employment) saved and still there after a reload, the
// validation messages, the resume upload (refused before any upload for a forbidden extension or
// character, then a good one with its progress bar and parsed fields), the avatar in the header at
// once, email and mobile verification by OTP with a wrong code first, and axe. Every test
// registers its own seeker, so they change nobody else's account. The OTP resend countdown, a
// refused or cancelled delete and the completion cards' skip are proven in
// tests/web/features/profile.test.tsx.
// Sites and widths per test by what it proves: personal details on India (its category asked)
// and the Gulf (not asked), the phone's OTP on the Gulf (a dial code other than India's +91), the
// resume on Singapore and the photo on India (one upload path for every site), not every site
// for every test; education on India at desktop and Vietnam at the phone.
import { expect, test, type Page } from '../support/usage-fixture';
import { DEV_OTP } from '../../fixtures/accounts';
import { seriousViolations } from './axe-scan';
import { accountButton, openAccountMenu } from './seeker';
import { PNG_PIXEL, RESUME_TEXT, requestsTo, signInFresh } from './profile-support';
import { siteUrl, type SiteCode } from './support';

/** The sites each journey runs on: the ones where it proves something of its own, rotated. */
const SITES_FOR = {
  personal: ['IN', 'SA'],
  resume: ['SG'],
  photo: ['IN'],
  otp: ['SA'],
} satisfies Record<string, SiteCode[]>;
const PROFILE = '/seeker/profile?apop=my-profile';

async function openProfile(page: Page, code: SiteCode) {
  await page.goto(siteUrl(code, PROFILE));
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
}

function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

for (const code of SITES_FOR.personal) {
  test.describe(`The profile on the ${code} site`, () => {
    test('When the seeker saves personal details and adds an employment, then both are there after a reload; a bad name or date keeps what was typed and says why', async ({
      page,
    }) => {
      await signInFresh(page, code, `profile-${code}`);
      await openProfile(page, code);

      const personal = section(page, 'Personal details');
      await personal.getByRole('button', { name: 'Edit personal details' }).click();
      await personal.getByLabel('Full name').fill('Meera 2');
      await personal.getByLabel('Date of birth').fill('31-02-1994');
      await personal.getByRole('button', { name: 'Save' }).click();
      await expect(
        personal.getByText('Please enter your name: letters and spaces, 2 to 30 characters.'),
      ).toBeVisible();
      await expect(personal.getByLabel('Date of birth')).toHaveAccessibleDescription(
        /Please enter a real date/,
      );
      await expect(personal.getByLabel('Full name')).toHaveValue('Meera 2');

      await personal.getByLabel('Full name').fill('Meera Iyer');
      await personal.getByLabel('Date of birth').fill('14/03/1994');
      await personal.getByLabel('Marital status').selectOption('Married');
      // India's category is India's reservation system: asked on the India site only.
      if (code === 'IN') await personal.getByLabel('Category').selectOption('OBC Non-Creamy');
      else await expect(personal.getByLabel('Category')).toHaveCount(0);
      await personal.getByRole('button', { name: 'Save' }).click();
      await expect(personal.getByRole('button', { name: 'Edit personal details' })).toBeVisible();

      const employment = section(page, 'Employment');
      await employment.getByRole('button', { name: 'Add employment' }).click();
      await employment.getByRole('button', { name: 'Save' }).click();
      await expect(employment.getByLabel('Designation')).toHaveAccessibleDescription(
        'Please fill in this field.',
      );
      await employment.getByLabel('Designation').fill('Data Analyst');
      await employment.getByLabel('Organisation').fill('Northwind Traders');
      await employment.getByLabel('Years').selectOption('4');
      await employment.getByLabel('Months').selectOption('6');
      await employment.getByRole('button', { name: 'Save' }).click();
      await expect(employment.getByText('Northwind Traders', { exact: true })).toBeVisible();

      await page.reload();
      await expect(section(page, 'Personal details').getByText('14-03-1994')).toBeVisible();
      await expect(section(page, 'Personal details').getByText('Married')).toBeVisible();
      await expect(
        section(page, 'Employment').getByText('Data Analyst', { exact: true }),
      ).toBeVisible();
      await expect(section(page, 'Employment').getByText('4 years 6 months')).toBeVisible();
      await expect(accountButton(page, 'Meera Iyer')).toBeVisible();
    });
  });
}

for (const code of SITES_FOR.resume) {
  test.describe(`The profile on the ${code} site`, () => {
    test('When the seeker uploads resumes, then a forbidden extension or character is refused before any upload, and a good one shows its progress and what was read', async ({
      page,
    }) => {
      await signInFresh(page, code, `resume-${code}`);
      await openProfile(page, code);
      const uploads = requestsTo(page, '/middleware/resume/update');
      const resume = section(page, 'Resume');
      const input = resume.getByLabel('Upload resume');

      await input.setInputFiles({
        name: 'cv.exe',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('MZ'),
      });
      await expect(resume.getByRole('alert')).toHaveText(
        'Please choose a .doc, .docx, .pdf, .rtf or .txt file.',
      );
      await input.setInputFiles({
        name: 'cv 100%.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(RESUME_TEXT),
      });
      await expect(resume.getByRole('alert')).toContainText('The file name may hold only letters');
      expect(uploads).toEqual([]);

      await input.setInputFiles({
        name: "Meera's CV (2026).txt",
        mimeType: 'text/plain',
        buffer: Buffer.from(RESUME_TEXT),
      });
      const progress = resume.getByRole('progressbar', { name: 'Resume upload progress' });
      await expect(progress).toBeVisible();
      await expect(resume.getByText('Your resume is uploaded.')).toBeVisible();
      await expect(progress).toHaveAttribute('value', '100');
      expect(uploads).toEqual(['POST']);
      const parsed = resume.getByRole('region', { name: 'What we read from your resume' });
      await expect(parsed.getByText('Senior Software Engineer')).toBeVisible();
      await expect(parsed.getByText(/Java/)).toBeVisible();
      const view = resume.getByRole('link', { name: "View Meera's CV (2026).txt" });
      await expect(view).toHaveAttribute('href', /\/sim-assets\/resumes\/resume-/);
      await expect(
        resume.getByRole('link', { name: "Download Meera's CV (2026).txt" }),
      ).toBeVisible();
      const href = (await view.getAttribute('href')) ?? '';
      expect(await page.evaluate(async (url) => (await window.fetch(url)).text(), href)).toBe(
        RESUME_TEXT,
      );

      await expect(parsed.getByRole('checkbox', { name: 'Skills' })).toBeChecked();
      await parsed.getByRole('button', { name: 'Use these details' }).click();
      await expect(parsed).toHaveCount(0);
      await expect(
        section(page, 'IT skills').getByRole('rowheader', { name: 'Java', exact: true }),
      ).toBeVisible();
      await expect(
        page
          .getByRole('complementary', { name: 'Profile summary' })
          .getByText('Senior Software Engineer'),
      ).toBeVisible();
    });
  });
}

for (const code of SITES_FOR.photo) {
  test.describe(`The profile on the ${code} site`, () => {
    test('When the seeker uploads a photo, then the header shows it at once; a GIF is refused', async ({
      page,
    }) => {
      await signInFresh(page, code, `avatar-${code}`);
      await openProfile(page, code);
      const photo = page.getByLabel('Upload photo');

      await photo.setInputFiles({
        name: 'me.gif',
        mimeType: 'image/gif',
        buffer: Buffer.from('GIF89a'),
      });
      await expect(page.getByText('Please choose a JPEG or PNG image.')).toBeVisible();
      await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_PIXEL });

      await expect(page.getByRole('img', { name: 'Photo of Meera Nair' })).toHaveAttribute(
        'src',
        /\/sim-assets\/avatars\//,
      );
      await expect(accountButton(page, 'Meera Nair').locator('img')).toHaveAttribute(
        'src',
        /\/sim-assets\/avatars\//,
      );
    });
  });
}

for (const code of SITES_FOR.otp) {
  test.describe(`The profile on the ${code} site`, () => {
    test('When the seeker verifies the email and the phone by OTP, a wrong code first, then ticks show in the profile and the dropdown without a reload', async ({
      page,
    }) => {
      const seeker = await signInFresh(page, code, `otp-${code}`);
      await page.goto(siteUrl(code, '/seeker/profile?apop=mobile'));
      const contacts = page.getByRole('complementary', { name: 'Profile summary' });

      // apop=mobile opens the phone's verification: a code goes out behind the captcha.
      const phoneForm = contacts.getByRole('form', { name: 'Verify mobile number' });
      await expect(
        phoneForm.getByText(`OTP sent to +${seeker.countryCode} ${seeker.mobileNumber}`, {
          exact: false,
        }),
      ).toBeVisible();
      await expect(phoneForm.getByRole('button', { name: 'Resend code' })).toBeDisabled();
      await phoneForm.getByLabel('Verification code').fill('000000');
      await phoneForm.getByRole('button', { name: 'Verify code' }).click();
      await expect(phoneForm.getByRole('alert')).toHaveText(/Invalid OTP/);
      await phoneForm.getByLabel('Verification code').fill(DEV_OTP);
      await phoneForm.getByRole('button', { name: 'Verify code' }).click();
      await expect(contacts.getByRole('img', { name: 'Phone verified' })).toBeVisible();

      await contacts.getByRole('button', { name: 'Verify email' }).click();
      const emailForm = contacts.getByRole('form', { name: 'Verify email' });
      await emailForm.getByRole('button', { name: 'Send code' }).click();
      await expect(emailForm.getByLabel('Verification code')).toBeEnabled();
      await emailForm.getByLabel('Verification code').fill('999999');
      await emailForm.getByRole('button', { name: 'Verify code' }).click();
      await expect(emailForm.getByRole('alert')).toHaveText(/Invalid OTP/);
      await emailForm.getByLabel('Verification code').fill(DEV_OTP);
      await emailForm.getByRole('button', { name: 'Verify code' }).click();
      await expect(contacts.getByRole('img', { name: 'Email verified' })).toBeVisible();

      const menu = await openAccountMenu(page, 'Meera Nair');
      await expect(menu.getByRole('img', { name: 'Email verified' })).toBeVisible();
      await expect(menu.getByRole('img', { name: 'Phone verified' })).toBeVisible();
    });
  });
}

/** Each run's school-leaving certificate and degree, as its market's form offers them. */
const EDUCATION_RUNS: ReadonlyArray<{
  code: SiteCode;
  width: number;
  height: number;
  school: string;
  degree: string;
}> = [
  { code: 'IN', width: 1280, height: 900, school: '12th', degree: 'B.Tech/B.E.' },
  { code: 'VN', width: 390, height: 844, school: 'High School', degree: "Bachelor's Degree" },
];

for (const run of EDUCATION_RUNS) {
  test.describe(`Education on the ${run.code} site at ${run.width} px`, () => {
    test.use({ viewport: { width: run.width, height: run.height } });

    test('When the seeker adds education, then the form says Add education, and a school certificate passed after their degree is refused by the form', async ({
      page,
    }) => {
      const order = `${run.school} (2029) cannot come after ${run.degree} (2019). Please check the years of passing.`;
      await signInFresh(page, run.code, `education-${run.code}`);
      await openProfile(page, run.code);
      const education = section(page, 'Education');

      await education.getByRole('button', { name: 'Add education' }).click();
      let form = education.getByRole('form', { name: 'Add education' });
      await expect(form.getByRole('heading', { name: 'Add education' })).toBeVisible();
      await expect(form.getByText('Highest qualification')).toHaveCount(0);
      await form.getByLabel('Qualification', { exact: true }).selectOption(run.degree);
      await form.getByLabel('Year of passing').selectOption('2019');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(education.locator('.profile-entry-title')).toHaveText([run.degree]);

      await education.getByRole('button', { name: 'Add education' }).click();
      form = education.getByRole('form', { name: 'Add education' });
      await form.getByLabel('Qualification', { exact: true }).selectOption(run.school);
      await form.getByLabel('Year of passing').selectOption('2029');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByLabel('Year of passing')).toHaveAccessibleDescription(order);
      await expect(education.locator('.profile-entry')).toHaveCount(1);

      // The server holds the same rule for any caller: tests/sim/education-order.test.ts.

      await form.getByLabel('Year of passing').selectOption('2015');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(education.locator('.profile-entry')).toHaveCount(2);
      await expect(education.locator('.profile-entry-title')).toContainText([run.school]);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('When the seeker deletes an employment, then a confirmed delete removes it and it stays gone after a reload', async ({
  page,
}) => {
  await signInFresh(page, 'IN', 'delete-employment');
  await openProfile(page, 'IN');
  const employment = section(page, 'Employment');
  await employment.getByRole('button', { name: 'Add employment' }).click();
  await employment.getByLabel('Designation').fill('Barista');
  await employment.getByLabel('Organisation').fill('Acme Cafe');
  await employment.getByRole('button', { name: 'Save' }).click();
  const remove = employment.getByRole('button', { name: 'Delete employment at Acme Cafe' });
  await expect(remove).toBeVisible();

  // A refused or cancelled delete (the entry stays, the page says why) is proven in
  // tests/web/features/profile.test.tsx; here the server deletes it for good.
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete employment at Acme Cafe?' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(employment.getByText('Acme Cafe', { exact: true })).toHaveCount(0);
  await expect(employment.getByText('No employment added yet.')).toBeVisible();

  await page.reload();
  await expect(section(page, 'Employment').getByText('No employment added yet.')).toBeVisible();
  await expect(section(page, 'Employment').getByText('Acme Cafe', { exact: true })).toHaveCount(0);
});

test('When the seeker asks for an email link and opens it in another tab, then the profile shows the tick without a reload', async ({
  page,
}) => {
  const seeker = await signInFresh(page, 'IN', 'link');
  await openProfile(page, 'IN');
  const contacts = page.getByRole('complementary', { name: 'Profile summary' });
  await contacts.getByRole('button', { name: 'Verify email' }).click();
  const emailForm = contacts.getByRole('form', { name: 'Verify email' });
  await emailForm.getByRole('button', { name: 'Email me a link instead' }).click();
  const sent = emailForm.getByText(`A verification link has been sent to ${seeker.email}`, {
    exact: false,
  });
  await expect(sent).toBeVisible();
  const link = /\/sim-assets\/verify-email\/\S+/.exec((await sent.textContent()) ?? '')?.[0] ?? '';

  const mailbox = await page.context().newPage();
  await mailbox.goto(siteUrl('IN', link.replace(/\.$/, '')));
  await expect(mailbox.getByRole('heading', { name: 'Your email is verified.' })).toBeVisible();
  await mailbox.close();
  await page.bringToFront();

  await expect(contacts.getByRole('img', { name: 'Email verified' })).toBeVisible();
});

test('When the profile page is scanned with axe, then it has no serious or critical violations', async ({
  page,
}) => {
  await signInFresh(page, 'IN', 'axe-profile');
  await openProfile(page, 'IN');
  await section(page, 'Employment').getByRole('button', { name: 'Add employment' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});
