// The dashboard's Today in a real Chromium at phone and desktop sizes: a company of its own with a customer, two
// horses at one stable booked for later today and a horse due and not booked. The visit shows under the stable's
// address with Call, Text and Maps; Done (after one question) shows it as done and dates the horses (latest visit
// today, next visit after the shoeing interval); the due horse offers Book, which opens the booking form for it.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { stockholmParts, todayInStockholm } from '../../lib/time-zone';
import { createCompany } from './support/company';
import { expectNoHorizontalScroll, signIn } from './support/session';
import { isoDay, shownDate } from './support/dates';

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.post(`/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data;
}

const STABLE = { stable: 'Hagens stall', address: 'Hagvägen 4', postalCode: '74192', city: 'Knivsta' };

test('Today: the visit by its stable, call, text, maps, Done dates the horses; the due horse has Book', async ({
  page,
}) => {
  // A visit later today: a few minutes from now, an hour long (it may end after midnight).
  const start = stockholmParts(new Date(Date.now() + 3 * 60_000));
  const end = stockholmParts(new Date(Date.now() + 63 * 60_000));
  test.skip(start.date !== todayInStockholm(), 'too close to midnight for a visit later today');

  const token = await signIn(page, 'en', await createCompany(page.request));
  const suffix = randomUUID().slice(0, 6);
  const customer = await post(page.request, token, 'customers/create', {
    firstName: 'Maja',
    lastName: 'Hagberg',
    phone: '070-765 43 21',
    address: 'Hagvägen 4',
    postalCode: '74192',
    city: 'Knivsta',
    billingAddress: 'Hagvägen 4',
    billingPostalCode: '74192',
    billingCity: 'Knivsta',
    paymentTerms: 30,
  });
  const blesse = await post(page.request, token, 'animals/create', {
    name: `Blesse ${suffix}`,
    customerId: customer.id,
    shoeingIntervalWeeks: 6,
    ...STABLE,
  });
  const stjarna = await post(page.request, token, 'animals/create', {
    name: `Stjärna ${suffix}`,
    customerId: customer.id,
    ...STABLE,
  });
  const due = await post(page.request, token, 'animals/create', {
    name: `Dunder ${suffix}`,
    customerId: customer.id,
    nextVisit: isoDay(3),
    ...STABLE,
  });
  // No address given: the booking takes the first horse's stable.
  await post(page.request, token, 'bookings/create', {
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    customerId: customer.id,
    animalIds: [blesse.id, stjarna.id],
  });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  const places = page.getByRole('list', { name: "Today's visits by place" });
  const place = places
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Hagvägen 4' }) });
  await expect(place).toContainText('741 92 Knivsta');
  const visit = place.getByRole('listitem', { name: `Visit at ${start.time}, Maja Hagberg` });
  await expect(visit).toContainText(`${start.time}–${end.time}`);
  await expect(visit.getByRole('link', { name: `Blesse ${suffix}` })).toBeVisible();
  await expect(visit.getByRole('link', { name: `Stjärna ${suffix}` })).toBeVisible();
  await expect(visit.getByRole('link', { name: 'Call Maja Hagberg' })).toHaveAttribute(
    'href',
    'tel:+46707654321',
  );
  await expect(visit.getByRole('link', { name: 'Text Maja Hagberg' })).toHaveAttribute(
    'href',
    'sms:+46707654321',
  );
  await expect(visit.getByRole('link', { name: /^Maps/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=Hagv%C3%A4gen%204%2C%20741%2092%20Knivsta',
  );
  await expectNoHorizontalScroll(page);

  // The due horse, not the booked ones, under "Due and not booked".
  const dueList = page.getByRole('list', { name: 'Horses due and not booked' });
  const dueRow = dueList.getByRole('listitem').filter({ hasText: `Dunder ${suffix}` });
  await expect(dueRow).toContainText(`Next visit ${shownDate(isoDay(3))}`);
  await expect(dueList).not.toContainText(`Blesse ${suffix}`);
  const book = dueRow.getByRole('link', { name: `Book Dunder ${suffix}` });
  await expect(book).toHaveAttribute('href', `/booking-add?animalId=${due.id}`);

  // Done, after one question: the visit shows as done.
  await visit.getByRole('button', { name: `Done: the visit at ${start.time}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Mark the visit at ${start.time} as done?` });
  await expect(dialog).toContainText(`Blesse ${suffix}, Stjärna ${suffix}`);
  await dialog.getByRole('button', { name: 'Mark as done' }).click();
  await expect(dialog).toBeHidden();
  await expect(visit).toContainText('Done');
  await expect(visit.getByRole('button', { name: /^Done/ })).toHaveCount(0);
  await expect(page.getByText('1 visit, 1 done')).toBeVisible();

  // The horse's page: latest visit today, next visit six weeks on.
  await visit.getByRole('link', { name: `Blesse ${suffix}` }).click();
  await expect(page).toHaveURL(new RegExp(`/animal-details/${blesse.id}$`));
  const visitField = (label: string) =>
    page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
  await expect(visitField('Latest visit')).toContainText(shownDate(isoDay(0)));
  await expect(visitField('Next visit')).toContainText(shownDate(isoDay(42)));

  // Book on the due horse opens the booking form for it.
  await page.goBack();
  await expect(book).toBeVisible();
  await book.click();
  await expect(page).toHaveURL(new RegExp(`/booking-add\\?animalId=${due.id}$`));
});
