// The query cache (issue 10, point 5) in a real Chromium at phone and desktop sizes: a list visited before shows
// its rows at once on the next visit (no skeleton, no spinner); a write shows up in the list without a reload; and
// the cache belongs to one login — after signing out, another company signing in on the same tab sees none of the
// first company's rows, not even for a moment.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createCompany } from './support/company';
import { expectNoHorizontalScroll, signIn } from './support/session';

/** The table (desktop) and the cards (phones) are both in the page; only one of them is shown. */
const shown = (locator: Locator) => locator.filter({ visible: true });

/** The main navigation's link to an area: the sidebar on desktop, the bottom tab bar on phones. */
const navLink = (page: Page, name: string) => shown(page.getByRole('link', { name, exact: true })).first();

/** What counts as a loading placeholder in the screen's area: a skeleton, a spinner, rows dimmed while loading. */
const PLACEHOLDER = '[role="status"], [aria-busy="true"]';

/**
 * From now on, records whether anything matching `selector`, or any of `texts`, ever appears in <main> — even for a
 * single frame — and answers what did.
 */
async function watchMain(page: Page, { selector, texts = [] }: { selector?: string; texts?: string[] }) {
  await page.evaluate(
    ({ selector, texts }) => {
      const w = window as unknown as { __watch?: MutationObserver; __seen?: Set<string> };
      w.__watch?.disconnect();
      const seen = new Set<string>();
      const check = () => {
        const main = document.querySelector('main');
        if (!main) return;
        if (selector && main.querySelector(selector)) seen.add(selector);
        for (const text of texts) if (main.textContent?.includes(text)) seen.add(text);
      };
      check();
      w.__seen = seen;
      w.__watch = new MutationObserver(check);
      w.__watch.observe(document.documentElement, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      });
    },
    { selector, texts },
  );
  return () => page.evaluate(() => [...((window as unknown as { __seen?: Set<string> }).__seen ?? [])]);
}

/** Letters only (the name rule), sorting before every demo customer's last name. */
function earlyLastName(): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `Abel${letters.join('')}`;
}

test('a list visited before shows its rows at once on the next visit', async ({ page }) => {
  await signIn(page);
  const lists = [
    { nav: 'Customers', path: /\/customer-management/, row: /Anna Berg/ },
    { nav: 'Horses', path: /\/animal-management/, row: /Kanel/ },
    { nav: 'Inventory', path: /\/inventory-management/, row: /Stålsko bak/ },
  ];
  // The dashboard shows some of the same names (owners, horses, low stock): a row counts once the list's own page is
  // there, so a slow navigation is never taken for a visit.
  const arrive = async (list: (typeof lists)[number]) => {
    await expect(page).toHaveURL(list.path);
    await expect(
      shown(page.locator('main').locator('tr, li').filter({ hasText: list.row })).first(),
    ).toBeVisible();
  };
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your horses' })).toBeVisible();

  // The first visits, through the navigation.
  for (const list of lists) {
    await navLink(page, list.nav).click();
    await arrive(list);
  }
  await navLink(page, 'Dashboard').click();
  await expect(page.getByRole('heading', { name: 'Your horses' })).toBeVisible();
  await expect(page.locator(`main ${PLACEHOLDER}`)).toHaveCount(0);

  // The second visits: the rows are there at once, with no loading placeholder on the way.
  for (const list of lists) {
    const placeholders = await watchMain(page, { selector: PLACEHOLDER });
    await navLink(page, list.nav).click();
    await arrive(list);
    expect(await placeholders(), list.nav).toEqual([]);
    await expectNoHorizontalScroll(page);
  }
});

test('a new customer and a deactivation show up in the list without a reload', async ({ page }) => {
  await signIn(page);
  const lastName = earlyLastName();
  const name = `Abbe ${lastName}`;
  // A table row (desktop) or a card (phones): the name links to the customer, the status is beside it.
  const row = shown(page.locator('main').locator('tr, li').filter({ hasText: lastName }));

  await page.goto('/customer-management');
  await expect(shown(page.getByRole('link', { name: /Anna Berg/ })).first()).toBeVisible();
  // A mark on this document: it is still there at the end only if the page was never loaded again.
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));

  await page.getByRole('link', { name: 'Add customer' }).first().click();
  await page.locator('input[name=firstName]').fill('Abbe');
  await page.locator('input[name=lastName]').fill(lastName);
  await page.locator('input[name=billingAddress]').fill('Stallvägen 3');
  await page.locator('input[name=billingPostalCode]').fill('74192');
  await page.locator('input[name=billingCity]').fill('Knivsta');
  await page.getByRole('button', { name: 'Add customer' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Back in the list seen before: the new customer is in it (first by name), active.
  await page.getByRole('link', { name: 'All customers' }).click();
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Active');
  await expect(row).not.toContainText('Inactive');

  // Deactivated on its page: the list says so.
  await row.getByRole('link', { name: new RegExp(lastName) }).click();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page
    .getByRole('alertdialog', { name: `Deactivate ${name}?` })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();
  await page.getByRole('link', { name: 'All customers' }).click();
  await expect(row).toContainText('Inactive');

  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});

test('after signing out, another company signing in on the same tab sees none of the first one’s rows', async ({
  page,
}) => {
  const other = await createCompany(page.request);
  await signIn(page);
  await page.goto('/customer-management');
  await expect(shown(page.getByRole('link', { name: /Anna Berg/ })).first()).toBeVisible();
  await navLink(page, 'Horses').click();
  await expect(shown(page.getByRole('link', { name: /Kanel/ })).first()).toBeVisible();
  await navLink(page, 'Dashboard').click();
  await expect(page.getByText('Lindqvist Hovslageri AB')).toBeVisible();

  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // From here on, not one frame may show the first company's data.
  const leaked = await watchMain(page, { texts: ['Anna Berg', 'Kanel', 'Lindqvist Hovslageri AB'] });
  await page.locator('input[name=email]').fill(other.email);
  await page.locator('input[name=password]').fill(other.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Eks Hovslageri')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No horses here yet' })).toBeVisible();
  await navLink(page, 'Customers').click();
  await expect(page.getByRole('heading', { name: 'No customers yet' })).toBeVisible();
  await navLink(page, 'Horses').click();
  await expect(page.getByRole('heading', { name: 'No horses yet' })).toBeVisible();
  expect(await leaked()).toEqual([]);
});
