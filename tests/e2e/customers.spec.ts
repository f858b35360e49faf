// The customer register in a real Chromium at phone and desktop sizes: add through the form, find it by search,
// open, edit, deactivate (then only under "Inactive"); a half-filled form survives a reload; leaving a dirty form
// asks first (links and Back); an unknown customer id shows "not found" inside the app.
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, signIn, storedDraft } from './support/session';

/** A last name no other test run has used: letters only, as the name rule demands. */
function uniqueLastName(): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `Testsson${letters.join('')}`;
}

/** The table (desktop) and the cards (phones) are both in the page; only one of them is shown. */
const shown = (locator: Locator) => locator.filter({ visible: true });

/** The main navigation's link to an area: the sidebar on desktop, the bottom tab bar on phones. */
const navLink = (page: Page, name: string) => shown(page.getByRole('link', { name, exact: true })).first();

test('add a customer, find it, open it, edit it and deactivate it', async ({ page }) => {
  await signIn(page);
  const lastName = uniqueLastName();
  const name = `Åsa ${lastName}`;

  await page.goto('/customer-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(navLink(page, 'Customers')).toHaveAttribute('aria-current', 'page');
  await expect(shown(page.getByRole('link', { name: /Anna Berg/ })).first()).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.getByRole('link', { name: 'Add customer' }).first().click();
  await expect(page).toHaveURL(/\/customer-add$/);
  await page.locator('input[name=firstName]').fill('Åsa');
  await page.locator('input[name=lastName]').fill(lastName);
  await page.locator('input[name=phone]').fill('0701234567');
  await page.locator('input[name=email]').fill(`${lastName.toLowerCase()}@example.se`);
  await page.locator('input[name=address]').fill('Stallvägen 3');
  await page.locator('input[name=postalCode]').fill('74192');
  await page.locator('input[name=city]').fill('Knivsta');
  await page.getByLabel('Same as the address').check();
  await expect(page.locator('input[name=billingCity]')).toHaveValue('Knivsta');
  await expect(page.locator('input[name=billingPostalCode]')).toHaveValue('74192');
  await page.locator('input[name=personalId]').fill('811228-9874');
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Add customer' }).click();

  await expect(page).toHaveURL(/\/customer-details\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`${name} has been added.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: '070-123 45 67' })).toBeVisible();
  await expect(page.getByText('741 92 Knivsta').first()).toBeVisible();
  await expect(page.getByText('19811228-****')).toBeVisible();
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText('19811228-9874')).toBeVisible();
  await expectNoHorizontalScroll(page);
  // The draft of the add form went with the save.
  expect(await storedDraft(page, 'customer-add')).toBeNull();

  // Found by search in the list; the search stays in the address.
  await page.getByRole('link', { name: 'All customers' }).click();
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(lastName);
  const row = shown(page.getByRole('link', { name: new RegExp(lastName) }));
  await expect(row).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`search=${lastName}`));
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Edit: the form opens with the stored values as people write them.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/customer-edit\//);
  await expect(page.locator('input[name=phone]')).toHaveValue('070-123 45 67');
  await expect(page.locator('input[name=postalCode]')).toHaveValue('741 92');
  await expect(page.getByLabel('Same as the address')).toBeChecked();
  await page.locator('input[name=postalCode]').fill('753 20');
  await page.locator('input[name=city]').fill('Uppsala');
  await page.locator('input[name=phone]').fill('+46 70 765 43 21');
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/customer-details\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Changes to ${name} are saved.`)).toBeVisible();
  await expect(page.getByText('753 20 Uppsala')).toHaveCount(2); // address and billing address
  await expect(page.getByRole('link', { name: '070-765 43 21' })).toBeVisible();

  // Deactivate, after a question.
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Deactivate ${name}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${name} is now inactive.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();

  // Now only under the "Inactive" filter.
  await page.goto(`/customer-management?search=${lastName}`);
  await expect(shown(page.getByRole('link', { name: new RegExp(lastName) }))).toHaveCount(1);
  await page.getByRole('radio', { name: 'Active', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No customers match' })).toBeVisible();
  await page.getByRole('radio', { name: 'Inactive' }).click();
  await expect(shown(page.getByRole('link', { name: new RegExp(lastName) }))).toHaveCount(1);
  await expect(page).toHaveURL(/status=inactive/);
  await expectNoHorizontalScroll(page);
});

test('a half-filled add form survives a reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/customer-add');
  const firstName = page.locator('input[name=firstName]');
  await firstName.fill('Draftina');
  await page.locator('input[name=city]').fill('Märsta');
  await expect
    .poll(() => storedDraft(page, 'customer-add'))
    .toBe(JSON.stringify({ firstName: 'Draftina', city: 'Märsta' }));

  page.on('dialog', (d) => void d.accept()); // the browser's own "leave site?" on reload
  await page.reload();
  await expect(firstName).toHaveValue('Draftina');
  await expect(page.locator('input[name=city]')).toHaveValue('Märsta');
  await expect(page.getByText('We filled in what you had typed last time.')).toBeVisible();

  // "Start over" empties the form and the stored draft at once.
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(firstName).toHaveValue('');
  expect(await storedDraft(page, 'customer-add')).toBeNull();
});

