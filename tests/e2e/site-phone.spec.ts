// The public site's rough edges on a phone (issue 12) and what spec 2 asks of every screen, checked at 375 px in a
// real Chromium: the header keeps "Log in" on one line, the promo banner stays one compact row, Esc closes the menu,
// the contact form keeps a draft through a reload, service workers are unregistered and the view starts at the top
// after a path change, Swedish posts have Swedish addresses (the old ones redirect), and sign-up links to the terms.
import { expect, test, type Page } from '@playwright/test';
import { PROMO } from '@/lib/plans';
import { expectNoHorizontalScroll } from './support/session';

const PHONE = { width: 375, height: 812 };

/** How many lines the element's text takes (one rect per line box). */
function lineCount(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
}

for (const [locale, path, login, bannerName] of [
  ['en', '/', 'Log in', 'Early-bird offer'],
  ['sv', '/sv', 'Logga in', 'Lanseringserbjudande'],
] as const) {
  test(`${locale}: at 375 px the header keeps "${login}" on one line and the promo banner is one compact row`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    const loginLink = page.locator('header').getByRole('link', { name: login, exact: true });
    await expect(loginLink).toBeVisible();
    expect(await lineCount(page, `header a[href$="/login"]`)).toBe(1);

    const banner = page.getByRole('complementary', { name: bannerName });
    await expect(banner).toBeVisible();
    const box = (await banner.boundingBox())!;
    // Was 105 px of an 812 px screen: now the 44 px buttons and a little padding.
    expect(box.height).toBeLessThanOrEqual(60);
    // "37 %" never breaks between the number and its sign.
    expect(await banner.textContent()).toContain(`${PROMO.percentOff}\u00a0%`);
    await expectNoHorizontalScroll(page);
  });
}

test('Esc closes the phone menu and gives the focus back to the menu button', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/sv/prices');
  const button = page.locator('header summary');
  const menu = page.locator('header details nav');
  await button.click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link').first().focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(page.locator('header details')).not.toHaveAttribute('open');
});

test('the contact form keeps a draft through a reload, and sending it clears the draft', async ({
  page,
}, info) => {
  const marker = `draft-${info.project.name}-${Date.now()}`;
  await page.goto('/contact-us');
  await page.getByLabel('Name', { exact: true }).fill('Karin Sjöström');
  await page.getByLabel('Message', { exact: true }).fill(`Can I move my customers from Excel? ${marker}`);
  // Saved after the 500 ms debounce under a visitor's `form_` key.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('form_contact-us'))).toContain(marker);

  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Karin Sjöström');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
    `Can I move my customers from Excel? ${marker}`,
  );

  await page.getByLabel('Email', { exact: true }).fill('karin@example.se');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('main').getByRole('status')).toContainText('Thank you for your message!');
  expect(await page.evaluate(() => localStorage.getItem('form_contact-us'))).toBeNull();
});

test('the book-demo form keeps a draft through a reload', async ({ page }) => {
  await page.goto('/sv/book-demo');
  await page.getByLabel('Namn', { exact: true }).fill('Elin Ström');
  await page.getByLabel('Yrke', { exact: true }).selectOption('saddle_fitter');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('form_book-demo')))
    .toContain('saddle_fitter');
  await page.reload();
  await expect(page.getByLabel('Namn', { exact: true })).toHaveValue('Elin Ström');
  await expect(page.getByLabel('Yrke', { exact: true })).toHaveValue('saddle_fitter');
});

test('a public page unregisters service workers at start-up and starts at the top after a path change', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const calls = { unregistered: 0 };
    Object.assign(window, { swCalls: calls });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistrations: async () => [
          {
            unregister: async () => {
              calls.unregistered++;
              return true;
            },
          },
        ],
      },
    });
  });
  await page.goto('/features');
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { swCalls: { unregistered: number } }).swCalls.unregistered),
    )
    .toBe(1);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.locator('footer').getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('Swedish posts and tutorials have Swedish addresses; the old English ones under /sv redirect', async ({
  page,
  request,
}) => {
  for (const [old, swedish, heading] of [
    ['/sv/blog/planning-shoeing-intervals', '/sv/blog/planera-skoningsintervall', /Skoningsintervall/],
    ['/sv/tutorials/get-started', '/sv/tutorials/kom-igang-med-hovbook', /Kom igång med Hovbook/],
    [
      '/sv/nyheter/fortnox-integration-live',
      '/sv/nyheter/fakturering-med-fortnox-det-har-bygger-vi',
      /Fakturering med Fortnox/,
    ],
  ] as const) {
    const redirect = await request.get(old, { maxRedirects: 0 });
    expect(redirect.status(), old).toBe(308);
    expect(new URL(redirect.headers().location!, 'http://x').pathname, old).toBe(swedish);

    const response = await page.goto(swedish);
    expect(response?.status(), swedish).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  // hreflang names each language's own address.
  await page.goto('/sv/blog/planera-skoningsintervall');
  await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute(
    'href',
    /\/blog\/planning-shoeing-intervals$/,
  );
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    /\/sv\/blog\/planera-skoningsintervall$/,
  );
  // The list links to the Swedish addresses.
  await page.goto('/sv/tutorials');
  await expect(page.locator('main a[href="/sv/tutorials/kom-igang-med-hovbook"]')).toHaveCount(1);
  // The English post is where it was, and its renamed news post's old address leads to the new one.
  expect((await request.get('/blog/planning-shoeing-intervals', { maxRedirects: 0 })).status()).toBe(200);
  const renamed = await request.get('/nyheter/fortnox-integration-live', { maxRedirects: 0 });
  expect(renamed.status()).toBe(308);
  expect(renamed.headers().location).toMatch(/\/nyheter\/invoicing-with-fortnox-what-we-are-building$/);
});

test('sign-up links to the terms and the privacy policy', async ({ page }) => {
  await page.goto('/company-signup');
  const form = page.locator('form');
  await expect(form.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
    'href',
    /\/terms-conditions$/,
  );
  await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    /\/privacy-policy$/,
  );
  await page.goto('/sv/company-signup');
  await expect(page.locator('form').getByRole('link', { name: 'allmänna villkor' })).toBeVisible();
  await expect(page.locator('form').getByRole('link', { name: 'integritetspolicy' })).toBeVisible();
});

test('the home hero and /features show real screens of the app, sized for a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const path of ['/', '/sv/features']) {
    await page.goto(path);
    const screen = page.locator('main img[src*="screens"]:visible').first();
    await screen.scrollIntoViewIfNeeded();
    await expect(screen).toBeVisible();
    await expect(screen).toHaveAttribute('alt', /.{20,}/);
    // next/image picks a resized file for the phone, never the stored original.
    await expect
      .poll(() => screen.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/_next\/image\?url=.*w=(256|384|640|750)\b/);
    expect(await screen.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  // Under /features' short lead the hero's picture would be a phone's largest paint: there it waits for wider screens.
  await page.goto('/features');
  await expect(page.locator('main section').first().locator('img')).toBeHidden();
});
