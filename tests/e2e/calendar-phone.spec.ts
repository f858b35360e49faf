// Issue 22, 6.6 and 6.8, in a real Chromium: on a 375 px phone the calendar offers month, day and agenda — no week,
// whose seven columns cut every visit to a letter or two — and the month shows each visit as its start time, whole;
// a week asked for there shows its day. Wider screens keep all four views. In Swedish, weekdays and months are lower
// case in the calendar as everywhere, capitalised only where a date begins a heading.
import { expect, test } from '@playwright/test';
import { isoDay } from './support/dates';
import { bookVisit, customerWithHorse } from './support/records';
import { expectNoHorizontalScroll, signIn } from './support/session';

const isPhone = () => test.info().project.name === 'phone';

test('the views a screen offers, and the month’s visits readable on a phone', async ({ page }) => {
  const token = await signIn(page);
  const { customerId, animalId, horse } = await customerWithHorse(page.request, token);
  const day = isoDay(isPhone() ? 19 : 18);
  await bookVisit(page.request, token, { customerId, animalId, day, from: '07:15', to: '08:15' });
  const views = page.getByRole('group', { name: 'View' });

  await page.goto(`/booking-management?view=month&date=${day}`);
  const visit = page.getByRole('button', { name: new RegExp(horse) });
  await expect(visit).toBeVisible();
  if (isPhone()) {
    await expect(views.getByRole('button')).toHaveText(['Month', 'Day', 'Agenda']);
    // The start time, whole: nothing of it cut off.
    const time = visit.locator('.booking-event-time');
    await expect(time).toHaveText('07:15');
    const fits = await time.evaluate((el) => {
      const event = el.closest('.rbc-event')!;
      return el.scrollWidth <= event.clientWidth && event.scrollWidth <= event.clientWidth;
    });
    expect(fits).toBe(true);
    await expectNoHorizontalScroll(page);

    // A week asked for on a phone shows its day, with the visit.
    await page.goto(`/booking-management?view=week&date=${day}`);
    await expect(views.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: new RegExp(horse) })).toBeVisible();
    await expectNoHorizontalScroll(page);
  } else {
    await expect(views.getByRole('button')).toHaveText(['Month', 'Week', 'Day', 'Agenda']);
    await expect(visit.locator('.booking-event-time')).toBeHidden();
    await expect(visit).toContainText(horse);
  }
  // Enter on the visit opens it, as a tap does.
  await visit.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/booking-details\/[0-9a-f-]{36}$/);
});

test('Swedish weekdays and months in lower case, but at the start of a heading', async ({ page }) => {
  const token = await signIn(page, 'sv');
  // A Thursday in the coming weeks, with a visit.
  const offset = [...Array(7).keys()].find((n) => new Date(`${isoDay(20 + n)}T12:00:00Z`).getUTCDay() === 4)!;
  const thursday = isoDay(20 + offset);
  const { customerId, animalId } = await customerWithHorse(page.request, token);
  await bookVisit(page.request, token, { customerId, animalId, day: thursday });

  await page.goto(`/booking-management?view=day&date=${thursday}`);
  const heading = page.getByRole('heading', { level: 2 });
  await expect(heading).toContainText('torsdag');
  expect(await heading.evaluate((el) => getComputedStyle(el, '::first-letter').textTransform)).toBe(
    'uppercase',
  );

  await page.goto(`/booking-management?view=${isPhone() ? 'month' : 'week'}&date=${thursday}`);
  const columnHead = page.locator('.rbc-header').first();
  await expect(columnHead).toHaveText(/^må/);
  expect(await columnHead.evaluate((el) => getComputedStyle(el, '::first-letter').textTransform)).toBe(
    'none',
  );

  await page.goto(`/booking-management?view=agenda&date=${thursday}`);
  const dateCell = page.locator('.rbc-agenda-date-cell').first();
  await expect(dateCell).toHaveText(/^tor/);
  expect(await dateCell.evaluate((el) => getComputedStyle(el, '::first-letter').textTransform)).toBe('none');
});
