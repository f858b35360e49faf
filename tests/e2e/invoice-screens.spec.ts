// The invoice screens invoices.spec does not walk through, in a real Chromium at phone (375 px) and desktop sizes
// (issue 24): the quick invoice of /invoice (today's completed visit chosen, its services ticked, done: registered);
// a draft edited on /invoice-edit/{id} (a line changed, the totals following as typed, saved, shown on its page);
// sending to the customer (status sent and locked, the mail with the PDF written to the customer); the overdue label
// and filter of /invoice-management; and the account's mileage rate set on the profile, charged by a new invoice.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mailsTo } from '../support/mailbox';
import { createCompany } from './support/company';
import { isoDay } from './support/dates';
import { apiPost, customerWithHorse, uniqueWord } from './support/records';
import { expectNoHorizontalScroll, signIn } from './support/session';

const MAIL_DATA_DIR = path.resolve('.data/e2e');
const SEK = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK' });
const kr = (ore: number) => SEK.format(ore / 100);
const DETAILS_URL = /\/invoice-details\/[0-9a-f-]{36}$/;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function get<T>(request: APIRequestContext, token: string, at: string): Promise<T> {
  const res = await request.get(`/api/v1/${at}`, { headers: auth(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** A status change: PATCH for bookings, PUT for invoices (as the API documents them). */
async function setStatus(request: APIRequestContext, token: string, at: string, status: string) {
  const send = at.startsWith('invoices/') ? request.put.bind(request) : request.patch.bind(request);
  const res = await send(`/api/v1/${at}`, { headers: auth(token), data: { status } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A service of the account's own at `price` kronor, 25 % VAT, with a name no other test uses. */
async function ownService(request: APIRequestContext, token: string, price: number) {
  const [type] = await get<Array<{ id: string }>>(request, token, 'serviceTypes/suggestions');
  const name = `Skoning ${randomUUID().slice(0, 6)}`;
  const service = await apiPost(request, token, 'services/create', {
    category: type!.id,
    service: name,
    description: 'Fyra skor',
    price,
    unit: 1,
    vatPercent: 25,
  });
  return { id: service.id, name };
}

/** A customer who reads her mail at a unique address (the tests' mailbox keeps what is sent to it). */
async function customerWithEmail(request: APIRequestContext, token: string) {
  const lastName = uniqueWord('Fakturasson');
  const email = `kund-${randomUUID()}@example.se`;
  const customer = await apiPost(request, token, 'customers/create', {
    firstName: 'Greta',
    lastName,
    email,
    address: 'Ängsvägen 3',
    postalCode: '75646',
    city: 'Uppsala',
    billingAddress: 'Ängsvägen 3',
    billingPostalCode: '75646',
    billingCity: 'Uppsala',
  });
  return { customerId: customer.id, lastName, email };
}

type Line = { name: string; quantity: number; pricePerUnit: number };

/** A draft through the API, as the form saves one: free-text lines at 25 % VAT. */
async function draftInvoice(
  request: APIRequestContext,
  token: string,
  customerId: string,
  lines: Line[],
  dates: { invoiceDate?: string; dueDate?: string } = {},
) {
  return apiPost<{ id: string }>(request, token, 'invoices/create', {
    customerId,
    invoiceDate: dates.invoiceDate ?? isoDay(0),
    ...(dates.dueDate ? { dueDate: dates.dueDate } : {}),
    lines: lines.map((line) => ({ kind: 'other', vat: 25, unit: 1, ...line })),
  });
}

/** Registers a draft: it gets its number (answered). */
async function register(request: APIRequestContext, token: string, id: string): Promise<string> {
  await setStatus(request, token, `invoices/update-status/${id}`, 'registered');
  const invoice = await get<{ invoiceNumber: string }>(request, token, `invoices/details/${id}`);
  return invoice.invoiceNumber;
}

/** The number shown in the invoice page's heading ("Invoice 1042"). */
async function shownNumber(page: Page): Promise<string> {
  const heading = page.getByTestId('invoice-number');
  await expect(heading).toHaveText(/^Invoice \S+$/);
  return (await heading.innerText()).replace(/^Invoice /, '');
}

/** The visible row (desktop) or card (phone) of the invoice list that starts with the invoice's number. */
const listRow = (page: Page, number: string) =>
  page.locator('tbody tr:visible, ul li:visible').filter({ hasText: new RegExp(`^\\s*${number}(?!\\d)`) });

test('quick invoice: today’s completed visit chosen, its service ticked, done — registered with its number', async ({
  page,
}) => {
  test.slow();
  const token = await signIn(page);
  const owner = await customerWithHorse(page.request, token);
  const service = await ownService(page.request, token, 600);
  // A visit of today (booked for its evening, the past being refused) and marked done: the visit just made.
  const today = isoDay(0);
  const booking = await apiPost(page.request, token, 'bookings/create', {
    startDate: today,
    startTime: '23:00',
    endDate: today,
    endTime: '23:59',
    customerId: owner.customerId,
    animalId: owner.animalId,
    services: [{ serviceId: service.id, quantity: 1 }],
    allowClash: true,
  });
  await setStatus(page.request, token, `bookings/update-status/${booking.id}`, 'completed');

  await page.goto('/invoice');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick invoice' })).toBeVisible();
  const done = page.getByRole('button', { name: 'Done — register invoice' });
  await expect(done).toBeDisabled();
  await page.getByRole('button', { name: new RegExp(owner.lastName) }).click();
  await expect(page.getByRole('checkbox', { name: new RegExp(service.name) })).toBeChecked();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expectNoHorizontalScroll(page);

  await done.click();
  // Two calls (create, register) and the next page on a busy machine.
  await expect(page).toHaveURL(DETAILS_URL, { timeout: 30_000 });
  await expect(page.getByText(`Invoice for Maja ${owner.lastName} registered.`)).toBeVisible();
  await shownNumber(page);
  await expect(page.getByText('Registered', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('invoice-lines')).toContainText(service.name);
  const totals = page.getByTestId('invoice-totals');
  await expect(totals.getByTestId('total-net')).toHaveText(kr(60000));
  await expect(totals.getByTestId('total-vat-25')).toHaveText(kr(15000));
  await expect(totals.getByTestId('total-grand')).toHaveText(kr(75000));
  await expectNoHorizontalScroll(page);
});

test('a draft edited: a line changed, the totals follow as typed, saved, and its page shows it', async ({
  page,
}) => {
  const token = await signIn(page);
  const owner = await customerWithHorse(page.request, token);
  const draft = await draftInvoice(page.request, token, owner.customerId, [
    { name: 'Verkning', quantity: 1, pricePerUnit: 600 },
  ]);

  await page.goto(`/invoice-edit/${draft.id}`);
  const lines = page.getByTestId('invoice-line');
  await expect(lines).toHaveCount(1);
  const line = lines.first();
  await expect(line.getByRole('textbox', { name: 'Description' })).toHaveValue('Verkning');
  const preview = page.getByTestId('invoice-preview-totals');
  await expect(preview.getByTestId('total-grand')).toHaveText(kr(75000));

  // Two of the work at 725 kr: 1 450 net, 362,50 VAT, 1 812,50 rounded to 1 813 (+0,50).
  await line.getByRole('textbox', { name: 'Description' }).fill('Verkning och skoning');
  await line.getByRole('textbox', { name: /^Quantity/ }).fill('2');
  await line.getByRole('textbox', { name: /Price per unit/ }).fill('725');
  await expect(preview.getByTestId('total-net')).toHaveText(kr(145000));
  await expect(preview.getByTestId('total-vat-25')).toHaveText(kr(36250));
  await expect(preview.getByTestId('total-rounding')).toHaveText(kr(50));
  await expect(preview.getByTestId('total-grand')).toHaveText(kr(181300));
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Save changes' }).click();
  // The toast lasts 2 s (spec 9) and shows while the details page loads, which on a busy machine can take longer:
  // both are awaited together, so the toast is seen while it shows, not after the navigation has finished.
  await Promise.all([
    expect(page.getByText(`Invoice for Maja ${owner.lastName} saved.`)).toBeVisible({ timeout: 30_000 }),
    expect(page).toHaveURL(new RegExp(`/invoice-details/${draft.id}$`), { timeout: 30_000 }),
  ]);
  await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('invoice-lines')).toContainText('Verkning och skoning');
  const stored = page.getByTestId('invoice-totals');
  await expect(stored.getByTestId('total-net')).toHaveText(kr(145000));
  await expect(stored.getByTestId('total-vat-25')).toHaveText(kr(36250));
  await expect(stored.getByTestId('total-grand')).toHaveText(kr(181300));
  await expectNoHorizontalScroll(page);
});

test('sent to the customer: registered, sent and locked, and the mail with the PDF written to her', async ({
  page,
}) => {
  test.slow();
  const token = await signIn(page);
  const customer = await customerWithEmail(page.request, token);
  const draft = await draftInvoice(page.request, token, customer.customerId, [
    { name: 'Skoning runt om', quantity: 1, pricePerUnit: 1450 },
  ]);

  await page.goto(`/invoice-details/${draft.id}`);
  await page.getByRole('button', { name: 'Send to customer' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('The PDF is emailed to the customer.');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  // A draft is registered first: the page shows its new number, sent and locked.
  await expect(page.getByText(/ is on its way to the customer\.$/)).toBeVisible({ timeout: 30_000 });
  const number = await shownNumber(page);
  const ocr = await page.getByTestId('invoice-ocr').innerText();
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Locked', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible();
  await expectNoHorizontalScroll(page);

  // The mail job writes it (Swedish: the customer's language by default), with the OCR reference and the PDF.
  await expect
    .poll(async () => (await mailsTo(customer.email, MAIL_DATA_DIR)).map((m) => m.subject), {
      timeout: 30_000,
    })
    .toEqual([`Faktura ${number} från Lindqvist Hovslageri AB`]);
  const [mail] = await mailsTo(customer.email, MAIL_DATA_DIR);
  expect(mail!.text).toContain(`Här kommer faktura ${number} på`);
  expect(mail!.text).toContain(`Ange OCR-numret ${ocr} när du betalar.`);
  expect(mail!.raw).toMatch(/Content-Type: application\/pdf/i);
  expect(mail!.raw).toContain(`Faktura-${number}.pdf`);
});

test('an overdue invoice is labelled, and the Overdue filter keeps it alone with its sum', async ({
  page,
}) => {
  const token = await signIn(page);
  const owner = await customerWithHorse(page.request, token);
  const late = await draftInvoice(
    page.request,
    token,
    owner.customerId,
    [{ name: 'Verkning', quantity: 1, pricePerUnit: 800 }],
    { invoiceDate: isoDay(-40), dueDate: isoDay(-10) },
  );
  const lateNumber = await register(page.request, token, late.id);
  const current = await draftInvoice(page.request, token, owner.customerId, [
    { name: 'Verkning', quantity: 1, pricePerUnit: 600 },
  ]);
  const currentNumber = await register(page.request, token, current.id);

  await page.goto(`/invoice-management?search=${owner.lastName}`);
  await expect(listRow(page, lateNumber)).toHaveCount(1);
  await expect(listRow(page, currentNumber)).toHaveCount(1);
  await expect(listRow(page, lateNumber).getByText('Overdue', { exact: true })).toBeVisible();
  await expect(listRow(page, currentNumber).getByText('Overdue', { exact: true })).toHaveCount(0);
  await expect(listRow(page, currentNumber).getByText('Not sent', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.getByLabel('Status', { exact: true }).selectOption('overdue');
  await expect(page).toHaveURL(/[?&]status=overdue/);
  await expect(listRow(page, currentNumber)).toHaveCount(0);
  await expect(listRow(page, lateNumber)).toHaveCount(1);
  // 800 kr + 25 % VAT, every bit of it overdue.
  const sum = (name: string) =>
    page.getByTestId('invoice-sums').locator('div').filter({ hasText: name }).locator('dd');
  await expect(sum('Overdue')).toHaveText(kr(100000));
  await expect(sum('Total')).toHaveText(kr(100000));
  await expectNoHorizontalScroll(page);
});

test('the mileage rate set on the profile (kronor per km, 2 decimals) is what a new invoice charges', async ({
  page,
}) => {
  const company = await createCompany(page.request);
  await signIn(page, 'en', company);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Invoicing', exact: true })).toBeVisible();
  const rate = page.getByRole('textbox', { name: 'Mileage rate' });
  await expect(rate).toHaveValue('');
  await expect(page.getByText(`Skatteverket's tax-free rate, ${kr(250)} per km.`)).toBeVisible();

  await rate.fill('3,205');
  await page.getByRole('button', { name: 'Save mileage rate' }).click();
  await expect(
    page.getByText('Enter an amount in kronor with at most 2 decimals, e.g. 89.50.'),
  ).toBeVisible();
  await rate.fill('3,2');
  await page.getByRole('button', { name: 'Save mileage rate' }).click();
  await expect(page.getByText('The mileage rate is saved.')).toBeVisible();
  await expect(rate).toHaveValue('3.20');
  await expectNoHorizontalScroll(page);

  // Kept by the account: after a reload, and on a new invoice's mileage.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Mileage rate' })).toHaveValue('3.20');
  await page.goto('/invoice-create');
  await expect(page.getByText(`Left empty: your account's rate, ${kr(320)} per km.`)).toBeVisible();
  await page.getByRole('textbox', { name: 'Distance driven' }).fill('10');
  const preview = page.getByTestId('invoice-preview-totals');
  await expect(preview.getByTestId('total-net')).toHaveText(kr(3200));
  await expect(preview.getByTestId('total-grand')).toHaveText(kr(4000));
});
