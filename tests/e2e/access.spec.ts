// A refused call is not a lost session (README "Who may call what"): a 403 FORBIDDEN shows "not allowed" where the
// screen shows its errors and the user stays signed in; a session that really ended (401) still says "Session
// expired" and goes to /login.
import { expect, test } from '@playwright/test';
import { createCompany } from './support/company';
import { signIn } from './support/session';
import { addStaff, setRole } from './support/staff';

const EXPIRED = 'Session expired. Redirecting to login...';

test('a call the role may not make says "not allowed", and the user stays signed in', async ({ page }) => {
  const company = await createCompany(page.request);
  await signIn(page, 'en', company);
  await page.goto('/profile');
  const leadTime = page.locator('select[name=reminderLeadHours]');
  await expect(leadTime).toBeVisible();

  // Made staff elsewhere while signed in (as the staff screens will allow): this screen still offers the owner's
  // reminder setting, and the server refuses it.
  await setRole(company, 'staff');
  await leadTime.selectOption('48');
  await page.getByRole('button', { name: 'Save reminders' }).click();
  await expect(page.getByText('You are not allowed to do this.')).toBeVisible();
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).not.toBeNull();

  // Still signed in: the screen loads again with the same session, the setting as it was.
  await page.reload();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(leadTime).toHaveValue('24');
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
});

test('a staff member’s session ended elsewhere (the owner cancelled the account) still says "Session expired"', async ({
  page,
}) => {
  const company = await createCompany(page.request);
  const staff = await addStaff(company);
  await signIn(page, 'en', staff);
  await page.goto('/dashboard');
  await expect(page.getByText('Eks Hovslageri')).toBeVisible();

  const owner = await page.request.post('/api/v1/ferriers/login', { data: company });
  const { token, user } = ((await owner.json()) as { data: { token: string; user: { ferrierId: string } } })
    .data;
  const cancelled = await page.request.delete(`/api/v1/ferriers/delete/${user.ferrierId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(cancelled.status()).toBe(200);

  await page.reload();
  await expect(page.getByText(EXPIRED)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});
