// /calendar-sync in a real Chromium at phone (375 px) and desktop sizes, for a company of the test's own: reached from
// the menu, the feed address is shown and copied (the clipboard holds it), a calendar fetching it gets text/calendar
// and the page then says when, and axe finds nothing to fault; in Swedish, "make a new address" warns first, keeping
// the address when declined and replacing it when confirmed — the old address then answers 404, the new one the feed.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createCompany } from './support/company';
import { expectNoHorizontalScroll, signIn } from './support/session';

const FEED_URL = /^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/icalendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/;

/** The address field's value once the page has it (exact: the loading placeholder's label contains the words). */
async function feedUrl(page: Page, label: string): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveValue(FEED_URL);
  return field.inputValue();
}

test('the menu leads to the feed address; Copy puts it on the clipboard, and a calendar gets the feed', async ({
  page,
  context,
}) => {
  await signIn(page, 'en', await createCompany(page.request));
  await page.goto('/dashboard');
  if (test.info().project.name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Calendar sync' }).click();
  await expect(page).toHaveURL(/\/calendar-sync$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar sync' })).toBeVisible();
  const url = await feedUrl(page, 'Your calendar address');
  await expect(page.getByText('No calendar has fetched it yet.')).toBeVisible();
  await expectNoHorizontalScroll(page);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('The address is copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*X-WR-CALNAME:Hovbook – Eks Hovslageri\r\n/);

  await page.reload();
  await expect(page.getByText(/^Last fetched by a calendar: /)).toBeVisible();
  await page.getByRole('heading', { name: 'Apple Calendar on iPhone' }).click();
  await expect(page.getByText('Paste the address, tap “Find” and then “Save”.')).toBeVisible();
  await expectNoHorizontalScroll(page);
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
});

test('in Swedish: a new address only after the warning; the old one stops working, the new one works', async ({
  page,
}) => {
  await signIn(page, 'sv', await createCompany(page.request));
  await page.goto('/calendar-sync');
  await expect(page.getByRole('heading', { level: 1, name: 'Kalendersynk' })).toBeVisible();
  const old = await feedUrl(page, 'Din kalenderadress');

  await page.getByRole('button', { name: 'Skapa ny adress' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Skapa en ny kalenderadress?' });
  await expect(dialog).toContainText('Kalendrar som prenumererar på den uppdateras inte längre');
  await expectNoHorizontalScroll(page);
  await dialog.getByRole('button', { name: 'Behåll den nuvarande' }).click();
  await expect(dialog).toBeHidden();
  expect(await feedUrl(page, 'Din kalenderadress')).toBe(old);

  await page.getByRole('button', { name: 'Skapa ny adress' }).click();
  await dialog.getByRole('button', { name: 'Skapa ny adress' }).click();
  await expect(page.getByText('Ny adress skapad. Prenumerera på den i dina kalendrar.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Din kalenderadress', { exact: true })).not.toHaveValue(old);
  const renewed = await feedUrl(page, 'Din kalenderadress');

  expect((await page.request.get(old)).status()).toBe(404);
  const feed = await page.request.get(renewed);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');

  await page.getByRole('heading', { name: 'Google Kalender' }).click();
  await expect(page.getByText('Välj + bredvid ”Andra kalendrar” och sedan ”Från webbadress”.')).toBeVisible();
  await expectNoHorizontalScroll(page);
});