test('leaving a dirty form asks first: a nav link and the Back button', async ({ page }) => {
  await signIn(page);
  await page.goto('/customer-management');
  await page.getByRole('link', { name: 'Add customer' }).first().click();
  await expect(page).toHaveURL(/\/customer-add$/);
  const firstName = page.locator('input[name=firstName]');
  await firstName.fill('Lämna');

  const dialog = page.getByRole('alertdialog', { name: 'You have unsaved changes. Leave this page?' });
  await navLink(page, 'Dashboard').click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/customer-add$/);
  await expect(firstName).toHaveValue('Lämna');

  // Back asks too; staying keeps the form.
  await page.evaluate(() => history.back());
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/customer-add$/);
  await expect(firstName).toHaveValue('Lämna');

  await navLink(page, 'Customers').click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave page' }).click();
  await expect(page).toHaveURL(/\/customer-management$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();

  // A clean form leaves without a question.
  await page.goto('/customer-add');
  await page.getByRole('button', { name: 'Clear form' }).click();
  await navLink(page, 'Customers').click();
  await expect(page).toHaveURL(/\/customer-management$/);
  await expect(dialog).toBeHidden();
});

test('the list: an error offers Retry; "Show more" follows the cursor', async ({ page }) => {
  await signIn(page);
  let fail = true;
  // Pages of 5 (the demo account has 12 customers), and a first answer that fails.
  await page.route('**/api/v1/customers/list?**', async (route) => {
    if (fail) {
      fail = false;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }),
      });
      return;
    }
    await route.continue({
      url: route
        .request()
        .url()
        .replace(/limit=\d+/, 'limit=5'),
    });
  });
  await page.goto('/customer-management');
  await expect(page.getByText('Something went wrong on our side.')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();

  // Table rows on desktop, cards on phones.
  const rows = page.locator('table tbody tr, ul[aria-label="Customers"] > li').filter({ visible: true });
  const showMore = page.getByRole('button', { name: 'Show more' });
  await expect(rows).toHaveCount(5);
  await showMore.click();
  await expect(rows).toHaveCount(10);
  // Other tests add customers too: follow the cursor to the end.
  while (await showMore.isVisible()) {
    const before = await rows.count();
    await showMore.click();
    await expect.poll(() => rows.count()).toBeGreaterThan(before);
  }
  expect(await rows.count()).toBeGreaterThanOrEqual(12);
  await expect(shown(page.getByRole('link', { name: /Lars Öberg/ }))).toBeVisible(); // the last by name
  await expectNoHorizontalScroll(page);
});

test('an unknown customer shows "not found" in the app, with a way back', async ({ page }) => {
  await signIn(page);
  await page.goto(`/customer-details/${randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Customer not found' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByRole('link', { name: 'All customers' }).click();
  await expect(page).toHaveURL(/\/customer-management$/);

  await page.goto('/customer-edit/not-a-uuid');
  await expect(page.getByRole('heading', { name: 'Customer not found' })).toBeVisible();
});

test('the customer screens speak Swedish, with the shared rules translated', async ({ page }) => {
  await signIn(page, 'sv');
  await page.goto('/customer-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Kunder' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Inaktiva' })).toBeVisible();
  await page.goto('/customer-add');
  await page.locator('input[name=firstName]').fill('Anna2');
  await page.locator('input[name=postalCode]').fill('123');
  await page.getByRole('button', { name: 'Lägg till kund' }).click();
  await expect(page.getByText(/Använd bara bokstäver/)).toBeVisible();
  await expect(page.locator('input[name=firstName]')).toHaveAttribute('aria-invalid', 'true');
  await expectNoHorizontalScroll(page);
});
