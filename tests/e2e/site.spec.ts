// The public site in a real Chromium at phone and desktop sizes: every page answers in English and Swedish without
// console errors and without sideways scrolling; the stored language is in the first HTML; internal links all
// resolve; the sitemap lists every page; structured data is present; the promo code copies and stays hidden once
// dismissed; axe finds no violations on the key pages.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mailsTo } from '../support/mailbox';
import { expectNoHorizontalScroll } from './support/session';
import path from 'node:path';
import { PROMO } from '@/lib/plans';
import { SITE_PAGES } from '@/lib/site/pages';
import { localePath } from '@/lib/site/urls';

const ORIGIN = 'https://hovbook.se';
/** Where the e2e server writes its mail (no SMTP there), and the company inbox the forms mail to. */
const MAIL_DATA_DIR = path.resolve('.data/e2e');
const INBOX = 'hej@hovbook.se';

/** The inbox mails that contain `text` (each test sends a unique text). */
async function inboxMailsWith(text: string) {
  return (await mailsTo(INBOX, MAIL_DATA_DIR)).filter((mail) => mail.text.includes(text));
}

/** Collects console errors and uncaught exceptions of a page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const locale of ['en', 'sv'] as const) {
  test(`every public page answers in ${locale} with one h1, no console error and no sideways scroll`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    for (const { path } of SITE_PAGES) {
      const url = localePath(locale, path);
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('h1'), url).toHaveCount(1);
      // Next writes the home page's canonical without the trailing slash: the same URL, so compare parsed.
      const href = async (selector: string) =>
        new URL((await page.locator(selector).getAttribute('href'))!).href;
      expect(await href('link[rel=canonical]'), url).toBe(`${ORIGIN}${url}`);
      expect(await href('link[rel=alternate][hreflang=sv]'), url).toBe(`${ORIGIN}${localePath('sv', path)}`);
      expect(await href('link[rel=alternate][hreflang=en]'), url).toBe(`${ORIGIN}${path}`);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        /\/og\/(en|sv)\/.+\.png$/,
      );
      await expectNoHorizontalScroll(page);
    }
    expect(errors).toEqual([]);
  });
}

// The server listens on 127.0.0.1; Next must still take the language rewrite as its own and serve it in-process.
// A rewrite to another origin is proxied over HTTP: an extra hop per page that dropped requests under load.
test('an unprefixed page is rewritten inside the server, never proxied', async ({ request }) => {
  for (const [path, target] of [
    ['/prices', '/en/prices'],
    ['/', '/en'],
    ['/dashboard', '/en/dashboard'],
  ]) {
    const res = await request.get(path!, { maxRedirects: 0 });
    expect(res.status(), path).toBe(200);
    expect(res.headers()['x-middleware-rewrite'], path).toBe(target);
  }
});

test('the stored language is in the first HTML of an unprefixed page, and the switch changes it', async ({
  page,
}) => {
  const swedish = await page.request.get('/prices', { headers: { Cookie: 'NEXT_LOCALE=sv' } });
  const html = await swedish.text();
  expect(html).toContain('<html lang="sv"');
  expect(html).toContain('Två paket. Ingen uppsägningstid.');

  await page.goto('/prices');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Svenska' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Två paket. Ingen uppsägningstid.');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('sv');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('where cookies are refused, a stored language does not reload the page in a loop, and the switch still works', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'cookie', { get: () => '', set: () => undefined });
    localStorage.setItem('language', 'sv');
  });
  let loads = 0;
  page.on('load', () => loads++);
  // The app's screens check the stored language at start-up (the public pages do not).
  await page.goto('/login');
  await page.waitForTimeout(1500);
  expect(loads).toBe(1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/prices');
  await page.getByRole('button', { name: 'Svenska' }).click();
  await expect(page).toHaveURL(/\/sv\/prices$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Två paket. Ingen uppsägningstid.');
});

test('a crawl of the internal links from both home pages finds no broken link or image', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the links are the same at every size');
  // Every page of the site in both languages, one after the other: the limit grows with the site (news, tutorials).
  test.setTimeout(240_000);
  const seen = new Set<string>();
  const queue = ['/', '/sv'];
  const broken: string[] = [];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    // The links and images are in the server's HTML: no need to wait for the page's scripts.
    const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
    if (!response || response.status() >= 400) {
      broken.push(`${url} → ${response?.status()}`);
      continue;
    }
    // Only the public site is crawled further; links into the app (login, sign-up) just have to answer.
    if (['/login', '/company-signup'].some((p) => url === p || url === `/sv${p}`)) continue;
    const { links, images } = await page.evaluate(() => ({
      links: [...document.querySelectorAll('a[href^="/"]')].map(
        (a) => a.getAttribute('href')!.split('#')[0]!,
      ),
      images: [...document.querySelectorAll('img')].map((img) => img.getAttribute('src')!),
    }));
    for (const link of links) if (link && !seen.has(link)) queue.push(link);
    for (const src of images) {
      if (seen.has(src)) continue;
      seen.add(src);
      const image = await page.request.get(src);
      if (image.status() >= 400) broken.push(`${src} (image on ${url}) → ${image.status()}`);
    }
  }
  expect(broken).toEqual([]);
  // Both languages of every page were reached.
  for (const { path } of SITE_PAGES) {
    expect(seen.has(path), path).toBe(true);
    expect(seen.has(localePath('sv', path)), localePath('sv', path)).toBe(true);
  }
});

test('the sitemap lists every public page in both languages and robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { path } of SITE_PAGES) {
    expect(sitemap).toContain(`<loc>${ORIGIN}${path}</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}${localePath('sv', path)}</loc>`);
  }
  expect(sitemap).toContain(`<loc>${ORIGIN}/blog/planning-shoeing-intervals</loc>`);
  expect(sitemap).toContain(`<loc>${ORIGIN}/sv/nyheter/fakturering-med-fortnox-det-har-bygger-vi</loc>`);
  expect(sitemap).toContain(`<loc>${ORIGIN}/sv/blog/planera-skoningsintervall</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  expect(robots).toContain('Disallow: /dashboard');
});

test('structured data: offers on /prices, FAQPage on /faq, Article on a post; OpenGraph images render', async ({
  page,
  request,
}) => {
  const jsonLd = async (url: string) => {
    await page.goto(url);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  };
  const prices = (await jsonLd('/prices')).find((d) => d['@type'] === 'SoftwareApplication')!;
  const offers = prices.offers as { price: number; priceCurrency: string }[];
  expect(offers.length).toBe(4);
  expect(offers.every((o) => o.priceCurrency === 'SEK' && o.price > 0)).toBe(true);

  const faq = (await jsonLd('/faq')).find((d) => d['@type'] === 'FAQPage')!;
  expect((faq.mainEntity as unknown[]).length).toBeGreaterThanOrEqual(10);

  const post = (await jsonLd('/sv/blog/moms-pa-hovslagarfakturan')).find((d) => d['@type'] === 'Article')!;
  expect(post.inLanguage).toBe('sv');
  expect(post.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  const image = await request.get('/og/sv/prices.png');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});

test('the promo code copies with a confirmation; hiding the banner is remembered', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Early-bird offer' });
  await expect(banner).toContainText(PROMO.code);
  await expect(banner).toContainText(`${PROMO.percentOff} %`);
  await banner.getByRole('button', { name: 'Copy code' }).click();
  await expect(banner.getByRole('status')).toHaveText('Code copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(PROMO.code);

  await banner.getByRole('button', { name: 'Hide the offer' }).click();
  await expect(banner).toBeHidden();
  await page.goto('/prices');
  await expect(page.getByRole('complementary', { name: 'Early-bird offer' })).toBeHidden();
});

test('the trial button leads to sign-up, and an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/prices');
  await page.getByRole('link', { name: 'Start 7-day free trial — no card' }).first().click();
  await expect(page).toHaveURL(/\/company-signup$/);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('a first visit fetches no other route until a link shows intent, then that route', async ({ page }) => {
  // Route data (RSC) and route code: what an eager prefetch of every link in view fetched after load.
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('_rsc')) fetched.push(url.pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);

  await page.getByRole('link', { name: 'Start 7-day free trial — no card' }).first().hover();
  await expect.poll(() => fetched).toContain('/company-signup');
  expect(new Set(fetched)).toEqual(new Set(['/company-signup']));
  await page.getByRole('link', { name: 'Start 7-day free trial — no card' }).first().click();
  await expect(page).toHaveURL(/\/company-signup$/);
});

for (const path of ['/', '/prices', '/contact-us']) {
  test(`axe finds no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}

test('the contact form refuses a message under 10 characters, then sends a real one to the inbox', async ({
  page,
}, info) => {
  const marker = `e2e-${info.project.name}-${Date.now()}`;
  await page.goto('/contact-us');
  await page.getByLabel('Name', { exact: true }).fill('Karin Sjöström');
  await page.getByLabel('Email', { exact: true }).fill('karin@example.se');
  await page.getByLabel('Message', { exact: true }).fill('Hej där');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('The message needs at least 10 characters.')).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Message', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Message', { exact: true }).fill(`Do you support donkeys and mules too? ${marker}`);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('main').getByRole('status')).toContainText('Thank you for your message!');
  await expect(page.locator('main').getByRole('status')).toContainText('karin@example.se');
  await expect.poll(async () => (await inboxMailsWith(marker)).length, { timeout: 10_000 }).toBe(1);
  await expectNoHorizontalScroll(page);
});

test("the contact form shows the spec's failure message when the server fails, and keeps the text", async ({
  page,
}) => {
  await page.route('**/api/v1/contact/send', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/sv/contact-us');
  await page.getByLabel('Namn', { exact: true }).fill('Per Holmgren');
  await page.getByLabel('E-post', { exact: true }).fill('per@example.se');
  await page.getByLabel('Meddelande', { exact: true }).fill('Kan jag flytta mina kunder från Excel?');
  await page.getByRole('button', { name: 'Skicka meddelandet' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText('Något gick fel, försök igen');
  await expect(page.getByLabel('Meddelande', { exact: true })).toHaveValue(
    'Kan jag flytta mina kunder från Excel?',
  );
});

test('a demo request is sent to the inbox with the chosen profession', async ({ page }, info) => {
  const marker = `e2e-demo-${info.project.name}-${Date.now()}`;
  await page.goto('/book-demo');
  await page.getByRole('button', { name: 'Request a demo' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Elin Ström');
  await page.getByLabel('Email', { exact: true }).fill('elin@example.se');
  await page.getByLabel('Profession', { exact: true }).selectOption('saddle_fitter');
  await page.getByLabel('Anything we should know? (optional)', { exact: true }).fill(marker);
  await page.getByRole('button', { name: 'Request a demo' }).click();
  await expect(page.locator('main').getByRole('status')).toContainText('Thank you — we will be in touch!');
  await expect.poll(async () => (await inboxMailsWith(marker)).length, { timeout: 10_000 }).toBe(1);
});
