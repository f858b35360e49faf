// Invoices in a real Chromium at phone (375 px) and desktop sizes (issue 24): a completed visit invoiced from its
// page — its service prefilled, a product and mileage added — with the live totals (VAT per rate, öresavrundning)
// equal to what the server stores; registered (the number appears), downloaded as a PDF, marked paid, found in the
// list; and the signed-in area's unpaid-invoice check posted on entering the app.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { isoDay } from './support/dates';
import { apiGet, apiPost, completedVisit } from './support/records';
import { expectNoHorizontalScroll, signIn } from './support/session';

const isPhone = () => test.info().project.name === 'phone';
const SEK = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' });
const kr = (ore: number) => SEK.format(ore / 100);

/** A completed visit of a new horse with one service (650 kr, 25 % VAT) of the account's own. */
const visitToInvoice = (request: APIRequestContext, token: string) =>
  completedVisit(request, token, { day: isoDay(isPhone() ? 18 : 17), from: '11:00', to: '12:00' });

/** A product in stock at 149,50 kr, 25 % VAT. */
async function productInStock(request: APIRequestContext, token: string) {
  const types = await apiGet<Array<{ id: string; nameEn: string }>>(
    request,
    token,
    'inventoryTypes/suggestions',
  );
  const shoes = types.find((t) => t.nameEn === 'Horseshoes')!;
  const subTypes = await apiGet<Array<{ id: string; nameEn: string }>>(
    request,
    token,
    `inventorySubTypes/suggestions?typeId=${shoes.id}`,
  );
  const name = `Fakturasko ${randomUUID().slice(0, 6)}`;
  await apiPost(request, token, 'inventories/create', {
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
    stockQuantity: 10,
    minimumReorderLevel: 0,
    supplier: 'Hovslagarbutiken',
    lastPurchaseDate: '2026-01-15',
  });
  return name;
}

test('a completed visit invoiced with a product and mileage: live totals, registered, downloaded, paid', async ({
  page,
}) => {
  // A long journey (five screens, a registration, a PDF) on a busy 2-core machine.
  test.slow();
  const token = await signIn(page);
  const visit = await visitToInvoice(page.request, token);
  const product = await productInStock(page.request, token);

  // From the visit's page: its customer and its service come filled in.
  await page.goto(`/booking-details/${visit.bookingId}`);
  await page.getByRole('link', { name: 'Invoice', exact: true }).click();
  await expect(page).toHaveURL(/\/invoice-create\?bookingId=/);
  const lines = page.getByTestId('invoice-line');
  await expect(lines).toHaveCount(1);
  await expect(lines.first().getByRole('textbox', { name: 'Description' })).toHaveValue(visit.service);
  await expect(page.getByText(visit.lastName).first()).toBeVisible();

  // A product line: choosing the product fills its name, price and VAT.
  await page.getByRole('button', { name: 'Add line' }).click();
  const second = lines.nth(1);
  await second.getByRole('combobox', { name: 'Kind' }).selectOption('product');
  const picker = second.getByRole('combobox', { name: 'Product' });
  const option = picker.locator('option', { hasText: product });
  await expect(option).toHaveCount(1);
  await picker.selectOption((await option.getAttribute('value'))!);
  await expect(second.getByRole('textbox', { name: 'Description' })).toHaveValue(new RegExp(product));
  await expect(second.getByRole('textbox', { name: /Price per unit/ })).toHaveValue('149.5');

  // Mileage: 12 km at 2,50 kr.
  await page.getByRole('textbox', { name: 'Distance driven' }).fill('12');
  await page.getByRole('textbox', { name: 'Rate per km' }).fill('2,50');

  // 650 + 149,50 + 30 = 829,50 net; 25 % VAT on the rate's sum = 207,38; 1 036,88 rounds to 1 037 (+0,12).
  const preview = page.getByTestId('invoice-preview-totals');
  await expect(preview.getByTestId('total-net')).toHaveText(kr(82950));
  await expect(preview.getByTestId('total-vat-25')).toHaveText(kr(20738));
  await expect(preview.getByTestId('total-rounding')).toHaveText(kr(12));
  await expect(preview.getByTestId('total-grand')).toHaveText(kr(103700));
  await expectNoHorizontalScroll(page);

  // Save and register: the invoice's page with its number and the same sums as the preview.
  await page.getByRole('button', { name: 'Save and register' }).click();
  // Two calls (save, register) and the next page on a busy machine: wait for the page, longer than a click's wait.
  await expect(page).toHaveURL(/\/invoice-details\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const invoiceId = page.url().split('/').at(-1)!;
  const heading = page.getByTestId('invoice-number');
  await expect(heading).toHaveText(/^Invoice \S+$/);
  const number = (await heading.innerText()).replace(/^Invoice /, '');
  await expect(page.getByText('Registered', { exact: true }).first()).toBeVisible();
  const stored = page.getByTestId('invoice-totals');
  await expect(stored.getByTestId('total-net')).toHaveText(kr(82950));
  await expect(stored.getByTestId('total-vat-25')).toHaveText(kr(20738));
  await expect(stored.getByTestId('total-rounding')).toHaveText(kr(12));
  await expect(stored.getByTestId('total-grand')).toHaveText(kr(103700));
  await expect(page.getByTestId('invoice-ocr')).toHaveText(/^\d+$/);
  await expectNoHorizontalScroll(page);

  // The PDF, as the browser saves it.
  const download = page.getByRole('button', { name: 'Download PDF' });
  const answered = page.waitForResponse((res) => res.url().includes(`/invoices/download/${invoiceId}`));
  const downloading = page.waitForEvent('download');
  await download.click();
  expect((await answered).headers()['content-type']).toContain('application/pdf');
  expect((await downloading).suggestedFilename()).toBe(`Invoice ${number}.pdf`);

  // Marked paid: the label follows, and the customer's copy shows the total to pay.
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark as paid' }).click();
  await expect(page.getByText(new RegExp(`^Invoice ${number} · .+ marked as paid\\.$`))).toBeVisible();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);

  await page.getByRole('link', { name: "Customer's copy" }).click();
  const copy = page.getByTestId('invoice-document');
  await expect(copy).toContainText(number);
  await expect(copy.getByTestId('total-grand')).toHaveText(kr(103700));
  await expectNoHorizontalScroll(page);

  // In the list, found by its number, with the filter's sums.
  await page.goto('/invoice-management');
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill(number);
  await expect(page.getByRole('link', { name: new RegExp(`^${number}\\b`) }).first()).toBeVisible();
  await expect(page.getByTestId('invoice-sums')).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('entering the signed-in area posts the unpaid-invoice check', async ({ page }) => {
  await signIn(page);
  const checked = page.waitForRequest(
    (req) => req.method() === 'POST' && req.url().endsWith('/api/v1/invoices/check-all-unpaid-invoices'),
  );
  await page.goto('/dashboard');
  await checked;
});
