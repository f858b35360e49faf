// The subscription while billing is off (issue 26), at phone (375 px) and desktop sizes, in both languages: a new
// account's dashboard and profile show the trial with its days left, and the profile says plans cannot be bought in
// the app yet rather than offering a chooser that leads nowhere.
import { expect, test } from '@playwright/test';
import { createCompany } from './support/company';
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
