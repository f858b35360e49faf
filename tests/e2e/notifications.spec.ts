// Notifications in a real Chromium at phone (375 px, in Swedish) and desktop (in English) sizes, for a company of the
// test's own: a product taken down to its reorder level (a real event, through the API) shows on the bell's count
// without a reload (the bell asks again every 30 seconds), the bell leads to /notification-management, where the
// notification reads in the page's language, links to its product, and is marked read: the count goes.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createCompany } from './support/company';
import { apiGet, apiPost } from './support/records';
import { expectNoHorizontalScroll, signIn } from './support/session';

const TEXT = {
  en: { title: 'Notifications', markRead: 'Mark as read', low: 'is running low: 1 left (reorder level 1).' },
  sv: { title: 'Notiser', markRead: 'Markera som läst', low: 'börjar ta slut: 1 kvar (beställningsnivå 1).' },
};

test('an event shows on the bell without a reload; the page shows it, leads to its record and marks it read', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const language = test.info().project.name === 'phone' ? 'sv' : 'en';
  const text = TEXT[language];
  const token = await signIn(page, language, await createCompany(page.request));
  await page.goto('/dashboard');
  const bell = page.getByTestId('notification-bell').locator('visible=true');
  await expect(bell).toBeVisible();
  await expect(bell.getByTestId('notification-count')).toHaveCount(0);

  const types = await apiGet<Array<{ id: string; nameEn: string }>>(
    page.request,
    token,
    'inventoryTypes/suggestions',
  );
  const shoes = types.find((t) => t.nameEn === 'Horseshoes')!;
  const subTypes = await apiGet<Array<{ id: string }>>(
    page.request,
    token,
    `inventorySubTypes/suggestions?typeId=${shoes.id}`,
  );
  const name = `Notissko ${randomUUID().slice(0, 6)}`;
  const product = await apiPost(page.request, token, 'inventories/create', {
    name,
    brandName: 'Mustad',
    inventoryTypeId: shoes.id,
    inventorySubTypeId: subTypes[0]!.id,
    size: '3',
    category: 'Skor',
    subcategory: 'Bak',
    unit: 'par',
    purchasePrice: 89.5,
    sellingPrice: 149.5,
    vatPercent: 25,
    stockQuantity: 2,
    minimumReorderLevel: 1,
    supplier: 'Hovslagarbutiken',
    lastPurchaseDate: '2026-01-15',
  });
  const adjusted = await page.request.post(`/api/v1/inventories/adjust-stock/${product.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { change: -1 },
  });
  expect(adjusted.status()).toBe(200);

  // The next poll (at most 30 s away) brings the count: no reload.
  await expect(bell.getByTestId('notification-count')).toHaveText('1', { timeout: 45_000 });
  await bell.click();
  await expect(page).toHaveURL(/\/notification-management$/);
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  const row = page.getByTestId('notification');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row.getByRole('link', { name: `${name} ${text.low}` })).toHaveAttribute(
    'href',
    new RegExp(`/inventory-details/${product.id}$`),
  );
  await expectNoHorizontalScroll(page);

  await row.getByRole('button', { name: text.markRead }).click();
  await expect(row).toHaveAttribute('data-unread', 'false');
  await expect(bell.getByTestId('notification-count')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
});
