// /template-management in a real Chromium at phone (375 px) and desktop sizes, for a company of the test's own, which
// starts with the five everyday templates: reached from the menu; a template is made a favourite (it moves first and
// stays so after a reload), one is edited (name and aftercare, saved and shown), one is deleted after the question.
import { expect, test } from '@playwright/test';
import { createCompany } from './support/company';
import { expectNoHorizontalScroll, signIn } from './support/session';

test('favourite a template, edit one and delete one', async ({ page }) => {
  // Three screens and six saves: more than one default timeout on a busy machine.
  test.slow();
  await signIn(page, 'en', await createCompany(page.request));
  await page.goto('/dashboard');
  if (test.info().project.name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/\/template-management$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Journal templates' })).toBeVisible();
  const cards = page.getByTestId('template-card');
  await expect(cards).toHaveCount(5);
  await expectNoHorizontalScroll(page);

  // Use starts a journal from the template.
  const abscess = cards.filter({ hasText: 'Hoof abscess' });
  await expect(abscess.getByRole('link', { name: 'Write a journal with Hoof abscess' })).toHaveAttribute(
    'href',
    /\/journal-add\?template=[0-9a-f-]{36}$/,
  );

  // A favourite comes first, and stays one.
  await abscess.getByRole('button', { name: 'Mark Hoof abscess as a favourite' }).click();
  const star = page.getByRole('button', { name: 'Remove Hoof abscess from favourites' });
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(cards.first()).toContainText('Hoof abscess');
  await page.reload();
  await expect(cards.first()).toContainText('Hoof abscess');
  await expect(page.getByRole('button', { name: 'Remove Hoof abscess from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Edit: the name and the aftercare.
  await page.getByRole('link', { name: 'Edit Routine trim' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit template' })).toBeVisible();
  const name = page.getByLabel('Name', { exact: true }).first();
  await expect(name).toHaveValue('Routine trim');
  await expectNoHorizontalScroll(page);
  await name.fill('Routine trim, hinds only');
  await page.getByLabel('Aftercare', { exact: true }).fill('Keep the hinds clean and dry.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Routine trim, hinds only was saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/template-management$/);
  await expect(cards.filter({ hasText: 'Routine trim, hinds only' })).toHaveCount(1);
  await page.getByRole('link', { name: 'Edit Routine trim, hinds only' }).click();
  await expect(page.getByLabel('Aftercare', { exact: true })).toHaveValue('Keep the hinds clean and dry.');
  await page.getByRole('link', { name: 'Back to templates' }).click();

  // Delete, after the question; declining keeps it.
  await page.getByRole('button', { name: 'Delete Full shoeing' }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete Full shoeing?' });
  await question.getByRole('button', { name: 'Keep it' }).click();
  await expect(question).toBeHidden();
  await expect(cards).toHaveCount(5);
  await page.getByRole('button', { name: 'Delete Full shoeing' }).click();
  await question.getByRole('button', { name: 'Delete template' }).click();
  await expect(page.getByText('Full shoeing was deleted.')).toBeVisible();
  await expect(cards).toHaveCount(4);
  await expect(cards.filter({ hasText: 'Full shoeing' })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
});
