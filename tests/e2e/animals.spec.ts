// The horse register in a real Chromium at phone and desktop sizes: add a horse through the form (type → breed,
// owner picked by search, a picture compressed in the browser), see it overdue on the dashboard, edit it (the next
// visit follows the latest visit), deactivate it (then only under "Inactive"); a half-filled form survives a
// reload; leaving a dirty form asks first; the dashboard's list retries and its low-stock card links to products.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, signIn, storedDraft } from './support/session';
import { isoDay, shownDate } from './support/dates';

/** A 1×1 PNG: enough for the browser to decode, compress and the server to re-encode. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Letters only (the customer name rule), unique per run. */
function uniqueWord(prefix: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${prefix}${letters.join('')}`;
}

async function createCustomer(request: APIRequestContext, token: string, lastName: string) {
  const res = await request.post('/api/v1/customers/create', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      firstName: 'Maja',
      lastName,
      address: 'Hagvägen 4',
      postalCode: '74192',
      city: 'Knivsta',
      billingAddress: 'Hagvägen 4',
      billingPostalCode: '74192',
      billingCity: 'Knivsta',
      paymentTerms: 30,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** The table (desktop) and the cards (phones) are both in the page; only one of them is shown. */
const shown = (locator: Locator) => locator.filter({ visible: true });

/** The main navigation's link to an area: the sidebar on desktop, the bottom tab bar on phones. */
const navLink = (page: Page, name: string) => shown(page.getByRole('link', { name, exact: true })).first();

/** A dashboard row (table row or card) of the horse, following "Show more" until it appears. */
async function dashboardRow(page: Page, name: string): Promise<Locator> {
  const rows = page
    .locator('table tbody tr, ul[aria-label="Horses by next visit"] > li')
    .filter({ visible: true });
  const row = rows.filter({ hasText: name });
  const showMore = page.getByRole('button', { name: 'Show more' });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  while ((await row.count()) === 0 && (await showMore.isVisible())) {
    const before = await rows.count();
    await showMore.click();
    await expect.poll(() => rows.count()).toBeGreaterThan(before);
  }
  return row;
}

test('add a horse with type, breed, owner and picture; dashboard; edit; deactivate', async ({ page }) => {
  const token = await signIn(page);
  const lastName = uniqueWord('Hästsson');
  const ownerName = `Maja ${lastName}`;
  const customerId = await createCustomer(page.request, token, lastName);
  const horse = `Blesse ${randomUUID().slice(0, 6)}`;
  const latest = isoDay(-60);
  const next = isoDay(-60 + 42);

  await page.goto('/animal-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Horses' })).toBeVisible();
  await expect(navLink(page, 'Horses')).toHaveAttribute('aria-current', 'page');
  await expect(shown(page.getByRole('link', { name: /Kanel/ })).first()).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.getByRole('link', { name: 'Add horse' }).first().click();
  await expect(page).toHaveURL(/\/animal-add$/);
  await page.locator('input[name=name]').fill(horse);
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Horse' });
  const breed = page.getByLabel('Breed', { exact: true });
  await expect(breed).toBeEnabled();
  await breed.selectOption({ label: 'Swedish Warmblood' });
  await page.getByLabel('Sex').selectOption('mare');
  await page.locator('input[name=sizeCm]').fill('165,5');
  await page.locator('input[name=color]').fill('Fux');

  // The owner: searched among the customers, picked from the list.
  await page.getByRole('button', { name: /^Owner/ }).click();
  await page.getByRole('combobox', { name: 'Search customers' }).fill(lastName);
  await page.getByRole('option', { name: new RegExp(lastName) }).click();
  await expect(page.getByRole('button', { name: `Owner ${ownerName}` })).toBeVisible();

  await page.locator('input[name=stable]').fill('Hagens stall');
  await page.locator('input[name=address]').fill('Hagvägen 4');
  await page.locator('input[name=postalCode]').fill('741 92');
  await page.locator('input[name=city]').fill('Knivsta');
  await page.locator('input[name=latestVisit]').fill(latest);
  await page.locator('input[name=shoeingIntervalWeeks]').fill('6');
  await expect(
    page.getByText(`Leave empty to use ${shownDate(next)} (6 weeks after the latest visit).`),
  ).toBeVisible();
  await page.locator('input[name=microchipNumber]').fill('752 098 100 099 123');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'horse.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('The new picture is uploaded when you save.')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Add horse' }).click();

  await expect(page).toHaveURL(/\/animal-details\/[0-9a-f-]{36}$/);
  const detailsUrl = page.url();
  await expect(page.getByText(`${horse} has been added.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: horse })).toBeVisible();
  await expect(page.getByText('Horse · Swedish Warmblood').first()).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(ownerName) })).toBeVisible();
  await expect(page.getByText(shownDate(next))).toBeVisible();
  await expect(page.getByText('Overdue').first()).toBeVisible();
  await expect(page.getByText('752 098 100 099 123')).toBeVisible();
  await expect(page.getByText('165.5 cm')).toBeVisible();
  await expect(page.getByRole('img', { name: `Picture of ${horse}` })).toBeVisible();
  await expect(page.getByText('No journals yet')).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await storedDraft(page, 'animal-add')).toBeNull();

  // On the dashboard, overdue, with its next visit.
  await navLink(page, 'Dashboard').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Your horses' })).toBeVisible();
  const row = await dashboardRow(page, horse);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(shownDate(next));
  await expect(row).toContainText('Overdue');
  await expect(row).toContainText(ownerName);
  await expectNoHorizontalScroll(page);

  // Edit: the stored values as people write them; a new latest visit moves the next visit along.
  await page.goto(detailsUrl);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/animal-edit\//);
  await expect(page.locator('input[name=microchipNumber]')).toHaveValue('752 098 100 099 123');
  await expect(page.getByLabel('Breed', { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
  await expect(page.locator('input[name=nextVisit]')).toHaveValue(next);
  const today = isoDay(0);
  await page.locator('input[name=latestVisit]').fill(today);
  await expect(page.locator('input[name=nextVisit]')).toHaveValue(isoDay(42));
  await page.locator('input[name=stable]').fill('Nya stallet');
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/animal-details\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Changes to ${horse} are saved.`)).toBeVisible();
  await expect(page.getByText('Nya stallet')).toBeVisible();
  await expect(page.getByText(shownDate(isoDay(42)))).toBeVisible();
  await expect(page.getByText('Overdue')).toHaveCount(0);

  // Deactivate, after a question.
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Deactivate ${horse}?` });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${horse} is now inactive.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();

  // Gone from "Active", there under "Inactive".
  await page.goto(`/animal-management?search=${encodeURIComponent(horse)}&status=active`);
  await expect(page.getByRole('heading', { name: 'No horses match' })).toBeVisible();
  await page.goto('/dashboard');
  await page.getByRole('radio', { name: 'Inactive' }).click();
  await expect(page).toHaveURL(/status=inactive/);
  await expect(await dashboardRow(page, horse)).toHaveCount(1);
  await page.getByRole('radio', { name: 'Active', exact: true }).click();
  await expect(page).not.toHaveURL(/status=/);

  // The owner's page lists the horse and adds the next one with the owner chosen.
  await page.goto(`/customer-details/${customerId}`);
  await expect(page.getByRole('link', { name: new RegExp(horse) })).toBeVisible();
  await page.getByRole('link', { name: 'Add horse' }).click();
  await expect(page).toHaveURL(new RegExp(`/animal-add\\?customerId=${customerId}$`));
  await expect(page.getByRole('button', { name: `Owner ${ownerName}` })).toBeVisible();
});

