// The inbox in a real Chromium at phone (375 px) and desktop sizes, for a company of the test's own: reached from the
// menu, a message written to a customer (picked by search) shows in their conversation with the note that answers go
// to the company's email, and its mail reaches the test server's mail folder with the company's Reply-To.
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { mailsTo } from '../support/mailbox';
import { createCompany } from './support/company';
import { apiPost, uniqueWord } from './support/records';
import { expectNoHorizontalScroll, signIn, storedDraft } from './support/session';

const DATA_DIR = path.resolve('.data/e2e');

test('write to a customer: the message in the thread, the mail sent with Reply-To the company', async ({
  page,
}) => {
  test.slow();
  const company = await createCompany(page.request);
  const login = await page.request.post('/api/v1/ferriers/login', {
    data: { email: company.email, password: company.password },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const lastName = uniqueWord('Brevsson');
  const email = `inbox-${randomUUID()}@example.se`;
  await apiPost(page.request, token, 'customers/create', {
    firstName: 'Hanna',
    lastName,
    email,
    phone: '070-123 45 67',
    address: 'Hagvägen 4',
    postalCode: '74192',
    city: 'Knivsta',
    billingAddress: 'Hagvägen 4',
    billingPostalCode: '74192',
    billingCity: 'Knivsta',
  });

  await signIn(page, 'en', company);
  await page.goto('/dashboard');
  if (test.info().project.name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Inbox' }).click();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.getByText('No messages yet.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'New message' }).click();
  await page.getByRole('button', { name: /^Customer/ }).click();
  await page.getByRole('combobox', { name: 'Search customers' }).fill(lastName);
  await page.getByRole('option', { name: new RegExp(lastName) }).click();
  await expect(
    page.getByText('When they reply, the answer goes to your company', { exact: false }),
  ).toBeVisible();
  await page.getByLabel('Message', { exact: true }).fill('The shoes are ready, see you on Friday.');
  await expectNoHorizontalScroll(page);

  // A message half written survives a reload, as on every form: its draft brings back the customer and the text.
  await expect.poll(() => storedDraft(page, 'inbox-compose')).toContain('see you on Friday');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page.getByRole('button', { name: 'New message' }).click();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
    'The shoes are ready, see you on Friday.',
  );
  await expect(
    page.getByText('When they reply, the answer goes to your company', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent.')).toBeVisible();

  const thread = page.getByTestId('thread-messages');
  await expect(thread).toContainText('The shoes are ready, see you on Friday.');
  await expect(thread).toContainText(/Emailed|Being emailed/);
  await expectNoHorizontalScroll(page);

  await expect.poll(async () => (await mailsTo(email, DATA_DIR)).length, { timeout: 30_000 }).toBe(1);
  const [mail] = await mailsTo(email, DATA_DIR);
  // A long header is folded onto the next line (RFC 5322): unfolded before it is read.
  const headers = mail!.raw.replace(/\r?\n[ \t]+/g, ' ');
  expect(headers).toMatch(new RegExp(`^Reply-To: .*${company.email.replace(/[.+]/g, '\\$&')}`, 'im'));
  expect(mail!.text).toContain('The shoes are ready, see you on Friday.');
});
