// The account journey in a real Chromium at phone and desktop sizes: sign up → code from the mailbox →
// verify (which signs in) → dashboard → log out → log in again; the guards; the demo login; language.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll } from './support/session';
import { latestOtp } from '../support/mailbox';

const MAIL_DATA_DIR = path.resolve('.data/e2e');
const PASSWORD = 'Hovslag-E2e-1!';

/** Log out from the sidebar (desktop) or from the menu sheet (phones). */
async function logOut(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Log out' }).click();
}

test('sign up, verify with the mailed code and land signed in on the dashboard, log out, log in', async ({
  page,
}, info) => {
  const email = `e2e-${info.project.name}-${Date.now()}@example.se`;
  await page.goto('/company-signup');
  await expectNoHorizontalScroll(page);
  await page.locator('input[name=firstName]').fill('Åsa');
  await page.locator('input[name=lastName]').fill("D'Ahl");
  await page.locator('input[name=organizationName]').fill("D'Ahls Hovslageri");
  await page.locator('input[name=organizationNumber]').fill('811228-9874');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=phone]').fill('070-123 45 67');
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/verification\?email=/);
  const otp = await expect
    .poll(() => latestOtp(email, MAIL_DATA_DIR).catch(() => ''), { timeout: 10_000 })
    .not.toBe('')
    .then(() => latestOtp(email, MAIL_DATA_DIR));
  await page.locator('input[name=otp]').fill(otp);
  await page.getByRole('button', { name: 'Verify email' }).click();

  // Verifying signs in: no second login.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Åsa/ })).toBeVisible();
  await expect(page.getByText("D'Ahls Hovslageri")).toBeVisible();
  await expect(page.getByText(/Your free trial runs until/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string },
  );
  expect(stored.token).toBeTruthy();

  await logOut(page);
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();

  // The old token is dead on the server too.
  const res = await page.request.get(`/api/v1/ferriers/details/00000000-0000-4000-8000-000000000000`, {
    headers: { authorization: `Bearer ${stored.token}` },
  });
  expect(res.status()).toBe(401);

  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('shows field errors from the shared rules before calling the API', async ({ page }) => {
  await page.goto('/company-signup');
  await page.locator('input[name=firstName]').fill('Anna2');
  await page.locator('input[name=organizationNumber]').fill('556016-0681');
  await page.locator('input[name=password]').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('Use letters only (spaces, hyphens and apostrophes are allowed).').first(),
  ).toBeVisible();
  await expect(page.getByText(/Enter a valid organisation number/)).toBeVisible();
  await expect(page.getByText(/The password needs at least 8 characters/)).toBeVisible();
  await expect(page).toHaveURL(/\/company-signup$/);
});

test('the demo account logs in; a wrong password is refused', async ({ page }) => {
  await page.goto('/login');
  await page.locator('input[name=email]').fill('demo@hovbook.se');
  await page.locator('input[name=password]').fill('Wrong-password-1!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Wrong email or password.')).toBeVisible();

  await page.locator('input[name=password]').fill('Hovslag-2026!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Erik/ })).toBeVisible();

  // Guest-only guard: a signed-in user who opens /login lands on the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a session ended elsewhere: "Session expired" toast, then /login', async ({ page }) => {
  const login = await page.request.post('/api/v1/ferriers/login', {
    data: { email: 'demo@hovbook.se', password: 'Hovslag-2026!' },
  });
  const { token, user } = ((await login.json()) as { data: { token: string; user: object } }).data;
  await page.goto('/login');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('auth', JSON.stringify({ token: t }));
      localStorage.setItem('user', JSON.stringify(u));
    },
    [token, user] as const,
  );
  await page.goto('/dashboard');
  await expect(page.getByText('Lindqvist Hovslageri AB')).toBeVisible();

  // The token dies on the server (as after a password reset); the next authenticated call ends the session.
  await page.request.post('/api/v1/ferriers/logout', { headers: { authorization: `Bearer ${token}` } });
  await page.reload();
  await expect(page.getByText('Session expired. Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});

test('protected guard: no token, or an unparsable stored value, replaces to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await page.evaluate(() => localStorage.setItem('auth', '{not json'));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  // replace, not push: going back does not return to the dashboard
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(3);
});

test('the language switch turns the screens Swedish and is remembered', async ({ page }) => {
  await page.goto('/login');
  await page
    .getByRole('button', { name: /Svenska|SV/i })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('sv');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
});

test('public pages, the API reference and unknown paths answer', async ({ page, request }) => {
  for (const url of ['/', '/login', '/company-signup', '/forgot-password', '/verification', '/api/docs']) {
    expect((await request.get(url)).status(), url).toBe(200);
  }
  expect((await request.get('/no-such-page')).status()).toBe(404);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading')).toBeVisible();
});
