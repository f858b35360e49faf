// Hovbook on several machines, proven on one (issue 27, no Docker needed): two web instances with WORKER=off and one
// job worker (`npm run worker`), each its own process, on one database and one data folder. A web instance with
// WORKER=off schedules nothing; a session made on one instance works on the other; a file uploaded through one is
// served by the other; a reminder due is sent by the worker, once. API calls only, so the desktop project runs it.
import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { expect, test } from '@playwright/test';
import { png } from '../fuzz/support/png';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { createCompany } from './support/company';
import { dueVisit } from './support/due-visit';
import { startProcess, waitForUrl, type Started } from './support/processes';

const dataDir = path.resolve('.data/e2e-instances');
const [A, B] = ['http://127.0.0.1:3104', 'http://127.0.0.1:3105'];
let db: TestDatabase;
let env: Record<string, string>;
const started: Started[] = [];

test.beforeEach(({}, info) => test.skip(info.project.name !== 'desktop', 'API calls only: once is enough'));

test.beforeAll(async ({}, info) => {
  if (info.project.name !== 'desktop') return;
  info.setTimeout(240_000);
  await rm(dataDir, { recursive: true, force: true });
  db = await createTestDatabase('instances');
  env = {
    DATABASE_URL: db.url,
    APP_DATABASE_URL: db.appUrl,
    DATA_DIR: dataDir,
    // One secret for every instance, as an operator sets it: a session signed by one is believed by the other.
    BETTER_AUTH_SECRET: randomBytes(48).toString('base64url'),
    WORKER: 'off',
  };
  for (const [url, port] of [
    [A, '3104'],
    [B, '3105'],
  ] as const) {
    const instance = startProcess('tests/support/e2e-instance.ts', { ...env, E2E_INSTANCE_PORT: port });
    started.push(instance);
    await waitForUrl(`${url}/api/health/ready`, instance);
  }
});

test.afterAll(async () => {
  for (const p of started.reverse()) await p.stop();
  await db?.drop();
});

const owner = (url: string) => postgres(url, { max: 1, onnotice: () => {} });

/** Signs a new company up through instance A and logs in there. */
async function signUpOnA(request: Parameters<typeof createCompany>[0]) {
  const company = await createCompany(request, { mailDir: dataDir, server: A });
  const login = await request.post(`${A}/api/v1/ferriers/login`, { data: company });
  expect(login.status()).toBe(200);
  const { token, user } = ((await login.json()) as { data: { token: string; user: { ferrierId: string } } })
    .data;
  return { ...company, token, ferrierId: user.ferrierId, headers: { authorization: `Bearer ${token}` } };
}

test('web instances with WORKER=off schedule nothing', async () => {
  const sql = owner(db.url);
  try {
    const [row] = await sql<{ name: string | null }[]>`select to_regclass('pgboss.schedule')::text as name`;
    const schedules = row?.name ? (await sql`select name from pgboss.schedule`).length : 0;
    expect(schedules).toBe(0);
  } finally {
    await sql.end();
  }
});

test('a session made on one instance works on the other', async ({ request }) => {
  const company = await signUpOnA(request);
  const onB = await request.get(`${B}/api/v1/ferriers/details/${company.ferrierId}`, {
    headers: company.headers,
  });
  expect(onB.status(), await onB.text()).toBe(200);
  // A logout through B ends it on A too: the session lives in the database, not in a process.
  expect((await request.post(`${B}/api/v1/ferriers/logout`, { headers: company.headers })).status()).toBe(
    200,
  );
  const onA = await request.get(`${A}/api/v1/ferriers/details/${company.ferrierId}`, {
    headers: company.headers,
  });
  expect(onA.status()).toBe(401);
});

test('a file uploaded through one instance is served by the other', async ({ request }) => {
  const company = await signUpOnA(request);
  const logo = Buffer.from(await (await png()).arrayBuffer());
  const upload = await request.put(`${A}/api/v1/ferriers/update/${company.ferrierId}`, {
    headers: company.headers,
    multipart: {
      data: JSON.stringify({}),
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: logo },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const profile = await request.get(`${B}/api/v1/ferriers/details/${company.ferrierId}`, {
    headers: company.headers,
  });
  const { logoUrl } = ((await profile.json()) as { data: { logoUrl: string | null } }).data;
  expect(logoUrl).toMatch(/^\/api\/v1\/files\//);
  const served = await request.get(`${B}${logoUrl}`, { headers: company.headers });
  expect(served.status()).toBe(200);
  expect((await served.body()).length).toBeGreaterThan(0);
  expect(served.headers()['content-type']).toMatch(/^image\//);
});

test('a reminder due is sent by the worker, once', async ({ request }) => {
  test.setTimeout(240_000);
  const company = await signUpOnA(request);
  // The company signed up through A; its customer, horse and visit are made through B.
  const { email, customerId } = await dueVisit(request, company, { server: B });
  // Nothing sends it while only the web instances run.
  const mailsTo = async () => {
    const files = await readdir(path.join(dataDir, 'mail')).catch(() => [] as string[]);
    const texts = await Promise.all(files.map((f) => readFile(path.join(dataDir, 'mail', f), 'utf8')));
    return texts.filter((t) => t.includes(`To: ${email}`) || t.includes(`<${email}>`)).length;
  };
  expect(await mailsTo()).toBe(0);

  const worker = startProcess('scripts/worker.ts', { ...env, WORKER: 'on' });
  started.push(worker);
  // The worker's reminder sweep runs every minute.
  await expect.poll(mailsTo, { timeout: 150_000, intervals: [1000] }).toBe(1);
  const sql = owner(db.url);
  try {
    // The sweep after the sending: it finds the reminder sent and sends nothing more.
    const [sent] = await sql<{ sentAt: Date }[]>`
      select reminder_sent_at as "sentAt" from bookings where customer_id = ${customerId}`;
    const sentAt = sent!.sentAt;
    await expect
      .poll(
        async () =>
          (
            await sql`select 1 from pgboss.job where name = 'booking-reminders' and state = 'completed'
                      and completed_on > ${sentAt}`
          ).length,
        { timeout: 90_000, intervals: [1000] },
      )
      .toBeGreaterThan(0);
  } finally {
    await sql.end();
  }
  expect(await mailsTo()).toBe(1);
});
