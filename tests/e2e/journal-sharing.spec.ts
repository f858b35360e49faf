// A shared journal in a real Chromium (phone at 375 px, and desktop): a company shares a journal; the link opens in a
// fresh browser context with no session — the journal reads, in Swedish and English, without the keeper's phone, and
// the page asks not to be indexed — and after the farrier stops sharing, the same link says it no longer works.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createCompany } from './support/company';
import { withE2eDatabase } from './support/database';
import { customerWithHorse } from './support/records';
import { expectNoHorizontalScroll } from './support/session';

async function login(request: APIRequestContext) {
  const company = await createCompany(request);
  const res = await request.post('/api/v1/ferriers/login', {
    data: { email: company.email, password: company.password },
  });
  expect(res.status()).toBe(200);
  const { token, user } = (
    (await res.json()) as { data: { token: string; user: { id: string; ferrierId: string } } }
  ).data;
  return { token, userId: user.id, ferrierId: user.ferrierId, headers: { authorization: `Bearer ${token}` } };
}

type Company = Awaited<ReturnType<typeof login>>;

/** A journal of the horse with a treatment and a medicine, written through the database owner (as the API would). */
async function writeJournal(company: Company, animalId: string, horse: string): Promise<string> {
  return withE2eDatabase(async (sql) => {
    const [row] = await sql<{ id: string }[]>`
      insert into journals (ferrier_id, reference_number, animal_id, created_by_user_id, treatment_date, treatment_time,
                            animal_name, owner_name, owner_phone, findings, diagnosis)
      values (${company.ferrierId}, ${`J-2026-${randomUUID().slice(0, 4)}`}, ${animalId}, ${company.userId},
              '2026-03-02', '09:30', ${horse}, 'Maja Besöksson', '+46701234567',
              'Lätt hälta vänster fram, värme i hoven', 'Hovböld')
      returning id`;
    const id = row!.id;
    await sql`insert into journal_treatments (ferrier_id, journal_id, treatment, hoof)
              values (${company.ferrierId}, ${id}, 'Öppnade bölden', 'LF')`;
    await sql`insert into journal_pharmaceuticals (ferrier_id, journal_id, name, withdrawal_period)
              values (${company.ferrierId}, ${id}, 'Jodopax', '0 dagar')`;
    return id;
  });
}

test('a shared journal opens without a session, and stops when the farrier stops sharing', async ({
  browser,
  request,
}, testInfo) => {
  const company = await login(request);
  const { animalId, horse } = await customerWithHorse(request, company.token);
  const journalId = await writeJournal(company, animalId, horse);
  const shared = await request.post(`/api/v1/journals/${journalId}/share`, {
    headers: company.headers,
    data: {},
  });
  expect(shared.status(), await shared.text()).toBe(200);
  const { url } = ((await shared.json()) as { data: { url: string } }).data;
  const path = new URL(url).pathname.replace(/^\/en\//, '/sv/');

  // A vet's browser: nobody signed in, nothing stored.
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
  });
  const page = await context.newPage();
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: `Behandlingsjournal för ${horse}` }),
  ).toBeVisible();
  await expect(page.getByText('Lätt hälta vänster fram, värme i hoven')).toBeVisible();
  await expect(page.getByText('Öppnade bölden · Vänster fram')).toBeVisible();
  await expect(page.getByText('Karenstid')).toBeVisible();
  await expect(page.getByText('0 dagar')).toBeVisible();
  await expect(page.getByText('Maja Besöksson')).toBeVisible();
  await expect(page.getByText(/070-123 45 67|701234567/)).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoHorizontalScroll(page);

  // The same link in English.
  await page.goto(path.replace(/^\/sv\//, '/en/'));
  await expect(page.getByRole('heading', { level: 1, name: `Treatment journal for ${horse}` })).toBeVisible();
  await expect(page.getByText('Withdrawal period')).toBeVisible();

  const unshared = await request.post(`/api/v1/journals/${journalId}/unshare`, {
    headers: company.headers,
    data: {},
  });
  expect(unshared.status(), await unshared.text()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expect(page.getByText('Lätt hälta vänster fram, värme i hoven')).toHaveCount(0);
  await context.close();
});
