// Buying a plan with billing on (issue 26), at phone (375 px) and desktop sizes, in both languages, on the billing
// server (a fake Stripe in its process: tests/support/e2e-billing-server.ts): a trial account chooses Pro on its
// profile, pays on the (fake) Stripe page, comes back to an active plan, and reaches the customer portal. Webhooks
// reach the server's own /api/webhooks/stripe, signed.
import { expect, test } from '@playwright/test';
import { startBillingServer, type BillingServer } from './support/billing-server';
import { createCompany } from './support/company';
import { expectNoHorizontalScroll, signIn } from './support/session';

let server: BillingServer;

test.beforeAll(async ({}, info) => {
  info.setTimeout(180_000);
  // One server per project (they run one after the other); a port of the project's own.
  server = await startBillingServer(info.project.name === 'phone' ? 3103 : 3102);
});
test.afterAll(async () => {
  await server?.stop();
});

const cases = [
  {
    language: 'en',
    region: 'Subscription',
    choose: 'Choose Pro',
    done: 'Thank you! Your plan is active.',
    active: 'Pro, 449,00 kr per month excl. VAT — active.',
    manage: 'Manage payment',
    tableFailed: 'Could not load the pricing table.',
  },
  {
    language: 'sv',
    region: 'Abonnemang',
    choose: 'Välj Pro',
    done: 'Tack! Ditt paket är aktivt.',
    active: 'Pro, 449,00 kr per månad exkl. moms — aktivt.',
    manage: 'Hantera betalning',
    tableFailed: 'Det gick inte att läsa in prisöversikten.',
  },
] as const;

for (const c of cases) {
  test(`a trial account chooses Pro, pays on Stripe's page and comes back to an active plan (${c.language})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const company = await createCompany(page.request, { mailDir: server.dataDir, server: server.url });
    await signIn(page, c.language, company, server.url);
    // Stripe's script is out of reach on a test machine; refused at once rather than left to a DNS timeout.
    await page.route('https://js.stripe.com/**', (route) => route.abort());
    const profile = await page.goto(`${server.url}/profile#subscription`);
    // Stripe's pricing table may draw in its frame on the profile, and only there.
    expect(profile?.headers()['content-security-policy']).toContain("frame-src 'self' https://js.stripe.com");
    const section = page.getByRole('region', { name: c.region });
    await expect(section.getByTestId('pricing-table-error')).toHaveText(c.tableFailed);
    await expect(section.getByTestId('plan-chooser')).toBeVisible();
    await expectNoHorizontalScroll(page);

    await section.getByRole('button', { name: c.choose }).click();
    await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
    await expect(page.getByText('price_pro_month')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(new RegExp(`^${server.url}/profile`));
    await expect(page.getByText(c.done)).toBeVisible();
    await expect(section).toContainText(c.active);
    // Told once: the way back is checked once, however often the profile renders before the address is cleaned.
    await expect(page.getByText(c.done)).toHaveCount(1);
    await expect(section.getByTestId('plan-chooser')).toHaveCount(0);
    await expect(page).not.toHaveURL(/checkout=/);

    await section.getByRole('button', { name: c.manage }).click();
    await expect(page.getByRole('heading', { name: 'Fake Stripe Billing Portal' })).toBeVisible();
    await page.getByRole('link', { name: 'Return' }).click();
    await expect(section).toContainText(c.active);
    await expectNoHorizontalScroll(page);
  });
}
