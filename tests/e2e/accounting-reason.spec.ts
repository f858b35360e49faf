// Why an invoice did not reach Fortnox, on its page in a real Chromium at phone (375 px) and desktop sizes (issue
// 24): the reason in the user's language, Fortnox's own words quoted in it untranslated. The failure is written to
// the database as a sync would leave it (the browser suite's server has no Fortnox; the API tests run the sync).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { withE2eDatabase } from './support/database';
import { isoDay } from './support/dates';
import { apiPost, customerWithHorse } from './support/records';
import { expectNoHorizontalScroll, signIn } from './support/session';

/** A registered invoice whose sync Fortnox refused with "Ogiltigt datum.". */
async function refusedInvoice(request: APIRequestContext, token: string): Promise<string> {
  const { customerId } = await customerWithHorse(request, token);
  const invoice = await apiPost(request, token, 'invoices/create', {
    customerId,
    invoiceDate: isoDay(0),
    lines: [{ kind: 'other', name: 'Verkning', quantity: 1, pricePerUnit: 650, vat: 25, unit: 1 }],
  });
  const registered = await request.put(`/api/v1/invoices/update-status/${invoice.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status: 'registered' },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const failure = { code: 'refused', status: 400, fortnox: 'Ogiltigt datum.' };
  await withE2eDatabase(
    (sql) => sql`
      update invoices
      set accounting_state = 'failed', accounting_error = 'Fortnox (HTTP 400): Ogiltigt datum.',
          accounting_failure = ${sql.json(failure)}
      where id = ${invoice.id}`,
  );
  return invoice.id;
}

const REASONS = {
  sv: 'Fortnox tog inte emot fakturan. Svar från Fortnox: ”Ogiltigt datum.”',
  en: 'Fortnox did not accept the invoice. Fortnox’s answer: “Ogiltigt datum.”',
};

for (const language of ['sv', 'en'] as const) {
  test(`the invoice's page says why Fortnox did not take it, in ${language}`, async ({ page, request }) => {
    const token = await signIn(page, language);
    // A request context of its own: the page's may hold a socket the server is closing after the page's first load.
    const id = await refusedInvoice(request, token);
    await page.goto(`/invoice-details/${id}`);
    await expect(page.getByText(REASONS[language], { exact: true })).toBeVisible({ timeout: 30_000 });
    await expectNoHorizontalScroll(page);
  });
}
