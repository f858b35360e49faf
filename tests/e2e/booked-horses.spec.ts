// Issue 22, 6.3, in a real Chromium at phone and desktop sizes: an overdue horse with a visit booked says "Booked
// 5 Dec" — not "Overdue" — on its page, in the horse list and on the dashboard; its page and its owner's page list
// the bookings, the coming ones soonest first and then the earlier ones, each a link to the booking with its status;
// once the visit is cancelled the horse is overdue again. A company of its own, so its dashboard holds just this horse.
import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test';
import { createCompany } from './support/company';
import { withE2eDatabase } from './support/database';
import { isoDay } from './support/dates';
import { bookVisit, customerWithHorse } from './support/records';
import { expectNoHorizontalScroll, signIn } from './support/session';

test.describe.configure({ mode: 'serial' });

/** A day as the booked badge shows it in English: "5 Dec". */
const dayMonth = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );
const BOOKED = `Booked ${dayMonth(isoDay(5))}`;

const shown = (locator: Locator) => locator.filter({ visible: true });

/** The links of one part ("Coming" or "Earlier") of a page's Bookings. */
const part = (page: Page, name: string) => page.getByRole('region', { name, exact: true }).getByRole('link');

let company: { email: string; password: string };
let token: string;
let horse: { customerId: string; animalId: string; horse: string };
const ids = { soon: '', later: '', earlier: '' };

test.beforeAll(async ({ baseURL }) => {
  const request = await playwrightRequest.newContext({ baseURL });
  company = await createCompany(request);
  const login = await request.post('/api/v1/ferriers/login', { data: company });
  token = ((await login.json()) as { data: { token: string } }).data.token;
  horse = await customerWithHorse(request, token, { nextVisit: isoDay(-10) });
  const { customerId, animalId } = horse;
  ids.soon = (await bookVisit(request, token, { customerId, animalId, day: isoDay(5), from: '08:00' })).id;
  ids.later = (await bookVisit(request, token, { customerId, animalId, day: isoDay(12) })).id;
  const cancelled = await request.patch(`/api/v1/bookings/update-status/${ids.later}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'cancelled' },
  });
  expect(cancelled.status()).toBe(200);
  // A visit three weeks ago (the API books no past times).
  ids.earlier = (await bookVisit(request, token, { customerId, animalId, day: isoDay(3) })).id;
  await withE2eDatabase(
    (
      sql,
    ) => sql`update bookings set start_at = start_at - interval '24 days', end_at = end_at - interval '24 days'
                 where id = ${ids.earlier}`,
  );
  await request.dispose();
});

test('the horse’s page: booked, not overdue, and its bookings coming and earlier', async ({ page }) => {
  await signIn(page, 'en', company);
  await page.goto(`/animal-details/${horse.animalId}`);
  await expect(page.getByText(BOOKED).first()).toBeVisible();
  await expect(page.getByText('Overdue')).toHaveCount(0);
  const coming = part(page, 'Coming');
  await expect(coming).toHaveCount(2);
  await expect(coming.nth(0)).toHaveAttribute('href', `/booking-details/${ids.soon}`);
  await expect(coming.nth(0)).toContainText('08:00–10:00');
  await expect(coming.nth(0)).toContainText('Booked');
  await expect(coming.nth(1)).toHaveAttribute('href', `/booking-details/${ids.later}`);
  await expect(coming.nth(1)).toContainText('Cancelled');
  await expect(part(page, 'Earlier')).toHaveCount(1);
  await expect(part(page, 'Earlier').first()).toHaveAttribute('href', `/booking-details/${ids.earlier}`);
  await expectNoHorizontalScroll(page);
  await coming.nth(0).click();
  await expect(page).toHaveURL(new RegExp(`/booking-details/${ids.soon}$`));
});

test('the horse list and the dashboard say booked, not overdue', async ({ page }) => {
  await signIn(page, 'en', company);
  await page.goto(`/animal-management?search=${encodeURIComponent(horse.horse)}`);
  const row = shown(page.locator('main').locator('tr, li').filter({ hasText: horse.horse }));
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(BOOKED);
  await expect(row).not.toContainText('Overdue');
  await page.goto('/dashboard');
  const card = shown(page.locator('table tbody tr, ul[aria-label="Horses by next visit"] > li')).filter({
    hasText: horse.horse,
  });
  await expect(card).toContainText(BOOKED);
  await expect(card).not.toContainText('Overdue');
  await expectNoHorizontalScroll(page);
});

test('the owner’s page lists the same bookings, with their horses, and marks the horse booked', async ({
  page,
}) => {
  await signIn(page, 'en', company);
  await page.goto(`/customer-details/${horse.customerId}`);
  await expect(page.getByText(`(booked ${dayMonth(isoDay(5))})`).first()).toBeVisible();
  await expect(part(page, 'Coming')).toHaveCount(2);
  await expect(part(page, 'Coming').first()).toContainText(horse.horse);
  await expect(part(page, 'Earlier')).toHaveCount(1);
  await expectNoHorizontalScroll(page);
});

test('cancelled, the visit books nothing: the horse is overdue again', async ({ page }) => {
  const off = await page.request.patch(`/api/v1/bookings/update-status/${ids.soon}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'cancelled' },
  });
  expect(off.status()).toBe(200);
  await signIn(page, 'en', company);
  await page.goto(`/animal-details/${horse.animalId}`);
  await expect(page.getByText('Overdue').first()).toBeVisible();
  await expect(page.getByText(/^Booked \d/)).toHaveCount(0);
});
