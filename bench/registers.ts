// Benchmark (not a test): 10,000 customers and 10,000 animals in one tenant; p50/p95 of list and suggestions
// calls over HTTP against the production build. Run: npm run bench. Results are printed and written to
// bench/results/registers.json.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { ensureAuthSecret } from '@/scripts/runtime';
import { DEMO_LOGIN, seedDemo } from '@/scripts/seed/demo';
import { createTestDatabase } from '@/tests/support/test-database';
import { insertRegisters } from './support/bulk-registers';
import { startProductionServer, type ProductionServer } from './support/production-server';
import { timedRequests } from './support/timed-requests';

const ROWS = Number(process.env.BENCH_ROWS || 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS || 200);

async function bulkInsert(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [owner] = await sql<
      { ferrier_id: string }[]
    >`select ferrier_id from users where email = ${DEMO_LOGIN.email}`;
    await insertRegisters(url, owner!.ferrier_id, ROWS);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** One scenario: REQUESTS sequential calls with the demo owner's token, after ten that warm up. */
const measure = (
  base: string,
  token: string,
  name: string,
  pathFor: (i: number) => Promise<string> | string,
) =>
  timedRequests(name, {
    base,
    pathFor,
    requests: REQUESTS,
    headers: () => ({ authorization: `Bearer ${token}` }),
  });

const db = await createTestDatabase('bench');
let server: ProductionServer | undefined;
try {
  process.env.DATA_DIR = path.resolve('.data/bench');
  await ensureAuthSecret();
  await seedDemo(db.url);
  console.log(`Seeding ${ROWS} customers and ${ROWS} animals…`);
  await bulkInsert(db.url);
  server = await startProductionServer(db.url, db.appUrl);
  const { base } = server;
  const login = await fetch(`${base}/api/v1/ferriers/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;

  // A cursor deep in the list: page 40 of 50 rows.
  let deep = '';
  {
    let cursor: string | null = null;
    for (let i = 0; i < 40; i++) {
      const res: Response = await fetch(
        `${base}/api/v1/customers/list?limit=50${cursor ? `&cursor=${cursor}` : ''}`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      cursor = ((await res.json()) as { nextCursor: string | null }).nextCursor;
    }
    deep = cursor!;
  }
  const terms = ['berg', 'anna', 'ström', 'uppsala', 'kanel', 'öberg', '0701', 'sjö'];
  const results = [
    await measure(base, token, 'customers/list first page (50)', () => 'customers/list'),
    await measure(base, token, 'customers/list page 41 by cursor', () => `customers/list?cursor=${deep}`),
    await measure(
      base,
      token,
      'customers/list?search=…',
      (i) => `customers/list?search=${encodeURIComponent(terms[i % terms.length]!)}`,
    ),
    await measure(
      base,
      token,
      'customers/suggestions?search=…',
      (i) => `customers/suggestions?search=${encodeURIComponent(terms[i % terms.length]!)}`,
    ),
    await measure(base, token, 'animals/list first page (50)', () => 'animals/list'),
    await measure(
      base,
      token,
      'animals/list?sort=nextVisit (dashboard)',
      () => 'animals/list?sort=nextVisit',
    ),
    await measure(
      base,
      token,
      'animals/list?search=…',
      (i) => `animals/list?search=${encodeURIComponent(terms[i % terms.length]!)}`,
    ),
    await measure(
      base,
      token,
      'animals/suggestions?search=…',
      (i) => `animals/suggestions?search=${encodeURIComponent(terms[i % terms.length]!)}`,
    ),
  ];
  console.log(`\n${ROWS} customers, ${ROWS} animals, ${REQUESTS} sequential requests per scenario (ms):`);
  console.table(results);
  await mkdir('bench/results', { recursive: true });
  await writeFile(
    'bench/results/registers.json',
    JSON.stringify({ date: new Date().toISOString(), rows: ROWS, requests: REQUESTS, results }, null, 2) +
      '\n',
  );
} finally {
  await server?.stop();
  await db.drop();
}
