// The mobile wrapper's token refresh (spec 4 and 8; lib/client/mobile-wrapper.ts) against a simulated host: React
// Native's WebView injects window.ReactNativeWebView, and the host answers TOKEN_REFRESH_REQUEST by writing a fresh
// token into local storage 'auth'. Here an init script plays that host with real tokens from the real server. A
// session failure (401) asks the host once, polls every 150 ms for up to 15 s, and retries each failed call once with
// the new token; calls failing meanwhile wait for the same refresh. A refused call (403 FORBIDDEN) asks for nothing,
// and so does a background call (the unpaid-invoice check): it goes only on a session the screens' calls have
// confirmed, and its own 401 is neither retried nor reported to the host. Playwright's clock makes the 150 ms, the
// 15 s and the check's 5 minutes pass without waiting for them.
import { expect, test, type Page } from '@playwright/test';
import { todayInStockholm } from '../../lib/time-zone';
import { createCompany } from './support/company';
import { signIn } from './support/session';
import { setRole } from './support/staff';

type HostMessage = { type: string; reason?: string; at: number };
type Sent = { method: string; path: string; token: string | null; at: number };
type Host = { messages: HostMessage[]; sent: Sent[] };

const EXPIRED = 'Session expired. Redirecting to login...';
const UNPAID_CHECK = 'invoices/check-all-unpaid-invoices';
/** The check's period (UNPAID_CHECK_INTERVAL_MS of components/invoices/unpaid-invoice-check.tsx). */
const UNPAID_CHECK_EVERY_MS = 5 * 60 * 1000;

/**
 * The host app: it records what the page posts to it and, asked for a token, writes `fresh` into local storage
 * (`delayMs` later, on the page's clock; never when `fresh` is null). It also notes every API call the page sends, with
 * its token and the page's time.
 */
async function simulateHost(page: Page, { fresh, delayMs = 0 }: { fresh: string | null; delayMs?: number }) {
  await page.addInitScript(
    ({ fresh, delayMs }) => {
      const host: Host = { messages: [], sent: [] };
      (window as unknown as { host: Host }).host = host;
      window.ReactNativeWebView = {
        postMessage(text: string) {
          const message = { ...(JSON.parse(text) as { type: string }), at: Date.now() };
          host.messages.push(message);
          if (message.type !== 'TOKEN_REFRESH_REQUEST' || fresh === null) return;
          const write = () => localStorage.setItem('auth', JSON.stringify({ token: fresh }));
          if (delayMs) setTimeout(write, delayMs);
          else write();
        },
      };
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (url.pathname.startsWith('/api/v1/')) {
          const authorization = new Headers(init?.headers).get('authorization');
          host.sent.push({
            method: init?.method ?? 'GET',
            path: url.pathname.slice('/api/v1/'.length),
            token: authorization ? authorization.replace(/^Bearer /, '') : null,
            at: Date.now(),
          });
        }
        return send(input, init);
      };
    },
    { fresh, delayMs },
  );
}

/**
 * The page's clock, from today at 10 or 11 in Stockholm: the hour the tests jump stays within today, so the
 * dashboard keeps asking for the same day's visits (from a run near midnight, the jump started another day's query).
 */
const installDaytimeClock = (page: Page) =>
  page.clock.install({ time: new Date(`${todayInStockholm()}T09:00:00Z`) });

const hostState = (page: Page) => page.evaluate(() => (window as unknown as { host: Host }).host);
const asked = async (page: Page) =>
  (await hostState(page)).messages.filter((m) => m.type === 'TOKEN_REFRESH_REQUEST');

async function login(page: Page, who: { email: string; password: string }): Promise<string> {
  const res = await page.request.post('/api/v1/ferriers/login', { data: who });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function logout(page: Page, token: string) {
  const res = await page.request.post('/api/v1/ferriers/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
}

test('a 401 asks the host once for a token; the calls that failed meanwhile are retried with it', async ({
  page,
}) => {
  const company = await createCompany(page.request);
  const fresh = await login(page, company);
  await simulateHost(page, { fresh, delayMs: 300 });
  const stale = await signIn(page, 'en', company);
  await logout(page, stale);

  // The dashboard asks for several things at once, each refused with the ended session.
  await page.goto('/dashboard');
  await expect(page.getByText('Eks Hovslageri')).toBeVisible();
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);

  const { messages, sent } = await hostState(page);
  expect(messages.map((m) => m.type)).toEqual(['TOKEN_REFRESH_REQUEST']);
  const failed = sent.filter((s) => s.token === stale).map((s) => s.path);
  expect(new Set(failed).size, JSON.stringify(sent)).toBeGreaterThanOrEqual(2);
  expect(new Set(failed).size, 'each failed call was sent once with the old token').toBe(failed.length);
  for (const path of failed)
    expect(
      sent.some((s) => s.token === fresh && s.path === path),
      `${path} retried`,
    ).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBe(JSON.stringify({ token: fresh }));
});

test('each failed call is retried once: a token the server refuses again is not asked for twice', async ({
  page,
}) => {
  const company = await createCompany(page.request);
  const dead = await login(page, company);
  await logout(page, dead);
  await simulateHost(page, { fresh: dead });
  const stale = await signIn(page, 'en', company);
  await logout(page, stale);

  await page.goto('/dashboard');
  await expect(page.getByText('Your account details could not be loaded.')).toBeVisible();
  const { messages, sent } = await hostState(page);
  expect(messages.map((m) => m.type)).toEqual(['TOKEN_REFRESH_REQUEST']);
  const paths = [...new Set(sent.map((s) => s.path))];
  for (const path of paths)
    expect(
      sent.filter((s) => s.path === path).map((s) => s.token),
      path,
    ).toEqual([stale, dead]);
  // Inside the wrapper the host app decides what follows, not the page.
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
});

/**
 * The dashboard, loaded with a working session; then the clock stops an hour later (the screens' data is stale by
 * then), the session ends on the server, and the user comes back to the app: every screen part asks again at once.
 */
async function returnAfterTheSessionEnded(page: Page, company: { email: string; password: string }) {
  const token = await signIn(page, 'en', company);
  await page.goto('/dashboard');
  await expect(page.getByText('Eks Hovslageri')).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60 * 60 * 1000);
  await logout(page, token);
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(async () => (await asked(page)).length).toBe(1);
  return token;
}

