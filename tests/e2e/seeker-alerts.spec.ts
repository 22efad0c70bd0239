// Job alerts and saved searches (spec section 2): a free job alert with its frequency, for a
// seeker and for a guest with an email, opened in a new tab from the results; Manage Job Alert
// with edit and delete after a confirmation; a search saved from the results, listed, run again
// and deleted; axe on the alert pages. Issue 38, each choice once: each journey on one of India,
// the Gulf and Singapore (the same code on every site; the names an alert is given are
// tests/web/features/search-names.test.ts), the saved state at both widths (IN desktop, SG phone).
import { expect, test } from '../support/usage-fixture';
import { accountEmail, TEST_PASSWORD } from '../../fixtures/accounts';
import { seriousViolations } from './axe-scan';
import { signIn } from './seeker';
import { signInFresh } from './profile-support';
import { siteUrl } from './support';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

for (const code of ['SA'] as const) {
  test(`When a seeker creates, edits and deletes a job alert on the ${code} site, then the list follows each step`, async ({
    page,
  }) => {
    const name = `Sales alert ${unique()}`;
    await signIn(page, code, '/seeker/free-job-alert?query=sales&locations=');
    await expect(page.getByLabel('Keywords')).toHaveValue('sales');
    await page.getByLabel('Alert name').fill(name);
    await page.getByRole('radio', { name: 'Weekly' }).check();
    await page.getByRole('button', { name: 'Create job alert' }).click();
    await expect(page.locator('.alert-created')).toContainText(`Job alert “${name}” created`);
    await expect(page.locator('.alert-created')).toContainText('weekly');

    await page.getByRole('link', { name: 'Manage job alerts' }).click();
    await expect(page).toHaveURL(siteUrl(code, '/seeker/job-alert-list'));
    const item = page.getByRole('listitem', { name });
    await expect(item).toContainText('Weekly');
    await item.getByRole('button', { name: `Edit job alert ${name}` }).click();
    const renamed = `${name} edited`;
    await item.getByLabel('Alert name').fill(renamed);
    await item.getByRole('radio', { name: 'Monthly' }).check();
    await item.getByRole('button', { name: 'Save changes' }).click();
    const edited = page.getByRole('listitem', { name: renamed });
    await expect(edited).toContainText('Monthly');

    await edited.getByRole('button', { name: `Delete job alert ${renamed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this job alert?' });
    await expect(dialog).toContainText(renamed);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(edited).toBeVisible();
    // The dialog stays on the page once opened, so the browser gives the focus back to Delete.
    const remove = edited.getByRole('button', { name: `Delete job alert ${renamed}` });
    await expect(remove).toBeFocused();
    await remove.click();
    await dialog.getByRole('button', { name: 'Delete job alert' }).click();
    await expect(page.getByRole('listitem', { name: renamed })).toHaveCount(0);
  });
}

for (const code of ['SG'] as const) {
  test(`When a seeker saves a search on the ${code} site, then it is listed, runs again and can be deleted`, async ({
    page,
  }) => {
    const name = `Sales search ${unique()}`;
    await signIn(page, code, '/search/results?query=sales');
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByLabel('Name of this search').fill(name);
    await page.getByRole('button', { name: 'Save search', exact: true }).click();
    await expect(page.getByTestId('toast')).toHaveText(`Search saved as "${name}"`);

    await page.goto(siteUrl(code, '/seeker/job-alert-list'));
    const searches = page.getByRole('region', { name: 'Saved searches' });
    await searches.getByRole('link', { name: `Run saved search ${name}` }).click();
    await expect(page).toHaveURL(/\/search\/results\?query=sales/);
    await expect(page.locator('.job-card:not(.skeleton)').first()).toBeVisible();

    await page.goBack();
    await searches.getByRole('button', { name: `Delete saved search ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this saved search?' });
    await dialog.getByRole('button', { name: 'Delete saved search' }).click();
    await expect(searches.getByRole('link', { name: `Run saved search ${name}` })).toHaveCount(0);
  });
}

for (const code of ['IN'] as const) {
  test(`When a seeker changes an alert's keywords or location on the ${code} site, then a name they did not type follows the search, and a name they typed stays`, async ({
    page,
  }) => {
    await signInFresh(page, code, `alert-name-${code}`);
    await page.goto(siteUrl(code, '/seeker/free-job-alert?query=data%20scientist&locations=Pune'));
    await expect(page.getByLabel('Alert name')).toHaveValue('Data Scientist jobs in Pune');
    await page.getByRole('button', { name: 'Create job alert' }).click();
    await expect(page.locator('.alert-created')).toContainText('Data Scientist jobs in Pune');

    await page.goto(siteUrl(code, '/seeker/job-alert-list'));
    const first = page.getByRole('listitem', { name: 'Data Scientist jobs in Pune' });
    await first.getByRole('button', { name: 'Edit job alert Data Scientist jobs in Pune' }).click();
    await first.getByLabel('Keywords').fill('machine learning');
    await expect(first.getByLabel('Alert name')).toHaveValue('Machine Learning jobs in Pune');
    await first.getByLabel('Locations').fill('Mumbai');
    await expect(first.getByLabel('Alert name')).toHaveValue('Machine Learning jobs in Mumbai');
    await first.getByRole('button', { name: 'Save changes' }).click();
    const renamed = page.getByRole('listitem', { name: 'Machine Learning jobs in Mumbai' });
    await expect(renamed).toContainText('machine learning');
    await expect(page.getByRole('listitem', { name: 'Data Scientist jobs in Pune' })).toHaveCount(
      0,
    );

    // A name of the seeker's own stays when the search changes.
    await renamed
      .getByRole('button', { name: 'Edit job alert Machine Learning jobs in Mumbai' })
      .click();
    await renamed.getByLabel('Alert name').fill('My ML roles');
    await renamed.getByLabel('Keywords').fill('deep learning');
    await expect(renamed.getByLabel('Alert name')).toHaveValue('My ML roles');
    await renamed.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('listitem', { name: 'My ML roles' })).toContainText(
      'deep learning',
    );
  });
}

for (const run of [
  { code: 'IN', width: 1280, height: 900 },
  { code: 'SG', width: 390, height: 844 },
] as const) {
  test.describe(`Save this search on the ${run.code} site at ${run.width} px`, () => {
    test.use({ viewport: { width: run.width, height: run.height } });

    test('When a seeker saves a search, then the page shows it saved under its name and not pressable again, also after a reload', async ({
      page,
    }) => {
      const name = `Sales search ${unique()}`;
      await signInFresh(page, run.code, `saved-state-${run.code}`);
      await page.goto(siteUrl(run.code, '/search/results?query=sales'));
      const save = page.getByRole('button', { name: 'Save this search' });
      await save.click();
      await page.getByLabel('Name of this search').fill(name);
      await page.getByRole('button', { name: 'Save search', exact: true }).click();
      await expect(page.getByText(`Saved as “${name}”`)).toBeVisible();
      await expect(save).toHaveCount(0);

      await page.reload();
      await expect(page.locator('.job-card:not(.skeleton)').first()).toBeVisible();
      await expect(page.getByText(`Saved as “${name}”`)).toBeVisible();
      await expect(save).toHaveCount(0);

      // Another search is not saved yet.
      await page.goto(siteUrl(run.code, '/search/results?query=manager'));
      await expect(page.getByRole('button', { name: 'Save this search' })).toBeEnabled();
      await expect(page.getByText(/^Saved as/)).toHaveCount(0);
    });
  });
}

test('When a guest presses Save this search, then after signing in the naming form is open on the same search and saves it', async ({
  page,
}) => {
  const name = `Guest search ${unique()}`;
  await page.goto(siteUrl('IN', '/search/results?query=sales&locations=Mumbai'));
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page).toHaveURL(/\/rio\/login\/seeker\?return_url=/);
  const back = new URL(page.url()).searchParams.get('return_url') ?? '';
  expect(back).toContain('saveSearch=1');
  await page.getByLabel('Email', { exact: true }).fill(accountEmail('seeker', 'IN'));
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/search\/results\?query=sales&locations=Mumbai$/);
  const field = page.getByLabel('Name of this search');
  await expect(field).toBeFocused();
  await field.fill(name);
  await page.getByRole('button', { name: 'Save search', exact: true }).click();
  await expect(page.getByTestId('toast')).toHaveText(`Search saved as "${name}"`);
  await page.goto(siteUrl('IN', '/seeker/job-alert-list'));
  await expect(
    page
      .getByRole('region', { name: 'Saved searches' })
      .getByRole('link', { name: `Run saved search ${name}` }),
  ).toHaveAttribute('href', /query=sales/);
});

