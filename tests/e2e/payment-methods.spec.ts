// The profile's payment methods in a real Chromium at phone (375 px) and desktop sizes, for a company of its own: a
// bankgiro with a wrong check digit is refused with the rule's message, the right one is saved and still there after
// a reload, written as Bankgirot writes it; a Swedbank account shows its bank while typed and is checked the same way;
// a half-typed number survives a reload as a draft; the Swedish screen speaks Swedish, and a whole account pasted as
// banks print it fills both of its fields.
import { expect, test, type Page } from '@playwright/test';
import { createCompany } from './support/company';
import { expectNoHorizontalScroll, signIn, storedDraft } from './support/session';

const field = (page: Page, name: string) => page.locator(`input[name=${name}]`);

test('a wrong bankgiro check digit is refused; the right number is saved and still there after a reload', async ({
  page,
}) => {
  await signIn(page, 'en', await createCompany(page.request));
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Payment methods' });
  await expect(section).toBeVisible();
  await expect(field(page, 'bankgiro')).toHaveValue('');
  await expectNoHorizontalScroll(page);

  await field(page, 'bankgiro').fill('5050-1056');
  await page.getByRole('button', { name: 'Save payment methods' }).click();
  await expect(
    section.getByText('This bankgiro number does not exist: its last digit (the check digit)'),
  ).toBeVisible();
  await expect(field(page, 'bankgiro')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'bankgiro')).toBeFocused();
  await expectNoHorizontalScroll(page);

  await field(page, 'bankgiro').fill('5050-1055');
  await page.getByRole('button', { name: 'Save payment methods' }).click();
  await expect(page.getByText('Payment methods saved.')).toBeVisible();
  const summary = section.getByRole('definition');
  await expect(summary.filter({ hasText: '5050-1055' })).toBeVisible();
  expect(await storedDraft(page, 'payment-methods')).toBeNull();

  await page.reload();
  await expect(field(page, 'bankgiro')).toHaveValue('5050-1055');
  await expect(section.getByText('This bankgiro number does not exist')).toBeHidden();
  await expect(summary.filter({ hasText: '5050-1055' })).toBeVisible();
  await expectNoHorizontalScroll(page);

  // A Swedbank account: the bank is named while the clearing number is typed, and the account's check digit counts.
  await field(page, 'bankClearing').fill('8327-9');
  await expect(section.getByText('Bank: Swedbank')).toBeVisible();
  await field(page, 'bankAccount').fill('123 456 789-0');
  await page.getByRole('button', { name: 'Save payment methods' }).click();
  await expect(section.getByText('This account number does not exist at this bank')).toBeVisible();
  await field(page, 'bankAccount').fill('123 456 789-7');
  // Half-typed Swish: kept as a draft over a reload.
  await field(page, 'swishNumber').fill('123 456 78 90');
  await expect.poll(() => storedDraft(page, 'payment-methods')).toContain('123 456 78 90');
  await page.reload();
  await expect(page.getByText('We filled in what you had typed last time.')).toBeVisible();
  await expect(field(page, 'swishNumber')).toHaveValue('123 456 78 90');
  await expect(field(page, 'bankAccount')).toHaveValue('123 456 789-7');
  await page.getByRole('button', { name: 'Save payment methods' }).click();
  await expect(page.getByText('Payment methods saved.')).toBeVisible();
  await expect(summary.filter({ hasText: '8327-9, 123 456 789-7 (Swedbank)' })).toBeVisible();
  await expect(summary.filter({ hasText: '123 456 78 90' })).toBeVisible();

  // Removing a method: an emptied field is saved as nothing.
  await field(page, 'swishNumber').fill('');
  await page.getByRole('button', { name: 'Save payment methods' }).click();
  await expect(summary.filter({ hasText: '123 456 78 90' })).toBeHidden();
  await page.reload();
  await expect(field(page, 'swishNumber')).toHaveValue('');
  await expect(field(page, 'bankClearing')).toHaveValue('8327-9');
  await expect(page.getByText('We filled in what you had typed last time.')).toBeHidden();
  await expectNoHorizontalScroll(page);
});

test('the payment methods speak Swedish', async ({ page }) => {
  await signIn(page, 'sv', await createCompany(page.request));
  await page.goto('/sv/profile');
  const section = page.getByRole('region', { name: 'Betalningssätt' });
  await expect(section).toBeVisible();
  await field(page, 'plusgiro').fill('90 20 03-4');
  await field(page, 'bankClearing').fill('9000');
  await field(page, 'bankAccount').fill('123 456-7');
  await page.getByRole('button', { name: 'Spara betalningssätt' }).click();
  await expect(
    section.getByText('Plusgironumret finns inte – den sista siffran (kontrollsiffran)'),
  ).toBeVisible();
  await expect(section.getByText('Ingen svensk bank använder det här clearingnumret.')).toBeVisible();
  await field(page, 'plusgiro').fill('90 20 03-3');
  // A whole account pasted as banks print it fills both fields.
  await field(page, 'bankClearing').fill('');
  await field(page, 'bankClearing').evaluate((input) => {
    const data = new DataTransfer();
    data.setData('text', '3300, 811228-9874');
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  await expect(field(page, 'bankClearing')).toHaveValue('3300');
  await expect(field(page, 'bankAccount')).toHaveValue('811228-9874');
  await expect(section.getByText('Bank: Nordea')).toBeVisible();
  await page.getByRole('button', { name: 'Spara betalningssätt' }).click();
  await expect(page.getByText('Betalningssätten är sparade.')).toBeVisible();
  const summary = section.getByRole('definition');
  await expect(summary.filter({ hasText: '90 20 03-3' })).toBeVisible();
  await expect(summary.filter({ hasText: '3300, 811228-9874 (Nordea)' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
