// The registers' rough edges found on a phone (issue 12), in a real Chromium at 375 px and on a desktop: a horse
// added from its owner's page starts as a horse at the owner's address; a duplicate chip is warned about, not
// refused; the horse page leads with its photo and calls or texts the owner; stock changes with +/− without the edit
// form; controls are 44 px, text fields show a visible focus ring, and the toasts speak Swedish in Swedish.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { expectNoHorizontalScroll, signIn } from './support/session';

/** Letters only (the customer name rule), unique per run. */
function uniqueWord(prefix: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${prefix}${letters.join('')}`;
}

/** A chip number no other test has used. */
const uniqueChip = () =>
  `752${Date.now().toString().slice(-9)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/** The table (desktop) and the cards (phones) are both in the page; only one of them is shown. */
const shown = (locator: Locator) => locator.filter({ visible: true });

async function post(request: APIRequestContext, token: string, path: string, data: object) {
  const res = await request.post(`/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const createCustomer = (request: APIRequestContext, token: string, lastName: string) =>
  post(request, token, 'customers/create', {
    firstName: 'Sara',
    lastName,
    phone: '070-123 45 67',
    address: 'Björkvägen 12',
    postalCode: '75320',
    city: 'Uppsala',
    billingAddress: 'Björkvägen 12',
    billingPostalCode: '75320',
    billingCity: 'Uppsala',
    paymentTerms: 30,
  });

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

test('a horse added from its owner starts as a horse at the owner’s address; the page leads with the photo and calls the owner', async ({
  page,
}) => {
  const token = await signIn(page);
  const lastName = uniqueWord('Ek');
  const customerId = await createCustomer(page.request, token, lastName);
  const horse = `Vilja ${randomUUID().slice(0, 6)}`;

  await page.goto(`/customer-details/${customerId}`);
  // "Add a horse" while the customer has none.
  await page.getByRole('link', { name: 'Add a horse' }).click();
  await expect(page).toHaveURL(new RegExp(`/animal-add\\?customerId=${customerId}$`));
  await expect(page.getByRole('button', { name: `Owner Sara ${lastName}` })).toBeVisible();
  // The owner's address, editable; the type is Horse, first in its list.
  await expect(page.locator('input[name=address]')).toHaveValue('Björkvägen 12');
  await expect(page.locator('input[name=postalCode]')).toHaveValue('753 20');
  await expect(page.locator('input[name=city]')).toHaveValue('Uppsala');
  const type = page.getByLabel('Type', { exact: true });
  await expect(type.locator('option:checked')).toHaveText('Horse');
  await expect(type.locator('option').nth(1)).toHaveText('Horse');
  await expectNoHorizontalScroll(page);

  await page.locator('input[name=name]').fill(horse);
  await page.locator('input[name=address]').fill('Björkvägen 12, stallet');
  await page.getByRole('button', { name: 'Add horse' }).click();
  await expect(page).toHaveURL(/\/animal-details\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`${horse} has been added.`)).toBeVisible();
  await expect(page.getByText('Björkvägen 12, stallet')).toBeVisible();
  await expect(page.getByText('753 20 Uppsala')).toBeVisible();
  await expect(page.getByText('Horse', { exact: true }).first()).toBeVisible();

  // The photo (here: the way to add one) comes first, above the visits.
  const addPicture = page.getByRole('link', { name: 'Add a picture' });
  const visits = page.getByRole('heading', { name: 'Visits' });
  expect((await box(addPicture)).y).toBeLessThan((await box(visits)).y);
  // One tap to call or text the owner.
  const call = page.getByRole('link', { name: `Call Sara ${lastName} on 070-123 45 67` });
  const text = page.getByRole('link', { name: `Send a text message to Sara ${lastName} on 070-123 45 67` });
  await expect(call).toHaveAttribute('href', 'tel:+46701234567');
  await expect(text).toHaveAttribute('href', 'sms:+46701234567');
  expect((await box(call)).height).toBeGreaterThanOrEqual(44);
  await expectNoHorizontalScroll(page);

  // "Change picture" on one line at 375 px.
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.locator('input[type=file]').setInputFiles({
    name: 'horse.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  const change = page.getByRole('button', { name: 'Change picture' });
  await expect(change).toBeVisible();
  expect((await box(change)).height).toBeLessThan(50);
  await expectNoHorizontalScroll(page);
});

test('a microchip number another horse has is warned about as it is typed, and saved anyway', async ({
  page,
}) => {
  const token = await signIn(page);
  const chip = uniqueChip();
  const first = `Tvilling ${randomUUID().slice(0, 6)}`;
  await post(page.request, token, 'animals/create', {
    name: first,
    microchipNumber: chip,
    address: 'Hagvägen 4',
    postalCode: '74192',
    city: 'Knivsta',
  });

  await page.goto('/animal-add');
  const second = `Dubblett ${randomUUID().slice(0, 6)}`;
  await page.locator('input[name=name]').fill(second);
  await page.locator('input[name=address]').fill('Hagvägen 4');
  await page.locator('input[name=postalCode]').fill('74192');
  await page.locator('input[name=city]').fill('Knivsta');
  await page.locator('input[name=microchipNumber]').fill(chip.replace(/(\d{3})(?=\d)/g, '$1 '));
  const warning = page.getByRole('status').filter({ hasText: 'Another horse in your register already has' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('link', { name: first })).toBeVisible();
  await expectNoHorizontalScroll(page);

  // A different number: the warning goes.
  await page.locator('input[name=microchipNumber]').fill(uniqueChip());
  await expect(warning).toHaveCount(0);
  await page.locator('input[name=microchipNumber]').fill(chip);
  await expect(warning).toBeVisible();

  await page.getByRole('button', { name: 'Add horse' }).click();
  await expect(page).toHaveURL(/\/animal-details\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`${second} has been added.`)).toBeVisible();
  await expect(page.getByText(`Another horse has the same microchip number: ${first}.`)).toBeVisible();
});

test('stock changes with + and − on the list and the product page, without the edit form', async ({
  page,
}) => {
  const token = await signIn(page);
  const types = await page.request.get('/api/v1/inventoryTypes/suggestions', {
    headers: { authorization: `Bearer ${token}` },
  });
  const shoes = ((await types.json()) as { data: Array<{ id: string; nameEn: string }> }).data.find(
    (t) => t.nameEn === 'Horseshoes',
  )!;
  const subTypes = await page.request.get(`/api/v1/inventorySubTypes/suggestions?typeId=${shoes.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const steel = ((await subTypes.json()) as { data: Array<{ id: string; nameEn: string }> }).data.find(
    (t) => t.nameEn === 'Steel shoes',
  )!;
  const name = `Plusko ${randomUUID().slice(0, 8)}`;
  const productId = await post(page.request, token, 'inventories/create', {
    name,
    brandName: 'Mustad',
    inventoryTypeId: shoes.id,
    inventorySubTypeId: steel.id,
    size: '2',
    category: 'Skor',
    subcategory: 'Fram',
    unit: 'par',
    purchasePrice: 89.5,
    sellingPrice: 149,
    vatPercent: 25,
    stockQuantity: 1,
    minimumReorderLevel: 0,
    supplier: 'Hovslagarbutiken',
    lastPurchaseDate: '2026-01-15',
  });

  await page.goto(`/inventory-management?search=${encodeURIComponent(name)}`);
  const row = shown(page.locator('tr, li').filter({ hasText: name }));
  await expect(row).toHaveCount(1);
  const plus = row.getByRole('button', { name: `Add 1 to the stock of ${name}` });
  const minus = row.getByRole('button', { name: `Take 1 from the stock of ${name}` });
  const stock = row.getByRole('group', { name: `Stock of ${name}` }).locator('output');
  await expect(stock).toHaveText('1 pair');
  expect((await box(plus)).height).toBeGreaterThanOrEqual(44);
  expect((await box(plus)).width).toBeGreaterThanOrEqual(44);
  await expectNoHorizontalScroll(page);

  // Quick taps all count; − stops at 0.
  await plus.click();
  await plus.click();
  await plus.click();
  await expect(stock).toHaveText('4 pairs');
  for (let i = 0; i < 4; i++) await minus.click();
  await expect(stock).toHaveText('0 pairs');
  await expect(minus).toBeDisabled();
  await plus.click();
  await expect(stock).toHaveText('1 pair');
  await expect(page).toHaveURL(/\/inventory-management/); // no edit form opened

  // Stored: the product page shows it, and changes it too.
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/v1/inventories/details/${productId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { data: { stockQuantity: number } }).data.stockQuantity;
    })
    .toBe(1);
  await page.goto(`/inventory-details/${productId}`);
  const detailsStock = page.getByRole('group', { name: `Stock of ${name}` });
  await expect(detailsStock.locator('output')).toHaveText('1 pair');
  await detailsStock.getByRole('button', { name: `Add 1 to the stock of ${name}` }).click();
  await expect(detailsStock.locator('output')).toHaveText('2 pairs');
  await page.reload();
  await expect(page.getByRole('group', { name: `Stock of ${name}` }).locator('output')).toHaveText('2 pairs');
  // Every product field is marked required.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByText('Required field')).toBeVisible();
  await expect(page.locator('label', { hasText: 'Supplier' })).toContainText('*');
  await expectNoHorizontalScroll(page);
});

/** The filter's buttons, the toast's close button: 44 px at least. */
async function expectTouchTarget(locator: Locator) {
  // Polled: a toast slides and scales in, so its size settles a moment after it shows. Hundredths of a pixel are
  // rounding in layout (43.999996), not a smaller target.
  const size = async () => {
    const b = await box(locator);
    return { height: Math.round(b.height * 100) / 100, width: Math.round(b.width * 100) / 100 };
  };
  await expect.poll(async () => (await size()).height, { message: 'height' }).toBeGreaterThanOrEqual(44);
  await expect.poll(async () => (await size()).width, { message: 'width' }).toBeGreaterThanOrEqual(44);
}

test('touch targets, focus rings and the toasts in Swedish', async ({ page }) => {
  await signIn(page, 'sv');
  await page.goto('/animal-management');
  for (const name of ['Alla', 'Aktiva', 'Inaktiva'])
    await expectTouchTarget(page.getByRole('radio', { name, exact: true }));

  // A text field's focus ring is as visible as a button's: a 2 px solid outline.
  const search = page.getByRole('searchbox').first();
  await page.keyboard.press('Tab');
  await search.focus();
  await expect(search).toHaveCSS('outline-style', 'solid');
  await expect(search).toHaveCSS('outline-width', '2px');

  // A toast: its close button is a 44 px target with a Swedish name, in a region named in Swedish.
  await page.goto('/animal-add');
  await page.route('**/api/v1/animals/create', (route) => route.abort());
  await page.locator('input[name=name]').fill('Notis');
  await page.locator('input[name=address]').fill('Hagvägen 4');
  await page.locator('input[name=postalCode]').fill('74192');
  await page.locator('input[name=city]').fill('Knivsta');
  await page.getByRole('button', { name: 'Lägg till häst' }).click();
  const close = page.getByRole('button', { name: 'Stäng notisen' });
  await expect(close).toBeVisible();
  await expectTouchTarget(close);
  await expect(page.getByRole('region', { name: 'Notiser (Alt+T)' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Close toast' })).toHaveCount(0);
  await close.click();
  await expect(close).toHaveCount(0);
});

test('units and dates in Swedish on the dashboard', async ({ page }) => {
  await signIn(page, 'sv');
  await page.goto('/dashboard');
  // The demo stock has a product below its reorder level: its units in Swedish.
  const lowStock = page.getByRole('link', { name: /Stålsko bak/ });
  await expect(lowStock).toContainText(/\d+ par kvar/);
  await expect(lowStock).toContainText(/Beställ vid \d+ par/);
  await expect(
    page.getByText(/Din kostnadsfria provperiod gäller till och med \d{1,2} [a-zåäö]+ \d{4}\./),
  ).toBeVisible();
});

test('units and dates in English: units named, one date format', async ({ page }) => {
  await signIn(page, 'en');
  await page.goto('/dashboard');
  const lowStockEn = page.getByRole('link', { name: /Stålsko bak/ });
  await expect(lowStockEn).toContainText(/\d+ pairs? left/);
  await expect(lowStockEn).not.toContainText(/ par /);
  await expect(page.getByText(/Your free trial runs until \d{1,2} [A-Z][a-z]+ \d{4}\./)).toBeVisible();
});

test('the bottom bar gives each of its areas a column of its own, side by side across the phone', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'phone', 'the bottom bar is the phone’s');
  await signIn(page, 'en');
  await page.goto('/dashboard');
  const bar = page.getByRole('navigation', { name: 'Quick navigation' });
  const tabs = bar.getByRole('link');
  await expect(tabs.first()).toBeVisible();
  const boxes = await Promise.all((await tabs.all()).map((tab) => box(tab)));
  expect(boxes.length).toBeGreaterThan(1);
  const barBox = await box(bar);
  for (const [i, b] of boxes.entries()) {
    expect(Math.round(b.y), `tab ${i} on the same row`).toBe(Math.round(boxes[0]!.y));
    expect(Math.abs(b.width - barBox.width / boxes.length), `tab ${i} an equal column`).toBeLessThan(1);
    expect(b.width, `tab ${i} a touch target`).toBeGreaterThanOrEqual(44);
  }
  await expectNoHorizontalScroll(page);
});
