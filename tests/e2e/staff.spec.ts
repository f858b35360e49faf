// Staff in a real Chromium at phone and desktop sizes (issue 25): the owner invites a member from the Staff screens;
// the member opens the mailed link in a browser of their own, chooses a password, logs in, books a visit (assigned to
// themselves) and writes and signs its journal. The owner's areas are not offered to them, and a link to one shows
// "not allowed" while they stay signed in. Back with the owner: the member is active and takes a seat; the owner's
// own row cannot be deactivated, in the server's words.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { mailsTo } from '../support/mailbox';
import { createCompany } from './support/company';
import { isoDay } from './support/dates';
import { apiGet, apiPost, customerWithHorse, uniqueWord } from './support/records';
import { expectNoHorizontalScroll, signIn } from './support/session';

const MAIL_DATA_DIR = path.resolve('.data/e2e');
const EXPIRED = 'Session expired. Redirecting to login...';
const NOT_ALLOWED = 'You do not have access to this';
const isPhone = () => test.info().project.name === 'phone';

/** The menu's areas: the sidebar on a desk, behind "Menu" on a phone. */
async function openMenu(page: Page) {
  if (isPhone()) await page.getByRole('button', { name: 'Menu' }).click();
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** The path of the invitation link mailed to `email` (/staff-invite/{token}), once it is there. */
async function invitationPath(email: string): Promise<string> {
  const link = async () => {
    const mail = (await mailsTo(email, MAIL_DATA_DIR)).at(-1);
    return /\/(?:en\/)?(staff-invite\/[A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
  };
  await expect.poll(link, { timeout: 15_000 }).not.toBe('');
  return `/${await link()}`;
}

test('an invited staff member books and signs their own work; the owner’s areas are not theirs', async ({
  page,
  browser,
}, testInfo) => {
  // Two browsers, an invitation, a visit, a signed journal and the owner's checks: on a busy 2-core machine this
  // takes about three minutes, more than test.slow()'s budget.
  test.setTimeout(360_000);
  const company = await createCompany(page.request);
  const ownerToken = await signIn(page, 'en', company);
  const horse = await customerWithHorse(page.request, ownerToken);
  const lastName = uniqueWord('Larling');
  const name = `Sara ${lastName}`;
  const email = `sara-${randomUUID()}@example.se`;
  const password = `Stall-${randomUUID().slice(0, 8)}-Qx!`;

  // The owner finds Staff in the menu: the owner alone so far, no seat in use.
  await page.goto('/dashboard');
  await (await openMenu(page)).getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(page).toHaveURL(/\/staff-management$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByText('Owner', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(page.getByTestId('staff-seats')).toContainText('No staff seats in use');
  await expectNoHorizontalScroll(page);

  // The invitation: the member's details, and the page says it was mailed.
  await page.getByRole('link', { name: 'Invite staff member' }).first().click();
  await expect(page).toHaveURL(/\/staff-add$/);
  await page.getByLabel('First name').fill('Sara');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile number').fill('070-111 22 33');
  await page.getByLabel('Title', { exact: true }).fill('Lärling');
  await page.getByLabel('Colour in the calendar').fill('#aa5500');
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByText(`${name} has been invited. The invitation has been emailed to them.`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/staff-details\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Invited', { exact: true })).toBeVisible();
  await expect(page.getByText('#aa5500')).toBeVisible();
  await expectNoHorizontalScroll(page);

  // A word from the owner before the member first signs in: it waits beside Inbox in their menu.
  const memberId = /\/staff-details\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  await apiPost(page.request, ownerToken, 'messages/sendMail', {
    receiverId: memberId,
    body: 'Välkommen till stallet!',
  });

  // The member's own browser: the mailed link, a password, then the login.
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
  });
  const staff = await context.newPage();
  await staff.goto(await invitationPath(email));
  await expect(staff.getByRole('heading', { name: 'Welcome to Hovbook' })).toBeVisible();
  await staff.locator('input[name=newPassword]').fill(password);
  await staff.locator('input[name=confirmPassword]').fill(password);
  await staff.getByRole('button', { name: 'Save password and continue' }).click();
  await expect(staff).toHaveURL(/\/login$/);
  await staff.locator('input[name=email]').fill(email);
  await staff.locator('input[name=password]').fill(password);
  await staff.getByRole('button', { name: 'Log in' }).click();
  await expect(staff).toHaveURL(/\/dashboard$/);

  // Staff management, the payment methods and (not ticked) invoicing are not offered.
  const menu = await openMenu(staff);
  await expect(menu.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Invoices', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Journals', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^Inbox\s*1 unread message$/ })).toBeVisible();
  await menu.getByRole('link', { name: 'Profile' }).click();
  await expect(staff).toHaveURL(/\/profile$/);
  await expect(staff.getByRole('heading', { name: 'Password', exact: true })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Payment methods' })).toHaveCount(0);

  // A visit of the horse, booked by the member: it is theirs.
  await staff.goto(`/animal-details/${horse.animalId}`);
  await staff.getByRole('link', { name: 'Book', exact: true }).click();
  await expect(staff).toHaveURL(new RegExp(`/booking-add\\?animalId=${horse.animalId}$`));
  await staff.getByLabel('Start date').fill(isoDay(isPhone() ? 22 : 21));
  await staff.getByLabel('Start time').fill('10:00');
  await staff.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(staff).toHaveURL(/\/booking-details\/[0-9a-f-]{36}$/);
  const bookingId = staff.url().split('/').at(-1)!;
  const stored = await staff.evaluate(() => ({
    token: (JSON.parse(localStorage.getItem('auth') ?? '{}') as { token: string }).token,
    userId: (JSON.parse(localStorage.getItem('user') ?? '{}') as { id: string }).id,
  }));
  const booking = await apiGet<{ staffId: string }>(
    staff.request,
    stored.token,
    `bookings/details/${bookingId}`,
  );
  expect(booking.staffId).toBe(stored.userId);

  // Done, then its journal, written and signed by the member.
  await staff.getByRole('button', { name: 'Done' }).click();
  await staff
    .getByRole('alertdialog', { name: 'Mark the visit as done?' })
    .getByRole('button', { name: 'Done' })
    .click();
  await staff.getByRole('link', { name: 'Write journal' }).click();
  await expect(staff).toHaveURL(/\/journal-add\?bookingId=/);
  // A visit without a planned service brings no treatment line: one is added.
  await staff.getByRole('button', { name: 'Add treatment' }).click();
  await staff.getByRole('textbox', { name: 'Treatment', exact: true }).fill('Verkning och skoning');
  await staff.getByRole('textbox', { name: 'Findings', exact: true }).fill('Jämna hovar, inga anmärkningar');
  await staff.getByRole('button', { name: 'Save and sign' }).click();
  await expect(staff).toHaveURL(/\/journal-details\/[0-9a-f-]{36}$/);
  await expect(staff.getByText('Signed', { exact: true }).first()).toBeVisible();

  // Links to the owner's areas: "not allowed", and still signed in.
  await staff.goto('/staff-management');
  await expect(staff.getByRole('heading', { level: 1, name: NOT_ALLOWED })).toBeVisible();
  await expectNoHorizontalScroll(staff);
  await staff.goto('/profile#payment-methods');
  await expect(staff.getByRole('heading', { name: NOT_ALLOWED })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Payment methods' })).toHaveCount(0);
  await staff.goto('/dashboard');
  await expect(staff).toHaveURL(/\/dashboard$/);
  await expect(staff.getByText(EXPIRED)).toHaveCount(0);
  expect(await staff.evaluate(() => localStorage.getItem('auth'))).not.toBeNull();
  await context.close();

  // The owner again: the member is active and takes a seat.
  await page.goto('/staff-management');
  // A card on a phone, a table row on a desk (role queries leave out the hidden one).
  const rows = page.getByRole(isPhone() ? 'listitem' : 'row');
  const row = rows.filter({ hasText: name });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByTestId('staff-seats')).toContainText('1 staff seat in use');

  // The owner's own row cannot be deactivated: the server says so on the field.
  await rows.filter({ hasText: 'Owner' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/staff-details\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/staff-edit\/[0-9a-f-]{36}$/);
  await page.getByLabel('Access', { exact: true }).selectOption('inactive');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText(
      'The account owner cannot be deactivated or changed here. Change your own details under Profile.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/staff-edit\//);
  await expectNoHorizontalScroll(page);
});
