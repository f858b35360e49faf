// The booking screens in a real Chromium at phone and desktop sizes: book a visit from the calendar (an empty slot of
// the day view on a desktop, the New booking button on a phone), with the customer picked by search, their horse,
// the stable's address filled in and a planned service; see it in the agenda, open it, mark it done, and see the
// horse's latest visit (the booking's day) and next visit (+ its shoeing interval) on the horse's page. Booking the
// same time twice asks "Book anyway?" first. In the month view a visit is reached with Tab and opened with Enter.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createCompany } from './support/company';
import { expectNoHorizontalScroll, signIn } from './support/session';
import { addStaff } from './support/staff';
import { isoDay, shownDate } from './support/dates';

/** Letters only (the customer name rule), unique per run. */
function uniqueWord(prefix: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${prefix}${letters.join('')}`;
}

async function post(request: APIRequestContext, token: string, path: string, data: object) {
  const res = await request.post(`/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: string; referenceNumber?: string } }).data;
}

/** A customer with a horse shod every 6 weeks at its own stable, and a service to plan. */
async function createCustomerWithHorse(request: APIRequestContext, token: string) {
  const lastName = uniqueWord('Bokarsson');
  const customer = await post(request, token, 'customers/create', {
    firstName: 'Maja',
    lastName,
    phone: '070-123 45 67',
    address: 'Hagvägen 4',
    postalCode: '74192',
    city: 'Knivsta',
    billingAddress: 'Hagvägen 4',
    billingPostalCode: '74192',
    billingCity: 'Knivsta',
    paymentTerms: 30,
  });
  const horse = `Blesse ${randomUUID().slice(0, 6)}`;
  const animal = await post(request, token, 'animals/create', {
    name: horse,
    customerId: customer.id,
    stable: 'Lyckans stall',
    address: 'Stallbacken 2',
    postalCode: '74193',
    city: 'Alsike',
    shoeingIntervalWeeks: 6,
  });
  const types = await request.get('/api/v1/serviceTypes/suggestions', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [type] = ((await types.json()) as { data: Array<{ id: string }> }).data;
  const service = `Verkning ${randomUUID().slice(0, 6)}`;
  await post(request, token, 'services/create', {
    category: type!.id,
    service,
    description: 'Verkning av fyra hovar',
    price: 650,
    unit: 1,
    vatPercent: 25,
  });
  return { lastName, customerName: `Maja ${lastName}`, horse, animalId: animal.id, service };
}

/** A visit of the horse on `day`, from `from` to `to`, Swedish time. */
function bookHorse(
  request: APIRequestContext,
  token: string,
  { animalId, day, from, to }: { animalId: string; day: string; from: string; to: string },
) {
  return post(request, token, 'bookings/create', {
    startDate: day,
    startTime: from,
    endDate: day,
    endTime: to,
    animalId,
  });
}

const isPhone = () => test.info().project.name === 'phone';

/** The day view's empty slot at a time: the calendar's slots have no role, so the gutter's label shows where. */
async function clickEmptySlot(page: Page, time: string) {
  const label = page.locator('.rbc-time-gutter .rbc-label', { hasText: time });
  await label.scrollIntoViewIfNeeded();
  const labelBox = (await label.boundingBox())!;
  const columnBox = (await page.locator('.rbc-time-content .rbc-day-slot').first().boundingBox())!;
  await page.mouse.click(columnBox.x + columnBox.width / 2, labelBox.y + 6);
}

test('book a visit from the calendar, see it, open it, mark it done: the horse gets its latest and next visit', async ({
  page,
}) => {
  const token = await signIn(page);
  const { lastName, customerName, horse, service } = await createCustomerWithHorse(page.request, token);
  // Each project its own day, so the desktop and the phone run do not clash with each other.
  const day = isoDay(isPhone() ? 3 : 2);
  const next = isoDay((isPhone() ? 3 : 2) + 42);

  await page.goto('/booking-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  const views = page.getByRole('group', { name: 'View' });
  if (isPhone()) {
    // A phone opens on the agenda, and New booking is under the thumb.
    await expect(views.getByRole('button', { name: 'Agenda' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoHorizontalScroll(page);
    const add = page.getByRole('link', { name: 'New booking' });
    const box = (await add.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await add.click();
    await expect(page).toHaveURL(/\/booking-add$/);
    await page.getByLabel('Start date').fill(day);
    await page.getByLabel('Start time').fill('06:30');
  } else {
    await expect(views.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    // The day of the visit, then its empty 08:00 slot.
    await views.getByRole('button', { name: 'Day' }).click();
    await expect(views.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    const navigation = page.getByRole('group', { name: 'Move in the calendar' });
    await navigation.getByRole('button', { name: 'Next' }).click();
    await navigation.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(new RegExp(`date=${day}`));
    await clickEmptySlot(page, '08:00');
    await expect(page).toHaveURL(new RegExp(`/booking-add\\?startDate=${day}&startTime=08%3A00`));
    await expect(page.getByLabel('Start date')).toHaveValue(day);
    await expect(page.getByLabel('Start time')).toHaveValue('08:00');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();
  // The end follows the start: an hour later.
  await expect(page.getByLabel('End date')).toHaveValue(day);
  await expect(page.getByLabel('End time')).toHaveValue(isPhone() ? '07:30' : '09:00');

  // The customer by search, then their horse; the address comes from the horse's stable.
  await page.getByRole('button', { name: /^Customer/ }).click();
  await page.getByRole('combobox', { name: 'Search customers' }).fill(lastName);
  await page.getByRole('option', { name: new RegExp(lastName) }).click();
  await expect(page.getByRole('button', { name: `Customer ${customerName}` })).toBeVisible();
  await page.getByRole('checkbox', { name: horse }).check();
  await expect(page.getByLabel('Address')).toHaveValue('Stallbacken 2');
  await expect(page.getByLabel('Postal number')).toHaveValue('741 93');
  await expect(page.getByLabel('City')).toHaveValue('Alsike');
  await page.getByLabel('Add a service').selectOption({ label: `${service} · 650,00 kr` });
  await expect(page.getByLabel(`Quantity of ${service}`)).toHaveValue('1');
  await page.getByRole('textbox', { name: 'Notes' }).fill('Framhovarna först.');
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Book', exact: true }).click();

  await expect(page).toHaveURL(/\/booking-details\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/^The visit on .* is booked\.$/)).toBeVisible();
  const detailsUrl = page.url();
  await expect(page.getByText(/B-\d{4}-\d{4}/).first()).toBeVisible();
  await expect(page.getByText('Booked').first()).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${customerName}`) })).toBeVisible();
  await expect(page.getByRole('link', { name: `Call ${customerName}` })).toHaveAttribute(
    'href',
    'tel:+46701234567',
  );
  await expect(page.getByRole('link', { name: `Text ${customerName}` })).toHaveAttribute(
    'href',
    'sms:+46701234567',
  );
  await expect(page.getByRole('link', { name: /^Open .* in maps$/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=Stallbacken%202%2C%20741%2093%20Alsike',
  );
  await expect(page.getByText(`1 ×`)).toBeVisible();
  await expect(page.getByText('Framhovarna först.')).toBeVisible();
  await expectNoHorizontalScroll(page);

  // In the calendar's agenda (the next 30 days), and from there open again.
  await page.getByRole('link', { name: 'Back to the calendar' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking-management\\?date=${day}`));
  if (!isPhone()) await views.getByRole('button', { name: 'Agenda' }).click();
  await expect(views.getByRole('button', { name: 'Agenda' })).toHaveAttribute('aria-pressed', 'true');
  const entry = page.getByRole('link', { name: new RegExp(`${customerName}.*${horse}`) });
  await expect(entry).toBeVisible();
  await expectNoHorizontalScroll(page);
  await entry.click();
  await expect(page).toHaveURL(detailsUrl);

  // Done: the horse's latest visit is the booking's day, the next one six weeks later.
  await page.getByRole('button', { name: 'Done' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Mark the visit as done?' });
  await confirm.getByRole('button', { name: 'Done' }).click();
  await expect(
    page.getByText("The visit is done. The horses' latest and next visits are updated."),
  ).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Done', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Done' })).toHaveCount(0);
  await expect(
    page.getByText(`Latest visit ${shownDate(day)} · next visit ${shownDate(next)}`),
  ).toBeVisible();

  await page.getByRole('link', { name: new RegExp(horse) }).click();
  await expect(page).toHaveURL(/\/animal-details\//);
  await expect(page.getByRole('heading', { level: 1, name: horse })).toBeVisible();
  const visits = page.getByRole('heading', { name: 'Visits' }).locator('..');
  await expect(visits).toContainText(shownDate(day));
  await expect(visits).toContainText(shownDate(next));
});

test('booking the same time twice asks "Book anyway?" first', async ({ page }) => {
  const token = await signIn(page);
  const { animalId, horse } = await createCustomerWithHorse(page.request, token);
  const day = isoDay(isPhone() ? 5 : 4);
  const first = await bookHorse(page.request, token, { animalId, day, from: '05:00', to: '06:00' });

  // The horse's page books it, with the horse and its owner filled in; the time overlaps the first visit.
  await page.goto(`/animal-details/${animalId}`);
  await page.getByRole('link', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/booking-add\\?animalId=${animalId}$`));
  await expect(page.getByRole('checkbox', { name: horse })).toBeChecked();
  await expect(page.getByLabel('Address')).toHaveValue('Stallbacken 2');
  await page.getByLabel('Start date').fill(day);
  await page.getByLabel('Start time').fill('05:30');
  await expect(page.getByLabel('End time')).toHaveValue('06:30');
  await page.getByRole('button', { name: 'Book', exact: true }).click();

  const clash = page.getByRole('alertdialog', { name: 'Another visit at that time' });
  await expect(clash).toBeVisible();
  await expect(clash).toContainText(
    `There is already ${first.referenceNumber} for you at that time. Book anyway?`,
  );
  // Changing the time instead keeps the form.
  await clash.getByRole('button', { name: 'Change the time' }).click();
  await expect(clash).toBeHidden();
  await expect(page).toHaveURL(/\/booking-add/);
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(clash).toBeVisible();
  await clash.getByRole('button', { name: 'Book anyway' }).click();
  await expect(page).toHaveURL(/\/booking-details\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/^The visit on .* is booked\.$/)).toBeVisible();
});

test('dragging a visit to another time asks first; "Keep the time" puts it back, "Move" saves it', async ({
  page,
}) => {
  test.skip(isPhone(), 'Dragging is a mouse gesture; a phone moves a visit through its form');
  const token = await signIn(page);
  const { animalId, horse } = await createCustomerWithHorse(page.request, token);
  const day = isoDay(6);
  const booking = await bookHorse(page.request, token, { animalId, day, from: '09:00', to: '10:00' });

  await page.goto(`/booking-management?view=day&date=${day}`);
  const event = page.getByRole('button', { name: new RegExp(`09:00–10:00.*${horse}`) });
  await expect(event).toBeVisible();

  /** Grabs the visit near its top and lets go at a time of the gutter. */
  async function drag(to: string) {
    const from = (await event.boundingBox())!;
    const target = (await page.locator('.rbc-time-gutter .rbc-label', { hasText: to }).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + 4);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 4 });
    await page.mouse.move(from.x + from.width / 2, target.y + 4, { steps: 8 });
    await page.mouse.up();
  }

  const question = page.getByRole('alertdialog', { name: /^Move the visit to .*, 11:00–12:00\?$/ });
  await drag('11:00');
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep the time' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(`09:00–10:00.*${horse}`) })).toBeVisible();

  await drag('11:00');
  await question.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText(/^The visit is moved to .*, 11:00–12:00\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`11:00–12:00.*${horse}`) })).toBeVisible();
  const saved = await page.request.get(`/api/v1/bookings/details/${booking.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await saved.json()) as { data: { startTime: string; endTime: string } }).data).toMatchObject({
    startTime: '11:00',
    endTime: '12:00',
  });
});

test('in the month view a visit is a tab stop, and Enter opens it', async ({ page }) => {
  const token = await signIn(page);
  const { animalId, horse } = await createCustomerWithHorse(page.request, token);
  // A day of its own per project, which no other test books: a phone's month cell shows two visits and "+N more".
  const day = isoDay(isPhone() ? 16 : 15);
  const booking = await bookHorse(page.request, token, { animalId, day, from: '09:00', to: '10:00' });

  await page.goto(`/booking-management?view=month&date=${day}`);
  const event = page.getByRole('button', { name: new RegExp(horse) });
  await expect(event).toHaveAttribute('tabindex', '0');
  await event.focus();
  await expect(event).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/booking-details/${booking.id}$`));
  await expect(page.getByText(booking.referenceNumber!).first()).toBeVisible();
});

test('with a second person, the calendar filters by person (kept in the address) and colours each one’s visits', async ({
  page,
}) => {
  // A company of its own, a staff member, two customers with horses and services, then three screens: more than the
  // default minute on a busy 2-core machine.
  test.slow();
  const company = await createCompany(page.request);
  await addStaff(company);
  const token = await signIn(page, 'en', company);
  const people = await page.request.get('/api/v1/bookings/people', {
    headers: { authorization: `Bearer ${token}` },
  });
  const staff = ((await people.json()) as { data: Array<{ id: string; name: string }> }).data.find(
    (person) => person.name === 'Sven Stall',
  )!;
  const mine = await createCustomerWithHorse(page.request, token);
  const theirs = await createCustomerWithHorse(page.request, token);
  const day = isoDay(isPhone() ? 18 : 17);
  await bookHorse(page.request, token, { animalId: mine.animalId, day, from: '09:00', to: '10:00' });
  await post(page.request, token, 'bookings/create', {
    startDate: day,
    startTime: '11:00',
    endDate: day,
    endTime: '12:00',
    animalId: theirs.animalId,
    staffId: staff.id,
  });

  await page.goto(`/booking-management?view=day&date=${day}`);
  const theirVisit = page.getByRole('button', { name: new RegExp(theirs.horse) });
  // The first calendar of a fresh server on a busy machine may take longer than an assertion's usual 10 s.
  await expect(page.getByRole('button', { name: new RegExp(mine.horse) })).toBeVisible({ timeout: 30_000 });
  await expect(theirVisit).toBeVisible();
  // Each person's visits carry their colour as a stripe down the left edge.
  await expect(page.locator('.rbc-event', { has: page.getByText(theirs.horse) })).toHaveCSS(
    'box-shadow',
    /inset/,
  );

  await page.getByLabel('Whose bookings').selectOption(staff.id);
  await expect(page).toHaveURL(new RegExp(`staff=${staff.id}`));
  await expect(theirVisit).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(mine.horse) })).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Whose bookings')).toHaveValue(staff.id);
  await expect(page.getByRole('button', { name: new RegExp(theirs.horse) })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(mine.horse) })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
});
