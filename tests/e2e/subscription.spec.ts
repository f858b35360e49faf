// The subscription while billing is off (issue 26), at phone (375 px) and desktop sizes, in both languages: a new
// account's dashboard and profile show the trial with its days left, and the profile says plans cannot be bought in
// the app yet rather than offering a chooser that leads nowhere. After the trial with no plan the account is
// read-only: a banner on every page, its things still shown, a new one refused with the reason; on Base a Pro feature
// (signing a journal) shows locked with the way up.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createCompany } from './support/company';
import { withE2eDatabase } from './support/database';
import { expectNoHorizontalScroll, signIn } from './support/session';

test('a trial account sees its days left on the dashboard and its plan on the profile', async ({ page }) => {
  const company = await createCompany(page.request);
  await signIn(page, 'en', company);
  await page.goto('/dashboard');
  await expect(page.getByTestId('trial-days-left')).toHaveText('7 days left.');

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Subscription' });
  await expect(section.getByTestId('subscription-plan')).toHaveText('Free trial (every feature)');
  await expect(section).toContainText('7 days left');
  await expect(section).toContainText('Plans cannot be bought in the app yet.');
  await expectNoHorizontalScroll(page);
});

test('in Swedish: provperioden med dagarna kvar, och att paket inte kan köpas ännu', async ({ page }) => {
  await signIn(page, 'sv', await createCompany(page.request));
  await page.goto('/dashboard');
  await expect(page.getByTestId('trial-days-left')).toHaveText('7 dagar kvar.');
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Abonnemang' });
  await expect(section.getByTestId('subscription-plan')).toHaveText(
    'Kostnadsfri provperiod (alla funktioner)',
  );
  await expect(section).toContainText('7 dagar kvar');
  await expect(section).toContainText('Paket kan inte köpas i appen ännu.');
  await expectNoHorizontalScroll(page);
});

/** Ends the company's trial, and gives it a plan as an operator (`npm run plan:set`) or Stripe's webhook would. */
const endTrial = (email: string, plan?: 'base') =>
  withE2eDatabase(async (sql) => {
    const [account] = await sql<{ id: string }[]>`
      update ferriers set trial_ends_at = now() - interval '1 day' where email = ${email} returning id`;
    if (plan)
      await sql`insert into subscriptions (ferrier_id, plan, status, interval, price_ore)
                values (${account!.id}, ${plan}, 'active', 'month', 29900)`;
  });

for (const c of [
  {
    language: 'en',
    banner: 'Your trial has ended: the account is read-only.',
    refused: /^Your trial has ended, so the account is read-only/,
    save: 'Add customer',
    plan: 'None — the trial has ended, the account is read-only',
  },
  {
    language: 'sv',
    banner: 'Provperioden har slutat: kontot är skrivskyddat.',
    refused: /^Din provperiod har slutat, så kontot är skrivskyddat/,
    save: 'Lägg till kund',
    plan: 'Inget — provperioden har slutat, kontot är skrivskyddat',
  },
] as const) {
  test(`after the trial with no plan the account is read-only (${c.language})`, async ({ page }) => {
    const company = await createCompany(page.request);
    await endTrial(company.email);
    await signIn(page, c.language, company);
    await page.goto('/customer-management');
    const banner = page.getByTestId('read-only-banner');
    await expect(banner).toContainText(c.banner);
    await expect(banner.getByRole('link')).toHaveAttribute('href', /\/profile#subscription$/);
    await expectNoHorizontalScroll(page);

    await page.goto('/customer-add');
    await page.locator('input[name=firstName]').fill('Greta');
    await page.locator('input[name=lastName]').fill('Ek');
    await page.locator('input[name=phone]').fill('0701234567');
    await page.locator('input[name=email]').fill('greta.ek@example.se');
    await page.locator('input[name=address]').fill('Stallvägen 3');
    await page.locator('input[name=postalCode]').fill('74192');
    await page.locator('input[name=city]').fill('Knivsta');
    await page.getByRole('button', { name: c.save, exact: true }).click();
    await expect(page.getByText(c.refused).first()).toBeVisible();
    await expect(page).toHaveURL(/\/customer-add/);

    await page.goto('/profile#subscription');
    await expect(page.getByTestId('subscription-plan')).toHaveText(c.plan);
  });
}

test('on Base, signing a journal shows as Pro with the way to upgrade', async ({ page }) => {
  const company = await createCompany(page.request);
  await endTrial(company.email, 'base');
  await signIn(page, 'en', company);
  await page.goto('/journal-add');
  const lock = page.getByTestId('pro-lock-journalSignatures');
  await expect(lock).toContainText('“Journal with signatures and history” is part of Pro.');
  await expect(lock.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
    'href',
    /\/profile#subscription$/,
  );
  await expect(page.getByRole('button', { name: 'Save and sign' })).toHaveCount(0);
  await expect(page.getByTestId('read-only-banner')).toHaveCount(0);
  await expectNoHorizontalScroll(page);
});

test('a read-only account’s owner downloads all its data as one file', async ({ page }) => {
  const company = await createCompany(page.request);
  await endTrial(company.email);
  await signIn(page, 'sv', company);
  await page.goto('/profile#data-export');
  const section = page.getByRole('region', { name: 'Dina uppgifter' });
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Ladda ner alla uppgifter (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^hovbook-\d{4}-\d\d-\d\d\.json$/);
  const text = await readFile((await file.path())!, 'utf8');
  const data = JSON.parse(text) as { company: { email: string }; tables: Record<string, unknown[]> };
  expect(data.company.email).toBe(company.email);
  expect(Object.keys(data.tables)).toEqual(expect.arrayContaining(['customers', 'journals', 'invoices']));
  await expectNoHorizontalScroll(page);
});