test('a half-filled horse form survives a reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/animal-add');
  const name = page.locator('input[name=name]');
  await name.fill('Utkast');
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Pony' });
  await page.locator('input[name=city]').fill('Märsta');
  await expect
    .poll(async () => JSON.parse((await storedDraft(page, 'animal-add')) ?? '{}'))
    .toMatchObject({
      name: 'Utkast',
      city: 'Märsta',
      animalTypeId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

  page.on('dialog', (d) => void d.accept()); // the browser's own "leave site?" on reload
  await page.reload();
  await expect(name).toHaveValue('Utkast');
  await expect(page.locator('input[name=city]')).toHaveValue('Märsta');
  await expect(page.getByLabel('Type', { exact: true }).locator('option:checked')).toHaveText('Pony');
  await expect(page.getByText('We filled in what you had typed last time.')).toBeVisible();

  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(name).toHaveValue('');
  expect(await storedDraft(page, 'animal-add')).toBeNull();
});

test('the form: shared rules inline, and the picture messages of the spec', async ({ page }) => {
  await signIn(page);
  await page.goto('/animal-add');
  await page.locator('input[name=microchipNumber]').fill('12345');
  await page.locator('input[name=dateOfBirth]').fill(isoDay(3));
  await page.getByRole('button', { name: 'Add horse' }).click();
  // Name, address and city at once (the address rule comes with the others, not a submit later).
  await expect(page.getByText('This field is required.')).toHaveCount(3);
  await expect(page.locator('input[name=address]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The microchip number must be exactly 15 digits.')).toBeVisible();
  await expect(page.getByText('The date cannot be later than today.')).toBeVisible();
  await expect(page).toHaveURL(/\/animal-add$/);

  const file = page.locator('input[type=file]');
  await file.setInputFiles({
    name: 'big.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(page.getByText('File size should not exceed 10MB.')).toBeVisible();
  await file.setInputFiles({
    name: 'broken.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('Image compression failed, try again.')).toBeVisible();
  await expectNoHorizontalScroll(page);

  // An upload that does not get through.
  await page.route('**/api/v1/animals/create', (route) => route.abort());
  await page.locator('input[name=name]').fill('Uppladdning');
  await page.locator('input[name=microchipNumber]').fill('');
  await page.locator('input[name=dateOfBirth]').fill('');
  await page.locator('input[name=address]').fill('Hagvägen 4');
  await page.locator('input[name=postalCode]').fill('74192');
  await page.locator('input[name=city]').fill('Knivsta');
  await file.setInputFiles({ name: 'horse.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('The new picture is uploaded when you save.')).toBeVisible();
  await page.getByRole('button', { name: 'Add horse' }).click();
  await expect(page.getByText('Failed to compress and upload image.')).toBeVisible();
  await expect(page).toHaveURL(/\/animal-add$/);
});

test('leaving the dirty horse form through the navigation asks first', async ({ page }) => {
  await signIn(page);
  await page.goto('/animal-management');
  await page.getByRole('link', { name: 'Add horse' }).first().click();
  await expect(page).toHaveURL(/\/animal-add$/);
  const name = page.locator('input[name=name]');
  await name.fill('Lämna');

  const dialog = page.getByRole('alertdialog', { name: 'You have unsaved changes. Leave this page?' });
  await navLink(page, 'Dashboard').click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/animal-add$/);
  await expect(name).toHaveValue('Lämna');

  await navLink(page, 'Dashboard').click();
  await dialog.getByRole('button', { name: 'Leave page' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the dashboard: its list retries after an error; low stock links to the products', async ({ page }) => {
  await signIn(page);
  let fail = true;
  await page.route('**/api/v1/animals/list?**', async (route) => {
    if (fail) {
      fail = false;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }),
      });
      return;
    }
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByText('Something went wrong on our side.')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  const rows = page
    .locator('table tbody tr, ul[aria-label="Horses by next visit"] > li')
    .filter({ visible: true });
  await expect(rows.first()).toBeVisible();
  // Soonest next visit first: the first row of the demo account is overdue.
  await expect(rows.first()).toContainText('Overdue');

  await expect(page.getByRole('heading', { name: 'Low stock' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Söm E5 slim/ })).toHaveAttribute(
    'href',
    /^\/inventory-details\/[0-9a-f-]{36}$/,
  );
  await expectNoHorizontalScroll(page);
});

test('an unknown horse shows "not found" in the app', async ({ page }) => {
  await signIn(page);
  await page.goto(`/animal-details/${randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Horse not found' })).toBeVisible();
  await page.goto('/animal-edit/not-a-uuid');
  await expect(page.getByRole('heading', { name: 'Horse not found' })).toBeVisible();
  await page.getByRole('link', { name: 'All horses' }).click();
  await expect(page).toHaveURL(/\/animal-management$/);
});
