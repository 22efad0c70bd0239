// Nothing overwritten silently (issue 27, item 3): adding a skill the profile has, or taking a
// resume's parsed skills, keeps the richer record; file names with dots, spaces and any script's
// letters are accepted; a file whose content is not what its extension says is refused before it
// is sent; a resume can be deleted after a confirmation. On India and Vietnam. And nothing lost
// when the session ends under the page (the UX walk's N5): a profile form's typed text comes back
// after the sign-in and saves; a delete that could not happen says so after the sign-in.
// Sites per test by what it proves: each journey once (one profile page for every site), India
// and Vietnam rotated between them: the Vietnamese file names on the Vietnamese site.
import { expect, test, type Page } from '../support/usage-fixture';
import { TEST_PASSWORD } from '../../fixtures/accounts';
import { requestsTo, signInFresh, type FreshSeeker } from './profile-support';
import { seriousViolations } from './axe-scan';
import { PORT, siteUrl, type SiteCode } from './support';

const KEEP_SITE: SiteCode = 'IN';
const NAMES_SITE: SiteCode = 'VN';
const RESUME = [
  'Nguyen Van An',
  'Email: an.nguyen@example.com',
  'Summary: 6 years of experience with Java and SQL.',
].join('\n');

function section(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

async function openProfile(page: Page, code: SiteCode) {
  await page.goto(siteUrl(code, '/seeker/profile'));
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
}

async function addSkill(page: Page, skill: string, details?: { version: string; years: string }) {
  const skills = section(page, 'IT skills');
  await skills.getByRole('button', { name: 'Add IT skill' }).click();
  const form = skills.getByRole('form', { name: 'Add IT skill' });
  await form.getByLabel('Skill', { exact: true }).fill(skill);
  if (details) {
    await form.getByLabel('Version').fill(details.version);
    await form.getByLabel('Last used').selectOption({ index: 1 });
    await form.getByLabel('Experience years').selectOption(details.years);
  }
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
}

/** The cells of one skill's row: skill, version, last used, experience. */
async function skillRow(page: Page, name: string) {
  const row = section(page, 'IT skills').getByRole('row', { name: new RegExp(`^${name} `) });
  return row.getByRole('cell').allInnerTexts();
}

test(`When the seeker adds a skill they have, or takes a resume's skills, on the ${KEEP_SITE} site, then the richer record stays and they are told`, async ({
  page,
}) => {
  const code = KEEP_SITE;
  await signInFresh(page, code, `keep-${code}`);
  await openProfile(page, code);
  await addSkill(page, 'Java', { version: '17', years: '5' });
  const rich = await skillRow(page, 'Java');
  expect(rich[0]).toBe('17');

  await addSkill(page, 'java');
  // The section also announces the save in its own status line ("IT skills saved.").
  await expect(
    section(page, 'IT skills').getByRole('status').filter({ hasText: 'already on your profile' }),
  ).toHaveText('Java was already on your profile: its details are kept, with what you added.');
  expect(await skillRow(page, 'Java')).toEqual(rich);

  const resume = section(page, 'Resume');
  await resume.getByLabel('Upload resume').setInputFiles({
    name: 'CV.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(RESUME),
  });
  const parsed = resume.getByRole('region', { name: 'What we read from your resume' });
  await expect(parsed.getByRole('checkbox', { name: 'Skills' })).toBeChecked();
  await parsed.getByRole('button', { name: 'Use these details' }).click();
  await expect(parsed).toHaveCount(0);
  await expect(section(page, 'IT skills').getByRole('rowheader', { name: 'SQL' })).toBeVisible();
  expect(await skillRow(page, 'Java')).toEqual(rich);
});

test(`When the seeker uploads awkwardly named and fake files and deletes a resume on the ${NAMES_SITE} site, then names of any script pass, a fake PDF never leaves the page, and the delete is confirmed`, async ({
  page,
}) => {
  const code = NAMES_SITE;
  await signInFresh(page, code, `names-${code}`);
  const uploads = requestsTo(page, '/middleware/resume/update');
  await openProfile(page, code);
  const resume = section(page, 'Resume');
  const chooser = resume.getByLabel('Upload resume');

  await chooser.setInputFiles({
    name: 'fake.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('just some text, not a PDF'),
  });
  await expect(resume.getByRole('alert')).toHaveText(
    'This file is not a real .pdf file: its content is of another kind. Please save it again as .pdf and upload that.',
  );
  expect(uploads).toEqual([]);
  await expect(resume.getByText('No resume uploaded yet.')).toBeVisible();

  for (const name of ['Resume_v2.1.txt', 'Nguyễn Văn An CV.txt']) {
    await chooser.setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(RESUME) });
    await expect(resume.getByText(name, { exact: true }).first()).toBeVisible();
    await expect(resume.getByText('Your resume is uploaded.')).toBeVisible();
  }
  expect(uploads).toEqual(['POST', 'POST']);

  await resume.getByRole('button', { name: 'Delete resume Nguyễn Văn An CV.txt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete resume Nguyễn Văn An CV.txt?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  // The older resume is current again.
  await expect(resume.locator('.resume-current')).toContainText('Resume_v2.1.txt');
  await expect(resume.getByText('Nguyễn Văn An CV.txt')).toHaveCount(0);
});

/** The session ends on the server's side (its HttpOnly cookie gone); the page still thinks the
 * seeker signed in, by the older cookies. */
async function endSession(page: Page) {
  await page.context().clearCookies({ name: 'MSSOCLIENT' });
}

async function signInAgain(page: Page, seeker: FreshSeeker, notice: string) {
  await expect(page).toHaveURL(/\/rio\/login\/seeker\?return_url=/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has ended' })).toHaveText(
    notice,
  );
  await page.getByLabel('Email', { exact: true }).fill(seeker.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('When the session ends while the seeker types a certification and presses Save, then after signing in again the typed text is back in the form and saves (UX walk N5)', async ({
  page,
}) => {
  const seeker = await signInFresh(page, 'IN', 'n5-save-IN');
  await openProfile(page, 'IN');
  const certifications = section(page, 'Certifications');
  await certifications.getByRole('button', { name: 'Add certification' }).click();
  const form = certifications.getByRole('form', { name: 'Add certification' });
  await form.getByLabel('Certification name').fill('AWS Solutions Architect');
  await form.getByLabel('Issued by').fill('Amazon Web Services');
  await endSession(page);

  await form.getByRole('button', { name: 'Save' }).click();
  await signInAgain(page, seeker, 'Your session has ended. Sign in again to save your changes.');

  await expect(page).toHaveURL(/\/seeker\/profile/);
  const back = section(page, 'Certifications').getByRole('form', { name: 'Add certification' });
  await expect(back.getByLabel('Certification name')).toHaveValue('AWS Solutions Architect');
  await expect(back.getByLabel('Issued by')).toHaveValue('Amazon Web Services');
  await expect(
    section(page, 'Certifications').getByText('Your changes are back. Press Save to keep them.'),
  ).toBeVisible();
  await back.getByRole('button', { name: 'Save' }).click();
  await expect(back).toHaveCount(0);
  await page.reload();
  await expect(
    section(page, 'Certifications').getByText('AWS Solutions Architect', { exact: true }),
  ).toBeVisible();
});

test('When the session ends before a job alert is deleted, then after signing in again the alert says it was not deleted and why (UX walk N5)', async ({
  page,
}) => {
  const seeker = await signInFresh(page, 'IN', 'n5-alert-IN');
  const created = await page.request.post(
    `http://localhost:${PORT}/api/middleware/createJobAlert`,
    {
      headers: { 'X-Source-Country': 'IN' },
      data: { name: 'Java in Pune', keywords: 'java', locations: 'Pune', frequency: 1 },
    },
  );
  expect(created.status(), await created.text()).toBe(201);
  await page.goto(siteUrl('IN', '/seeker/job-alert-list'));
  const alert = page.getByRole('listitem', { name: 'Java in Pune' });
  await expect(alert).toBeVisible();
  await endSession(page);

  await alert.getByRole('button', { name: 'Delete job alert Java in Pune' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete job alert' }).click();
  await signInAgain(
    page,
    seeker,
    'Your session has ended. Sign in again to delete job alert Java in Pune.',
  );

  await expect(page).toHaveURL(/\/seeker\/job-alert-list/);
  await expect(
    alert.getByRole('button', { name: 'Delete job alert Java in Pune' }),
  ).toHaveAccessibleDescription(
    'Job alert Java in Pune was not deleted: your session had ended. Press Delete again to delete it.',
  );
});
