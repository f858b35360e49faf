// Visit reminders in a real Chromium (phone at 375 px, and desktop): a booking due within the lead time, the reminder
// sweep run on the test server, the reminder's .eml in its mail folder, its confirm link opened, the answer given with
// the button and shown on the booking; the "I can't come" link in English; and the lead time set on the profile.
// Each test has a company of its own (the demo account is shared).
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { runServerJob } from '../support/e2e-control';
import { mailsTo } from '../support/mailbox';
import { createCompany } from './support/company';
import { dueVisit } from './support/due-visit';
import { expectNoHorizontalScroll } from './support/session';

const DATA_DIR = path.resolve('.data/e2e');

async function login(request: APIRequestContext) {
  const company = await createCompany(request);
  const res = await request.post('/api/v1/ferriers/login', {
    data: { email: company.email, password: company.password },
  });
  expect(res.status()).toBe(200);
  const { token, user } = ((await res.json()) as { data: { token: string; user: object } }).data;
  return { ...company, token, user, headers: { authorization: `Bearer ${token}` } };
}

type Company = Awaited<ReturnType<typeof login>>;

/** Runs the reminder sweep on the test server and answers with the link of the reminder mailed to `email`. */
async function reminderLink(email: string, answer: 'confirmed' | 'declined') {
  const output = await runServerJob(DATA_DIR, 'booking-reminders');
  expect(output.failed).toBe(0);
  await expect.poll(async () => (await mailsTo(email, DATA_DIR)).length).toBe(1);
  const [mail] = await mailsTo(email, DATA_DIR);
  const link = new RegExp(`(http://\\S+/booking-response/[A-Za-z0-9_-]{43}\\?answer=${answer})`).exec(
    mail!.text,
  )?.[1];
  expect(link, 'the answer link in the mail').toBeDefined();
  return link!;
}

const bookingDetails = async (request: APIRequestContext, company: Company, id: string) =>
  (
    (await (await request.get(`/api/v1/bookings/details/${id}`, { headers: company.headers })).json()) as {
      data: { response: string | null; respondedAt: string | null };
    }
  ).data;

test('the reminder’s confirm link shows the visit; Confirm answers, and the booking shows it', async ({
  page,
}) => {
  const company = await login(page.request);
  const visit = await dueVisit(page.request, company, { language: 'sv' });
  const link = await reminderLink(visit.email, 'confirmed');
  expect(link).toContain(`/sv/booking-response/`);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Besök av Eks Hovslageri' })).toBeVisible();
  await expect(page.getByText(`kl. ${visit.start.time}–`)).toBeVisible();
  await expect(page.getByText('Stallvägen 2, 741 93 Knivsta')).toBeVisible();
  await expect(page.getByText('Blixten', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  // Opening the page answered nothing.
  expect((await bookingDetails(page.request, company, visit.bookingId)).response).toBeNull();

  const confirm = page.getByRole('button', { name: 'Bekräfta', exact: true });
  expect((await confirm.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await confirm.click();
  await expect(page.getByText('Tack – besöket är bekräftat')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jag kan inte ändå' })).toBeVisible();
  const details = await bookingDetails(page.request, company, visit.bookingId);
  expect(details).toMatchObject({ response: 'confirmed', respondedAt: expect.any(String) });
});

test('the “I can’t come” link in English: the answer reaches the booking; a wrong link says it no longer works', async ({
  page,
}) => {
  const company = await login(page.request);
  const visit = await dueVisit(page.request, company, { language: 'en' });
  const link = await reminderLink(visit.email, 'declined');
  expect(link).toContain('/en/booking-response/');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Visit from Eks Hovslageri' })).toBeVisible();
  await page.getByRole('button', { name: "I can't come", exact: true }).click();
  await expect(page.getByText("Thank you – Eks Hovslageri knows you can't come")).toBeVisible();
  expect((await bookingDetails(page.request, company, visit.bookingId)).response).toBe('declined');

  await page.goto(link.replace(/booking-response\/[^?]+/, `booking-response/${'x'.repeat(43)}`));
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
});

async function openProfile(page: Page, company: Company) {
  await page
    .context()
    .addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: test.info().project.use.baseURL! }]);
  await page.goto('/login');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('auth', JSON.stringify({ token: t }));
      localStorage.setItem('user', JSON.stringify(u));
      localStorage.setItem('language', 'en');
    },
    [company.token, company.user] as const,
  );
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
}

test('the profile sets how long before a visit the reminder goes, or turns reminders off', async ({
  page,
}) => {
  const company = await login(page.request);
  await openProfile(page, company);
  const section = page.getByRole('region', { name: 'Reminders' });
  const select = section.getByLabel('Send the reminder');
  await expect(select).toHaveValue('24');
  await select.selectOption('48');
  await section.getByRole('button', { name: 'Save reminders' }).click();
  await expect(page.getByText('The reminder setting is saved.')).toBeVisible();
  await expectNoHorizontalScroll(page);
  const profile = async () =>
    (
      (await (
        await page.request.get(
          `/api/v1/ferriers/details/${(company.user as { ferrierId: string }).ferrierId}`,
          { headers: company.headers },
        )
      ).json()) as {
        data: { reminderLeadHours: number | null };
      }
    ).data.reminderLeadHours;
  expect(await profile()).toBe(48);

  await select.selectOption({ label: 'Never (no reminders)' });
  await section.getByRole('button', { name: 'Save reminders' }).click();
  await expect.poll(profile).toBeNull();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Reminders' }).getByLabel('Send the reminder')).toHaveValue(
    'off',
  );
});