test('When a seeker sends the alert form without keywords, then the message is next to the field and what was typed stays', async ({
  page,
}) => {
  await signIn(page, 'SA', '/seeker/free-job-alert');
  await page.getByLabel('Alert name').fill('My alert');
  await page.getByRole('button', { name: 'Create job alert' }).click();
  const keywords = page.getByLabel('Keywords');
  await expect(keywords).toHaveAttribute('aria-invalid', 'true');
  await expect(keywords).toHaveAccessibleDescription(
    'Please enter at least one keyword, such as java or sales.',
  );
  await expect(page.getByLabel('Alert name')).toHaveValue('My alert');
});

test('When a guest creates a free job alert, then an email is asked for, checked, and the alert goes to it', async ({
  page,
}) => {
  await page.goto(siteUrl('SG', '/seeker/free-job-alert?query=sales&locations=Singapore'));
  await expect(page.getByLabel('Alert name')).toHaveValue('Sales jobs in Singapore');
  const email = page.getByLabel('Email for the alerts');
  await email.fill('not-an-email');
  await page.getByRole('radio', { name: 'Daily' }).check();
  await page.getByRole('button', { name: 'Create job alert' }).click();
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
  await expect(email).toHaveValue('not-an-email');
  const address = `guest.${unique()}@example.com`;
  await email.fill(address);
  await page.getByRole('button', { name: 'Create job alert' }).click();
  await expect(page.locator('.alert-created')).toContainText(address);
  await expect(page.locator('.alert-created')).toContainText('daily');
});

test('When the results offer a job alert, then it opens the free job alert page in a new tab with the search', async ({
  page,
}) => {
  await page.goto(siteUrl('IN', '/search/results?query=java&locations=Pune'));
  const link = page.getByRole('link', { name: 'Create job alert' });
  await expect(link).toHaveAttribute('target', '_blank');
  // It says so before the seeker leaves the page (the UX walk's f2).
  await expect(link).toHaveAccessibleName('Create job alert (opens in a new tab)');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(tab).toHaveURL(/\/seeker\/free-job-alert\?query=java&locations=Pune/);
  await expect(tab.getByLabel('Keywords')).toHaveValue('java');
});

test.describe('Accessibility of the alert pages (axe)', () => {
  test('When axe scans Manage Job Alert and the free job alert page, then it finds no serious or critical violation', async ({
    page,
  }) => {
    await signIn(page, 'IN', '/seeker/job-alert-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage job alerts' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Saved searches' }).getByRole('status'),
    ).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(siteUrl('IN', '/seeker/free-job-alert'));
    await page.getByRole('button', { name: 'Create job alert' }).click();
    await expect(page.getByLabel('Keywords')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
