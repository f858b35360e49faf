// Form drafts on a shared browser (issue 9, point 15), in a real Chromium at phone and desktop sizes: a customer
// half-typed by one company (with a personnummer) is gone after sign-out and never reaches the next company that
// signs in; an ended session — the 24-hour timer, or a request the server refuses — takes the drafts with it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createCompany } from './support/company';
import { signIn, storedDraft } from './support/session';

const PERSONNUMMER = '811228-9874';

/** Every form-draft key in local storage, whoever it belongs to. */
const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('form_')));

/** The table (desktop) and the cards (phones) are both in the page; only one of them is shown. */
const shown = (locator: Locator) => locator.filter({ visible: true });

async function typeCustomerDraft(page: Page) {
  await page.goto('/customer-add');
  await page.locator('input[name=firstName]').fill('Hemliga');
  await page.locator('input[name=personalId]').fill(PERSONNUMMER);
  await expect.poll(() => storedDraft(page, 'customer-add')).toContain(PERSONNUMMER);
}

async function expectEmptyCustomerForm(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('input[name=firstName]')).toHaveValue('');
  await expect(page.locator('input[name=personalId]')).toHaveValue('');
  await expect(page.getByText('We filled in what you had typed last time.')).toBeHidden();
}

test('a customer half-typed by one company never reaches the next company on the same browser', async ({
  page,
}) => {
  const other = await createCompany(page.request);
  await signIn(page);
  await typeCustomerDraft(page);

  // Sign out through the menu (the sheet on phones): every draft goes with the login.
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await draftKeys(page)).toEqual([]);
  // A draft the previous version left under the bare name is not anybody's to restore either.
  await page.evaluate(
    (pnr) =>
      localStorage.setItem('form_customer-add', JSON.stringify({ firstName: 'Gamla', personalId: pnr })),
    PERSONNUMMER,
  );

  // The other company signs in here, without a reload, and opens the same form in the app.
  await page.locator('input[name=email]').fill(other.email);
  await page.locator('input[name=password]').fill(other.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await shown(page.getByRole('link', { name: 'Customers', exact: true }))
    .first()
    .click();
  await page.getByRole('link', { name: 'Add customer' }).first().click();
  await expect(page).toHaveURL(/\/customer-add$/);
  await expectEmptyCustomerForm(page);
  expect(await draftKeys(page)).toEqual([]);

  // And after a reload (read from storage at start-up), still nothing.
  await page.reload();
  await expectEmptyCustomerForm(page);
  const everything = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(everything).not.toContain(PERSONNUMMER);
});

test('the 24-hour session timer ends the session and takes the drafts with it', async ({ page }) => {
  await page.clock.install();
  await signIn(page);
  await typeCustomerDraft(page);

  await page.clock.fastForward('24:00:01');
  await expect(page.getByText('Session expired. Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await draftKeys(page)).toEqual([]);
});

test('a request the server refuses (session ended elsewhere) takes the drafts with it', async ({ page }) => {
  const token = await signIn(page);
  await typeCustomerDraft(page);

  // The token dies on the server; the next authenticated request comes back 401.
  await page.request.post('/api/v1/ferriers/logout', { headers: { authorization: `Bearer ${token}` } });
  page.on('dialog', (dialog) => void dialog.accept()); // the browser's own "leave site?" for the dirty form
  await page.goto('/dashboard');
  await expect(page.getByText('Session expired. Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await draftKeys(page)).toEqual([]);
});

test('a visitor’s sign-up form keeps its draft across a reload', async ({ page }) => {
  await page.goto('/company-signup');
  await page.locator('input[name=organizationName]').fill('Utkastets Hovslageri');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('form_company-signup')))
    .toContain('Utkastets Hovslageri');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.locator('input[name=organizationName]')).toHaveValue('Utkastets Hovslageri');
});
