// Takes the tutorials' screenshots from the running app, so the guides show what the product really looks like, and
// the phone-sized screens the public site shows (hero, /features).
// Start the app first (`npm start`, demo account seeded: its data is fictional), then: `npm run screenshots`
// (BASE_URL to point elsewhere, e.g. the browser tests' server: `E2E_PORT=3200 tsx tests/support/e2e-server.ts`).
// Writes public/tutorials/<locale>/<shot>.webp and public/tutorials/sizes.json (read by the Markdown renderer), and
// public/screens/<locale>/<screen>.webp, all of one size (lib/site/screens.ts).
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { SITE_SCREENS, SITE_SCREEN_SIZE, SITE_SCREEN_VIEWPORT } from '../lib/site/screens';
import { DEMO_LOGIN } from './seed/demo';

const BASE_URL = (process.env.BASE_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
const OUT_DIR = path.resolve('public', 'tutorials');
const SCREENS_DIR = path.resolve('public', 'screens');
const LOCALES = ['en', 'sv'] as const;
const VIEWPORT = { width: 1280, height: 800 };
const WIDTH = 1200;

/**
 * Shot name → path (`:animalId` is the demo account's first horse, `:journalId` its signed journal, `:invoiceId` its
 * sent invoice). Guest screens are taken signed out.
 */
const GUEST_SHOTS = { 'company-signup': '/company-signup', login: '/login' } as const;
const SIGNED_IN_SHOTS = {
  dashboard: '/dashboard',
  'customer-management': '/customer-management',
  'customer-add': '/customer-add',
  'animal-add': '/animal-add',
  'animal-details': '/animal-details/:animalId',
  'inventory-management': '/inventory-management',
  'inventory-add': '/inventory-add',
  'inventory-service-add': '/inventory-service-add',
  'journal-add': '/journal-add?animalId=:animalId',
  'journal-details': '/journal-details/:journalId',
  'invoice-management': '/invoice-management',
  'invoice-details': '/invoice-details/:invoiceId',
} as const;

async function apiLogin(): Promise<{ token: string; user: unknown }> {
  const res = await fetch(`${BASE_URL}/api/v1/ferriers/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  if (!res.ok)
    throw new Error(
      `Demo login failed (${res.status}): is the app running at ${BASE_URL} with the demo data?`,
    );
  return ((await res.json()) as { data: { token: string; user: unknown } }).data;
}

async function firstAnimalId(token: string): Promise<string> {
  const res = await fetch(`${BASE_URL}/api/v1/animals/list?sort=nextVisit`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { data: { id: string }[] };
  const id = body.data[0]?.id;
  if (!id) throw new Error('The demo account has no horses.');
  return id;
}

/** The id of the demo account's first record in a list (`path` with its filter) that `pick` accepts. */
async function firstId<T extends { id: string }>(
  token: string,
  path: string,
  pick: (row: T) => boolean = () => true,
): Promise<string> {
  const res = await fetch(`${BASE_URL}/api/v1/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: T[] };
  const id = body.data.find(pick)?.id;
  if (!id)
    throw new Error(`The demo account has nothing in ${path}: seed it again (scripts/seed/demo-records.ts).`);
  return id;
}

async function settle(page: Page, url: string) {
  await page.goto(`${BASE_URL}${url}`, { waitUntil: 'networkidle' });
  // Lists and details load after the first paint; wait until no skeleton or spinner is left.
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], .animate-pulse, [role="progressbar"]'),
    null,
    {
      timeout: 15_000,
    },
  );
}

async function shoot(
  page: Page,
  url: string,
  file: string,
  sizes: Record<string, object>,
  publicPath: string,
) {
  await settle(page, url);
  const png = await page.screenshot({ type: 'png' });
  const { data, info } = await sharp(png)
    .resize({ width: WIDTH })
    .webp({ quality: 78 })
    .toBuffer({ resolveWithObject: true });
  await writeFile(file, data);
  sizes[publicPath] = { width: info.width, height: info.height };
}

/** The site's screens: a phone's viewport at twice the pixels, reduced to one fixed size (sharp on small screens). */
async function shootSiteScreens(
  browser: Browser,
  locale: (typeof LOCALES)[number],
  login: { token: string; user: unknown; animalId: string },
) {
  const dir = path.join(SCREENS_DIR, locale);
  await mkdir(dir, { recursive: true });
  const context = await browser.newContext({
    viewport: SITE_SCREEN_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: locale === 'sv' ? 'sv-SE' : 'en-GB',
  });
  await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: BASE_URL }]);
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/login`);
  await page.evaluate(
    ([lang, t, u]) => {
      localStorage.setItem('language', lang);
      localStorage.setItem('auth', JSON.stringify({ token: t }));
      localStorage.setItem('user', JSON.stringify(u));
    },
    [locale, login.token, login.user] as const,
  );
  for (const name of SITE_SCREENS) {
    const url = `/${name === 'animal-details' ? `animal-details/${login.animalId}` : name}`;
    await settle(page, url);
    const png = await page.screenshot({ type: 'png' });
    const data = await sharp(png)
      .resize({ ...SITE_SCREEN_SIZE, fit: 'cover', position: 'top' })
      .webp({ quality: 75 })
      .toBuffer();
    await writeFile(path.join(dir, `${name}.webp`), data);
  }
  await context.close();
}

async function main() {
  const { token, user } = await apiLogin();
  const animalId = await firstAnimalId(token);
  const ids: Record<string, string> = {
    animalId,
    journalId: await firstId<{ id: string; status: string }>(
      token,
      'journals/list',
      (j) => j.status === 'signed',
    ),
    invoiceId: await firstId<{ id: string; status: string }>(
      token,
      'invoices/list',
      (i) => i.status === 'sent',
    ),
  };
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser = await chromium.launch({ executablePath });
  const sizes: Record<string, object> = {};

  try {
    for (const locale of LOCALES) {
      const dir = path.join(OUT_DIR, locale);
      await mkdir(dir, { recursive: true });
      const context = await browser.newContext({
        viewport: VIEWPORT,
        locale: locale === 'sv' ? 'sv-SE' : 'en-GB',
      });
      await context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: BASE_URL }]);
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/login`);
      await page.evaluate((lang) => localStorage.setItem('language', lang), locale);

      for (const [name, url] of Object.entries(GUEST_SHOTS)) {
        await shoot(page, url, path.join(dir, `${name}.webp`), sizes, `/tutorials/${locale}/${name}.webp`);
      }
      await page.evaluate(
        ([t, u]) => {
          localStorage.setItem('auth', JSON.stringify({ token: t }));
          localStorage.setItem('user', JSON.stringify(u));
        },
        [token, user] as const,
      );
      for (const [name, url] of Object.entries(SIGNED_IN_SHOTS)) {
        const target = url.replace(/:(\w+)/g, (_, key: string) => ids[key] ?? `:${key}`);
        await shoot(page, target, path.join(dir, `${name}.webp`), sizes, `/tutorials/${locale}/${name}.webp`);
      }
      await context.close();
      await shootSiteScreens(browser, locale, { token, user, animalId });
      console.log(
        `[screenshots] ${locale}: ${Object.keys(GUEST_SHOTS).length + Object.keys(SIGNED_IN_SHOTS).length} screens`,
      );
    }
  } finally {
    await browser.close();
  }
  await writeFile(path.join(OUT_DIR, 'sizes.json'), `${JSON.stringify(sizes, null, 2)}\n`);
  console.log(`[screenshots] written to ${path.relative(process.cwd(), OUT_DIR)}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
