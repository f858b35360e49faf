// Products and services in a real Chromium at phone and desktop sizes: a product added at its minimum shows
// "Low stock", is edited and deactivated; a per-hour service is added; a half-filled product form survives a
// reload; leaving a dirty service form asks first; Swedish texts and the shared rules' messages.
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, signIn, storedDraft } from './support/session';

/** A name part no other test run has used. */
const unique = () => randomUUID().slice(0, 8);

/** The table (desktop) and the cards (phones) are both in the page; only one of them is shown. */
const shown = (locator: Locator) => locator.filter({ visible: true });

/** The main navigation's link to an area: the sidebar on desktop, the bottom tab bar on phones. */
const navLink = (page: Page, name: string) => shown(page.getByRole('link', { name, exact: true })).first();

/** Money as Intl writes it for sv-SE: a no-break space between the digits' groups and before "kr". */
const money = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));

async function chooseType(page: Page, type: string, subType: string) {
  await page.locator('select[name=inventoryTypeId]').selectOption({ label: type });
  const subTypes = page.locator('select[name=inventorySubTypeId]');
  await expect(subTypes.locator('option', { hasText: subType })).toHaveCount(1);
  await subTypes.selectOption({ label: subType });
}

test('a product added at its minimum shows "Low stock"; edit it; deactivate it', async ({ page }) => {
  await signIn(page);
  const name = `Testsko ${unique()}`;

  await page.goto('/inventory-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  await expect(navLink(page, 'Inventory')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
  // The demo stock has a product below its reorder level.
  const demoLow = shown(page.locator('main').locator('tr, li').filter({ hasText: 'Stålsko bak' }));
  await expect(demoLow).toContainText('Low stock');
  await expect(demoLow).toContainText(money('185,00 kr'));
  await expectNoHorizontalScroll(page);

  await page.getByRole('link', { name: 'Add product' }).first().click();
  await expect(page).toHaveURL(/\/inventory-add$/);
  await page.locator('input[name=name]').fill(name);
  await page.locator('input[name=brandName]').fill('Kerckhaert');
  await page.locator('input[name=size]').fill('5x0');
  await chooseType(page, 'Horseshoes', 'Steel shoes');
  await page.locator('input[name=category]').fill('Skoning');
  await page.locator('input[name=subcategory]').fill('Framskor');
  await page.locator('input[name=purchasePrice]').fill('89,50');
  await page.locator('input[name=sellingPrice]').fill('149');
  await expect(page.locator('select[name=vatPercent]')).toHaveValue('25');
  await expect(page.getByText(money('59,50 kr (40%)'))).toBeVisible(); // margin excl. VAT
  await expect(page.getByText(money('186,25 kr'))).toBeVisible(); // selling price incl. 25 % VAT
  await page.locator('select[name=unit]').selectOption('par');
  await page.locator('input[name=stockQuantity]').fill('4');
  await page.locator('input[name=minimumReorderLevel]').fill('4');
  await expect(page.getByText('At this stock level the product will be flagged as low stock.')).toBeVisible();
  await page.locator('input[name=supplier]').fill('Hovslagarbutiken');
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Add product' }).click();

  await expect(page).toHaveURL(/\/inventory-details\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`${name} has been added.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Low stock', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText('4 pairs left, minimum reorder level 4 pairs. Time to order more from Hovslagarbutiken.'),
  ).toBeVisible();
  await expect(page.getByText(money('186,25 kr'))).toBeVisible();
  await expect(page.getByText('Horseshoes', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await storedDraft(page, 'inventory-add')).toBeNull();

  // In the list, flagged; found again under "Show low stock only", which stays in the address.
  await page.getByRole('link', { name: 'All products' }).click();
  await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
  const row = shown(page.locator('main').locator('tr, li').filter({ hasText: name }));
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Low stock');
  await expect(row).toContainText(money('149,00 kr'));
  await page.getByRole('switch', { name: 'Show low stock only' }).click();
  await expect(page).toHaveURL(/lowStock=true/);
  await expect(row).toHaveCount(1);
  await expectNoHorizontalScroll(page);
  await shown(page.getByRole('link', { name: new RegExp(name) })).click();

  // Edit: the form opens with the stored values as people write them; restocked, it is no longer low.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/inventory-edit\//);
  await expect(page.locator('input[name=purchasePrice]')).toHaveValue('89.50');
  await expect(page.locator('select[name=inventorySubTypeId] option:checked')).toHaveText('Steel shoes');
  await page.locator('input[name=stockQuantity]').fill('20');
  await page.locator('input[name=sellingPrice]').fill('159,50');
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/inventory-details\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Changes to ${name} are saved.`)).toBeVisible();
  await expect(page.getByText('20 pairs', { exact: true })).toBeVisible();
  await expect(page.getByText(money('159,50 kr'))).toBeVisible();
  await expect(page.getByText('Time to order more')).toHaveCount(0);

  // Deactivate, after a question.
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Deactivate ${name}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(`${name} is now inactive.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();

  // Now only under the "Inactive" filter.
  await page.goto(`/inventory-management?search=${encodeURIComponent(name)}&status=active`);
  await expect(page.getByRole('heading', { name: 'No products match' })).toBeVisible();
  await page.getByRole('radio', { name: 'Inactive' }).click();
  await expect(shown(page.locator('main').locator('tr, li').filter({ hasText: name }))).toContainText(
    'Inactive',
  );
});

test('add a service charged per hour; the tab stays in the address', async ({ page }) => {
  await signIn(page);
  const name = `Sjukbeslag ${unique()}`;

  await page.goto('/inventory-management');
  await page.getByRole('tab', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\?tab=services$/);
  await expect(
    shown(page.locator('main').locator('tr, li').filter({ hasText: 'Skoning runt om' })),
  ).toContainText(money('1 650,00 kr'));
  await expectNoHorizontalScroll(page);

  await page.getByRole('link', { name: 'Add service' }).first().click();
  await expect(page).toHaveURL(/\/inventory-service-add$/);
  await page.locator('input[name=service]').fill(name);
  await page.locator('select[name=category]').selectOption({ label: 'Remedial/orthopaedic shoeing' });
  await page.locator('textarea[name=description]').fill('Ortopedisk skoning efter remiss.');
  await expect(page.getByText('32 / 2,000')).toBeVisible();
  await page.locator('input[name=price]').fill('950,50');
  await page.locator('select[name=unit]').selectOption({ label: 'Per hour' });
  await expect(page.locator('select[name=vatPercent]')).toHaveValue('25');
  await expect(page.getByText(money('1 188,13 kr per hour'))).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Add service' }).click();

  await expect(page).toHaveURL(/\/inventory-service-details\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`${name} has been added.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(money('950,50 kr per hour'))).toBeVisible();
  await expect(page.getByText('Per hour', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.getByRole('link', { name: 'All services' }).click();
  await expect(page).toHaveURL(/\?tab=services$/);
  await expect(page.getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox', { name: 'Search services' }).fill(name);
  // In the page's list: the "… has been added." toast, a list item too, may still be on screen.
  const row = shown(page.locator('main').locator('tr, li').filter({ hasText: name }));
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('per hour');
  await expect(row).toContainText('25% VAT');
  await expect(page).toHaveURL(/tab=services&search=/);
});

test('a half-filled product form survives a reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/inventory-add');
  const name = page.locator('input[name=name]');
  await name.fill('Draftsko');
  await chooseType(page, 'Horseshoes', 'Aluminium shoes');
  await page.locator('input[name=purchasePrice]').fill('120');
  await expect
    .poll(() => storedDraft(page, 'inventory-add').then((d) => JSON.parse(d ?? '{}') as object))
    .toMatchObject({ name: 'Draftsko', purchasePrice: '120', inventorySubTypeId: expect.any(String) });

  page.on('dialog', (d) => void d.accept()); // the browser's own "leave site?" on reload
  await page.reload();
  await expect(name).toHaveValue('Draftsko');
  await expect(page.locator('input[name=purchasePrice]')).toHaveValue('120');
  await expect(page.locator('select[name=inventorySubTypeId] option:checked')).toHaveText('Aluminium shoes');
  await expect(page.getByText('We filled in what you had typed last time.')).toBeVisible();

  // "Start over" empties the form and the stored draft at once.
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(name).toHaveValue('');
  expect(await storedDraft(page, 'inventory-add')).toBeNull();
});

test('leaving a dirty service form asks first: a nav link and the Back button', async ({ page }) => {
  await signIn(page);
  await page.goto('/inventory-management?tab=services');
  await page.getByRole('link', { name: 'Add service' }).first().click();
  await expect(page).toHaveURL(/\/inventory-service-add$/);
  const service = page.locator('input[name=service]');
  await service.fill('Lämna');

  const dialog = page.getByRole('alertdialog', { name: 'You have unsaved changes. Leave this page?' });
  await navLink(page, 'Dashboard').click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/inventory-service-add$/);
  await expect(service).toHaveValue('Lämna');

  await page.evaluate(() => history.back());
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(service).toHaveValue('Lämna');

  await page.getByRole('link', { name: 'All services' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave page' }).click();
  await expect(page).toHaveURL(/\/inventory-management\?tab=services$/);
  await expect(page.getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');
});

test('Swedish: the screens and the shared rules speak Swedish; an unknown product is "not found"', async ({
  page,
}) => {
  await signIn(page, 'sv');
  await page.goto('/inventory-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Lager' })).toBeVisible();
  await expect(
    shown(page.locator('main').locator('tr, li').filter({ hasText: 'Stålsko bak' })),
  ).toContainText('Lågt lagersaldo');
  await page.getByRole('tab', { name: 'Tjänster' }).click();
  await expect(
    shown(page.locator('main').locator('tr, li').filter({ hasText: 'Sjukbeslag' })).first(),
  ).toContainText('per timme');

  await page.goto('/inventory-service-add');
  await page.locator('input[name=price]').fill('0');
  await page.getByRole('button', { name: 'Lägg till tjänst' }).click();
  await expect(page.getByText('Priset måste vara större än 0.')).toBeVisible();
  await expect(page.locator('input[name=service]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('select[name=unit] option:checked')).toHaveText('Per styck/tillfälle');
  await expectNoHorizontalScroll(page);

  await page.goto(`/inventory-details/${randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Produkten hittades inte' })).toBeVisible();
  await page.getByRole('link', { name: 'Alla produkter' }).click();
  await expect(page).toHaveURL(/\/inventory-management$/);
});
