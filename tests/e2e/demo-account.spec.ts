// Issue 22, 7: the demo account opens on a working week — Today lists the day's visits at their stables, the due
// horses left unbooked wait under "Due and not booked" (the booked ones not), and the calendar holds the coming days.
import { expect, test } from '@playwright/test';
import { isoDay } from './support/dates';
import { expectNoHorizontalScroll, signIn } from './support/session';

test('the demo account shows visits today, horses to book and bookings in the calendar', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  const places = page.getByRole('list', { name: "Today's visits by place" });
  await expect(places.getByRole('link', { name: 'Kanel' })).toBeVisible();
  await expect(places.getByRole('link', { name: 'Saga' })).toBeVisible();
  const due = page.getByRole('list', { name: 'Horses due and not booked' });
  await expect(due).toContainText('Bamse');
  await expect(due).toContainText('Blixten');
  await expect(due).not.toContainText('Kanel');
  await expectNoHorizontalScroll(page);

  await page.goto(`/booking-management?view=agenda&date=${isoDay(0)}`);
  await expect(page.getByRole('link', { name: /Karin Sjöström.*Diamant/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Lars Öberg.*Mr Kronos, Lill-Greta/ })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
