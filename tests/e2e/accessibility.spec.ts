// Issue 22, 6.7: axe finds no critical or serious fault of the roles' structure (aria-required-parent/-children),
// contrast or label/name agreement on the screens where a farrier found them — the calendar's week and month views,
// a success toast, the horse cards and the profile's empty pictures, /sv/login and /sv/company-signup, a booking's
// page and the customer's booking-response page — and a horse card says each visit line once to a screen reader.
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { stockholmParts } from '@/lib/time-zone';
import { runServerJob } from '../support/e2e-control';
import { mailsTo } from '../support/mailbox';
import { createCompany } from './support/company';
import { isoDay } from './support/dates';
import { bookVisit, customerWithHorse } from './support/records';
import { signIn } from './support/session';

const RULES = [
  'aria-required-parent',
  'aria-required-children',
  'color-contrast',
  'label-content-name-mismatch',
];

/** The critical and serious faults of those rules, each with where it is. */
async function faults(page: Page, within?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withRules(RULES);
  if (within) builder = builder.include(within);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join('; ')}`);
}

/**
 * The logo link's name begins with the word it shows ("Hovbook – startsidan"), as WCAG 2.5.3 asks: said aloud, the
 * name finds the link. axe lets "Hovbooks startsida" pass (a word's ending is not compared), so it is asked here.
 */
async function expectLogoNamedAsShown(page: Page) {
  await expect(page.getByRole('link', { name: /^Hovbook\b/ }).first()).toBeVisible();
}

const isPhone = () => test.info().project.name === 'phone';
const shown = (locator: Locator) => locator.filter({ visible: true });

test('the calendar’s week and month views', async ({ page }) => {
  const token = await signIn(page);
  const { customerId, animalId, horse } = await customerWithHorse(page.request, token);
  const day = isoDay(isPhone() ? 23 : 22);
  await bookVisit(page.request, token, { customerId, animalId, day });

  // A phone has no week view (booking-calendar.tsx): its day view stands in.
  for (const view of isPhone() ? (['day', 'month'] as const) : (['week', 'month'] as const)) {
    await page.goto(`/booking-management?view=${view}&date=${day}`);
    await expect(page.getByRole('button', { name: new RegExp(horse) }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading the bookings…' })).toHaveCount(0);
    expect(await faults(page), view).toEqual([]);
  }
});

test('a success toast', async ({ page }) => {
  // A success toast goes after 2 s, which a busy machine may spend before axe is done: it is held as when the pointer
  // is over it — the moment the toasts' list appears, the page tells it the pointer moved there.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const list = document.querySelector('[data-sonner-toaster]');
      if (!list || list.hasAttribute('data-held')) return;
      list.setAttribute('data-held', '');
      list.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    }).observe(document, { childList: true, subtree: true });
  });
  const token = await signIn(page);
  const { customerId, customerName } = await customerWithHorse(page.request, token);
  await page.goto(`/customer-edit/${customerId}`);
  await page.locator('input[name=city]').fill('Uppsala');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const toast = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: `Changes to ${customerName} are saved.` });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute('data-type', 'success');
  expect(await faults(page, '[data-sonner-toaster]')).toEqual([]);
  await expect(toast).toBeVisible();
});

test('the horse cards and the horse list', async ({ page }) => {
  const token = await signIn(page);
  const { horse } = await customerWithHorse(page.request, token, { nextVisit: isoDay(-5) });
  await page.goto(`/animal-management?search=${encodeURIComponent(horse)}`);
  const card = shown(page.getByRole('link', { name: new RegExp(horse) })).first();
  await expect(card).toBeVisible();
  expect(await faults(page)).toEqual([]);
  if (isPhone()) {
    // Each line of the card is named once: "Next visit: 5 …", never "Next visit: Next visit: …".
    const snapshot = await card.ariaSnapshot();
    expect(snapshot).toMatch(/Next visit: \d/);
    expect(snapshot).not.toMatch(/Next visit: Next visit/);
  }
});

test('the dashboard’s horses', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard');
  const rows = shown(page.locator('table tbody tr, ul[aria-label="Horses by next visit"] > li'));
  await expect(rows.first()).toBeVisible();
  expect(await faults(page)).toEqual([]);
});

test('the profile’s empty pictures', async ({ page }) => {
  await signIn(page, 'en', await createCompany(page.request));
  await page.goto('/profile');
  await expect(page.getByText('No image yet').first()).toBeVisible();
  expect(await faults(page)).toEqual([]);
});

for (const path of ['/sv/login', '/sv/company-signup']) {
  test(`${path}, signed out`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await faults(page)).toEqual([]);
    await expectLogoNamedAsShown(page);
  });
}

test('a booking’s page, with its maps link', async ({ page }) => {
  const token = await signIn(page);
  const { customerId, animalId } = await customerWithHorse(page.request, token);
  const booking = await bookVisit(page.request, token, { customerId, animalId, day: isoDay(24) });
  await page.goto(`/booking-details/${booking.id}`);
  await expect(page.getByText(booking.referenceNumber!).first()).toBeVisible();
  expect(await faults(page)).toEqual([]);
});

test('the customer’s booking-response page, in Swedish', async ({ page }) => {
  const company = await createCompany(page.request);
  const login = await page.request.post('/api/v1/ferriers/login', { data: company });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const email = `a11y-${randomUUID()}@example.se`;
  const customer = await page.request.post('/api/v1/customers/create', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      firstName: 'Karin',
      lastName: 'Sjöström',
      email,
      address: 'Stallvägen 2',
      postalCode: '74193',
      city: 'Knivsta',
      billingAddress: 'Stallvägen 2',
      billingPostalCode: '74193',
      billingCity: 'Knivsta',
      language: 'sv',
    },
  });
  const customerId = ((await customer.json()) as { data: { id: string } }).data.id;
  // A visit three hours from now: within the reminder's lead time, so the sweep mails its link.
  const at = (hours: number) =>
    stockholmParts(new Date(Math.ceil((Date.now() + hours * 3_600_000) / 60_000) * 60_000));
  const [start, end] = [at(3), at(4)];
  const booked = await page.request.post('/api/v1/bookings/create', {
    headers: { authorization: `Bearer ${token}` },
    data: { startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time, customerId },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const dataDir = path.resolve('.data/e2e');
  expect((await runServerJob(dataDir, 'booking-reminders')).failed).toBe(0);
  await expect.poll(async () => (await mailsTo(email, dataDir)).length).toBe(1);
  const [mail] = await mailsTo(email, dataDir);
  const link = /(http:\/\/\S+\/booking-response\/[A-Za-z0-9_-]{43}\?answer=confirmed)/.exec(mail!.text)?.[1];
  expect(link).toBeDefined();

  await page.goto(link!);
  await expect(page.getByRole('button', { name: 'Bekräfta', exact: true })).toBeVisible();
  expect(await faults(page)).toEqual([]);
  await expectLogoNamedAsShown(page);
});
