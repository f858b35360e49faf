// Benchmark (not a test): 10,000 customers and 10,000 animals in one tenant; p50/p95 of list and suggestions
// calls over HTTP against the production build. Run: npm run bench. Results are printed and written to
// bench/results/registers.json.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { ensureAuthSecret } from '@/scripts/runtime';
import { DEMO_LOGIN, seedDemo } from '@/scripts/seed/demo';
import { createTestDatabase } from '@/tests/support/test-database';
import { startProductionServer, type ProductionServer } from './support/production-server';

const ROWS = Number(process.env.BENCH_ROWS || 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS || 200);

async function bulkInsert(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [owner] = await sql<
      { ferrier_id: string }[]
    >`select ferrier_id from users where email = ${DEMO_LOGIN.email}`;
    const ferrierId = owner!.ferrier_id;
    // Names, cities and breeds cycle through realistic Swedish values; numbers keep rows distinct.
    await sql`
      insert into customers (ferrier_id, first_name, last_name, email, phone, city, postal_code,
                             billing_address, billing_postal_code, billing_city)
      select ${ferrierId},
             (array['Anna','Lars','Karin','Per','Maja','Erik','Sofia','Johan','Elin','Nils','Åsa','Örjan'])[1 + i % 12],
             (array['Berg','Lind','Ström','Nilsson','Holm','Öberg','Sjöberg','Ek','Wikström','Andersson'])[1 + (i / 12) % 10] || '-' || i,
             'kund' || i || '@example.se',
             '+4670' || lpad((1000000 + i)::text, 7, '0'),
             (array['Uppsala','Knivsta','Enköping','Märsta','Bålsta','Sigtuna','Tierp','Östhammar'])[1 + i % 8],
             lpad((74000 + i % 1000)::text, 5, '0'),
             'Stallvägen ' || (i % 90 + 1), lpad((74000 + i % 1000)::text, 5, '0'), 'Uppsala'
      from generate_series(1, ${ROWS}) as i`;
    await sql`
      insert into animals (ferrier_id, name, customer_id, city, postal_code, address, latest_visit, next_visit,
                           shoeing_interval_weeks, microchip_number)
      select ${ferrierId},
             (array['Kanel','Storm','Bamse','Saga','Tor','Ronja','Blixten','Pippi','Zorro','Sörla'])[1 + i % 10] || ' ' || i,
             c.id, 'Uppsala', '75320', 'Stallvägen 1',
             current_date - (i % 70), current_date - (i % 70) + 42, 6,
             lpad((752098100000000 + i)::text, 15, '0')
      from generate_series(1, ${ROWS}) as i
      join lateral (select id from customers where ferrier_id = ${ferrierId} order by id offset (i % 1000) limit 1) c on true`;
    await sql`analyze`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(
  base: string,
  token: string,
  name: string,
  pathFor: (i: number) => Promise<string> | string,
) {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 10; i++) {
    const url = `${base}/api/v1/${await pathFor(i)}`;
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${name}: ${url} → ${res.status}`);
    if (i >= 10) times.push(ms); // the first ten warm caches and the JIT
  }
  times.sort((a, b) => a - b);
  return { scenario: name, p50: +percentile(times, 50).toFixed(1), p95: +percentile(times, 95).toFixed(1) };
}

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