test('the host is polled every 150 ms: the retry goes at the first poll after the token is there', async ({
  page,
}) => {
  await installDaytimeClock(page);
  const company = await createCompany(page.request);
  const fresh = await login(page, company);
  await simulateHost(page, { fresh, delayMs: 1000 });
  const stale = await returnAfterTheSessionEnded(page, company);
  const [request] = await asked(page);
  const retries = async () => (await hostState(page)).sent.filter((s) => s.token === fresh);

  // The token arrives 1 s after the request; the polls come at 150, 300, … 900 and then 1,050 ms.
  await page.clock.runFor(1000);
  expect(await retries()).toEqual([]);
  await page.clock.runFor(49);
  expect(await retries()).toEqual([]);
  await page.clock.runFor(1);
  // Every call that failed is retried, each once, all at that poll (a failure answered later finds the token there).
  const failed = (await hostState(page)).sent.filter((s) => s.token === stale && s.at >= request!.at);
  expect(failed.length).toBeGreaterThanOrEqual(2);
  await expect
    .poll(async () => (await retries()).map((s) => s.path).sort())
    .toEqual(failed.map((s) => s.path).sort());
  for (const retry of await retries()) expect(retry.at - request!.at).toBe(1050);
  expect((await asked(page)).length).toBe(1);
});

test('no token within 15 s: "token refresh timeout", and the host is told the refresh failed', async ({
  page,
}) => {
  await installDaytimeClock(page);
  const company = await createCompany(page.request);
  await simulateHost(page, { fresh: null });
  await returnAfterTheSessionEnded(page, company);
  const [request] = await asked(page);
  const sentBefore = (await hostState(page)).sent.length;

  await page.clock.runFor(14_999);
  expect((await hostState(page)).messages.map((m) => m.type)).toEqual(['TOKEN_REFRESH_REQUEST']);
  await page.clock.runFor(1);
  await expect
    .poll(async () => (await hostState(page)).messages.slice(1))
    .toEqual([{ type: 'TOKEN_REFRESH_FAILED', reason: 'token refresh timeout', at: request!.at + 15_000 }]);
  // The failed calls end with that error, sent no further (the screen keeps what it showed).
  await page.clock.runFor(1_000);
  expect((await hostState(page)).sent.length).toBe(sentBefore);
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
});

test('a call the role may not make (403 FORBIDDEN) asks the host for nothing', async ({ page }) => {
  const company = await createCompany(page.request);
  await simulateHost(page, { fresh: 'never-asked-for' });
  await signIn(page, 'en', company);
  await page.goto('/profile');
  const leadTime = page.locator('select[name=reminderLeadHours]');
  await expect(leadTime).toBeVisible();

  await setRole(company, 'staff');
  await leadTime.selectOption('48');
  await page.getByRole('button', { name: 'Save reminders' }).click();
  await expect(page.getByText('You are not allowed to do this.')).toBeVisible();
  const { messages, sent } = await hostState(page);
  expect(messages).toEqual([]);
  expect(sent.filter((s) => s.method === 'PUT').map((s) => s.path)).toEqual([
    expect.stringMatching(/^ferriers\/update\//),
  ]);
});

test('a background call’s 401 asks the host for nothing and is not retried; the next screen call refreshes', async ({
  page,
}) => {
  await installDaytimeClock(page);
  const company = await createCompany(page.request);
  const fresh = await login(page, company);
  await simulateHost(page, { fresh });
  const stale = await signIn(page, 'en', company);
  const entered = page.waitForResponse((res) => res.url().endsWith(`/api/v1/${UNPAID_CHECK}`));
  await page.goto('/dashboard');
  await expect(page.getByText('Eks Hovslageri')).toBeVisible();
  expect((await entered).status()).toBe(200);

  // The session ends on the server; five minutes on, the check runs again, alone, and meets the 401.
  await logout(page, stale);
  const refused = page.waitForResponse((res) => res.url().endsWith(`/api/v1/${UNPAID_CHECK}`));
  await page.clock.runFor(UNPAID_CHECK_EVERY_MS);
  expect((await refused).status()).toBe(401);
  // Longer than the host's whole refresh window: nothing more comes of it.
  await page.clock.runFor(16_000);
  const { messages, sent } = await hostState(page);
  expect(messages).toEqual([]);
  expect(sent.map((s) => [s.path, s.token]).filter(([path]) => path === UNPAID_CHECK)).toEqual([
    [UNPAID_CHECK, stale],
    [UNPAID_CHECK, stale],
  ]);
  expect(sent.some((s) => s.token !== stale)).toBe(false);
  await expect(page.getByText(EXPIRED)).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The user comes back to the screen: its calls meet the 401, ask the host once and are retried with the token.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(async () => (await asked(page)).length).toBe(1);
  await page.clock.runFor(150);
  await expect
    .poll(async () => (await hostState(page)).sent.filter((s) => s.token === fresh).length)
    .toBeGreaterThanOrEqual(1);
  expect((await asked(page)).length).toBe(1);
});
