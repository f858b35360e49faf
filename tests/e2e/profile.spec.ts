// /profile in a real Chromium (phone at 375 px, and desktop): reached from the navigation; name and logo; the
// password change that keeps the user signed in; the sign-in email changed with the mailed code; the language;
// cancelling the account. Each test has a company of its own (the demo account is shared).
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { createCompany } from './support/company';
import { expectNoHorizontalScroll } from './support/session';
import { latestOtp } from '../support/mailbox';

const MAIL_DATA_DIR = path.resolve('.data/e2e');

/** A fresh company, signed in as the app stores a login, on /profile reached through the navigation. */
async function openProfile(page: Page) {
  const company = await createCompany(page.request);
  const login = await page.request.post('/api/v1/ferriers/login', {
    data: { email: company.email, password: company.password },
  });
  expect(login.status()).toBe(200);
  const { token, user } = ((await login.json()) as { data: { token: string; user: { ferrierId: string } } })
    .data;
  await page
    .context()
    .addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: test.info().project.use.baseURL! }]);
  await page.goto('/login');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('auth', JSON.stringify({ token: t }));
      localStorage.setItem('user', JSON.stringify(u));
      localStorage.setItem('language', 'en');
    },
    [token, user] as const,
  );
  await page.goto('/dashboard');
  // The shell shows once the guard has read the login: only then does it tell a phone (menu) from a desk.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.locator('input[name=firstName]')).toHaveValue('Berit');
  return { ...company, token, ferrierId: user.ferrierId };
}

async function pngFile(name: string) {
  const buffer = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#7a4b2a' } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

test('changes the name and the logo, and removes the logo', async ({ page }) => {
  const company = await openProfile(page);
  await expectNoHorizontalScroll(page);
  await page.locator('input[name=firstName]').fill('Birgitta');
  // A new account has no city yet, and spec 5 requires one.
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await page.locator('input[name=postPlace]').fill('Uppsala');
  await page.locator('input[name=vatNumber]').fill('SE556016068001');
  await page.getByLabel('Approved for F-tax (Godkänd för F-skatt)').check();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details are saved.')).toBeVisible();

  const profile = await page.request.get(`/api/v1/ferriers/details/${company.ferrierId}`, {
    headers: { authorization: `Bearer ${company.token}` },
  });
  expect(((await profile.json()) as { data: object }).data).toMatchObject({
    firstName: 'Birgitta',
    postPlace: 'Uppsala',
    vatNumber: 'SE556016068001',
    fTax: true,
  });

  // A wrong postal code is refused in the form, with the shared rule's message.
  await page.locator('input[name=postNumber]').fill('123');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('The postal code must be 5 digits, e.g. 123 45.')).toBeVisible();
  await page.locator('input[name=postNumber]').fill('753 20');

  const logo = page.getByRole('region', { name: 'Logo and profile picture' });
  await logo
    .locator('input[type=file]')
    .first()
    .setInputFiles(await pngFile('logo.png'));
  await expect(page.getByText('The image is saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your company logo' })).toBeVisible();
  await expect(logo.getByRole('button', { name: 'Replace' })).toBeVisible();

  await logo.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove the logo?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('The image is removed.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your company logo' })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
});

test('changes the password and stays signed in', async ({ page }) => {
  const company = await openProfile(page);
  const newPassword = 'Nytt-Hovslag-77!';
  await page.getByLabel('Current password').fill(company.password);
  await page.getByLabel('New password', { exact: true }).fill(company.password);
  await page.getByLabel('Repeat new password').fill(company.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The new password must differ from the old one.')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Your password is changed/)).toBeVisible();

  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string },
  );
  expect(stored.token).toBeTruthy();
  expect(stored.token).not.toBe(company.token);
  // The old token ended with the change; the page keeps working with the new one.
  const old = await page.request.get(`/api/v1/ferriers/details/${company.ferrierId}`, {
    headers: { authorization: `Bearer ${company.token}` },
  });
  expect(old.status()).toBe(401);
  await page.reload();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.locator('input[name=firstName]')).toHaveValue('Berit');
  const login = await page.request.post('/api/v1/ferriers/login', {
    data: { email: company.email, password: newPassword },
  });
  expect(login.status()).toBe(200);
});

test('changes the sign-in email with the code mailed to the new address', async ({ page }, info) => {
  const company = await openProfile(page);
  const newEmail = `profile-${info.project.name}-${Date.now()}@example.se`;
  await expect(page.getByText(`You log in with ${company.email}.`)).toBeVisible();
  await page.getByLabel('New sign-in email').fill(newEmail);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We have sent a 6-digit code to ${newEmail}.`, { exact: false })).toBeVisible();

  await expect
    .poll(() => latestOtp(newEmail, MAIL_DATA_DIR).catch(() => ''), { timeout: 10_000 })
    .not.toBe('');
  const otp = await latestOtp(newEmail, MAIL_DATA_DIR);
  await page.getByLabel('Code from the email').fill(otp);
  await page.getByRole('button', { name: 'Change sign-in email' }).click();
  await expect(page.getByText(`You log in with ${newEmail}.`)).toBeVisible();

  const old = await page.request.post('/api/v1/ferriers/login', {
    data: { email: company.email, password: company.password },
  });
  expect(old.status()).toBe(401);
  const renewed = await page.request.post('/api/v1/ferriers/login', {
    data: { email: newEmail, password: company.password },
  });
  expect(renewed.status()).toBe(200);
});

test('switches the language for the account', async ({ page }) => {
  const company = await openProfile(page);
  await page.getByRole('region', { name: 'Language' }).getByRole('button', { name: 'Svenska' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Person- och företagsuppgifter' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('sv');
  const details = await page.request.get(`/api/v1/ferriers/details/${company.ferrierId}`, {
    headers: { authorization: `Bearer ${company.token}` },
  });
  expect(((await details.json()) as { data: { language: string } }).data.language).toBe('sv');
  await expectNoHorizontalScroll(page);
});

test('cancels the account after the confirmation and signs out', async ({ page }) => {
  const company = await openProfile(page);
  await expect(page.getByText(/Your data is kept for 30 days/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel your account?' });
  await dialog.getByRole('button', { name: 'Keep my account' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Cancel account' }).click();
  await page.getByRole('button', { name: 'Yes, cancel my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/Your account is cancelled/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  const login = await page.request.post('/api/v1/ferriers/login', {
    data: { email: company.email, password: company.password },
  });
  expect(login.status()).toBe(403);
});
