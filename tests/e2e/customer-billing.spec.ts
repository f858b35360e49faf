// Issue 22, 6.5, in a real Chromium at phone and desktop sizes: a new customer's billing address follows the address
// from the start ("Same as the address" ticked), so a first save with only the address works; typing a billing
// field of its own unticks it; and empty billing fields are all three flagged — the billing address too — or, while
// they follow the address, the address fields they follow.
import { expect, test, type Page } from '@playwright/test';
import { uniqueWord } from './support/records';
import { expectNoHorizontalScroll, signIn } from './support/session';

const input = (page: Page, name: string) => page.locator(`input[name=${name}]`);

test('a first save needs only the address; the billing address follows it', async ({ page }) => {
  await signIn(page);
  const lastName = uniqueWord('Fakturasson');
  await page.goto('/customer-add');
  const same = page.getByLabel('Same as the address');
  await expect(same).toBeChecked();
  await input(page, 'firstName').fill('Greta');
  await input(page, 'lastName').fill(lastName);
  await input(page, 'address').fill('Kvarngatan 7');
  await input(page, 'postalCode').fill('75320');
  await input(page, 'city').fill('Uppsala');
  await expect(input(page, 'billingAddress')).toHaveValue('Kvarngatan 7');
  await expect(input(page, 'billingCity')).toHaveValue('Uppsala');
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Add customer' }).click();

  await expect(page).toHaveURL(/\/customer-details\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Greta ${lastName}` })).toBeVisible();
  await expect(page.getByText('753 20 Uppsala')).toHaveCount(2); // the address and the billing address
});

test('empty billing fields are all flagged, the billing address too', async ({ page }) => {
  await signIn(page);
  await page.goto('/customer-add');
  await input(page, 'firstName').fill('Greta');

  // Following the address: what is missing is flagged where it can be typed, and on the billing fields.
  await page.getByRole('button', { name: 'Add customer' }).click();
  for (const name of ['address', 'postalCode', 'city', 'billingAddress', 'billingPostalCode', 'billingCity'])
    await expect(input(page, name), name).toHaveAttribute('aria-invalid', 'true');
  await expect(input(page, 'address')).toBeFocused();

  // A billing address of its own: typing one unticks the switch; the other two billing fields are still required.
  await input(page, 'billingAddress').fill('Box 12');
  await expect(page.getByLabel('Same as the address')).not.toBeChecked();
  await expect(input(page, 'address')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(input(page, 'billingAddress')).not.toHaveAttribute('aria-invalid', 'true');
  await input(page, 'billingAddress').fill('');
  await page.getByRole('button', { name: 'Add customer' }).click();
  for (const name of ['billingAddress', 'billingPostalCode', 'billingCity'])
    await expect(input(page, name), name).toHaveAttribute('aria-invalid', 'true');
  await expect(input(page, 'billingAddress')).toBeFocused();
  await expect(page).toHaveURL(/\/customer-add$/);
});
