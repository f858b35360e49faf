// What the browser tests share: signing the demo user in as the app stores a session, and the phone-width check.
import { expect, test, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@hovbook.se', password: 'Hovslag-2026!' };

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Logs the demo user (or `as`, e.g. a company of the test's own) in through the API and stores the session and
 * language as the app does; returns the token. The language cookie is set before the first page loads, so that page
 * already renders in that language and the start-up check (stored language ≠ page language → reload) has nothing to
 * do while the test navigates on.
 */
export async function signIn(
  page: Page,
  language: 'en' | 'sv' = 'en',
  as: { email: string; password: string } = DEMO,
  /** Another server than the project's (the billing server, whose specs override baseURL). */
  server?: string,
): Promise<string> {
  const baseURL = server ?? test.info().project.use.baseURL!;
  const login = await page.request.post(`${baseURL}/api/v1/ferriers/login`, { data: as });
  expect(login.status()).toBe(200);
  const { token, user } = ((await login.json()) as { data: { token: string; user: object } }).data;
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: language, url: baseURL }]);
  await page.goto(`${baseURL}/login`);
  await page.evaluate(
    ([t, u, lang]) => {
      localStorage.setItem('auth', JSON.stringify({ token: t }));
      localStorage.setItem('user', JSON.stringify(u));
      localStorage.setItem('language', lang);
    },
    [token, user, language] as const,
  );
  return token;
}

/** The signed-in user's stored draft of a form (drafts are kept per user: `form_u:<userId>:<form>`), or null. */
export function storedDraft(page: Page, form: string): Promise<string | null> {
  return page.evaluate((name) => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { id?: string };
    return user.id ? localStorage.getItem(`form_u:${user.id}:${name}`) : null;
  }, form);
}
