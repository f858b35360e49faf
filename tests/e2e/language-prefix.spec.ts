// Issue 22, 6.8: on a device set to English, a page opened under /sv stays Swedish — its links lead under /sv, and
// saving a form leads to the record's page under /sv, in Swedish, not to the unprefixed page in English.
import { expect, test } from '@playwright/test';
import { customerWithHorse } from './support/records';
import { signIn } from './support/session';

test('a page opened under /sv keeps /sv through links and after saving', async ({ page }) => {
  const token = await signIn(page, 'en');
  const { customerId, customerName } = await customerWithHorse(page.request, token);

  await page.goto(`/sv/customer-edit/${customerId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await page.locator('input[name=city]').fill('Uppsala');
  await page.getByRole('button', { name: 'Spara ändringar' }).click();
  await expect(page).toHaveURL(new RegExp(`/sv/customer-details/${customerId}$`));
  await expect(page.getByRole('heading', { level: 1, name: customerName })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('link', { name: 'Redigera' })).toBeVisible();

  await page.getByRole('link', { name: 'Redigera' }).click();
  await expect(page).toHaveURL(new RegExp(`/sv/customer-edit/${customerId}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');

  await page.goto('/sv/dashboard');
  await page.getByRole('link', { name: 'Hästar', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/sv\/animal-management$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hästar' })).toBeVisible();

  // The device's language is still English: an unprefixed page opened anew is in English.
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
