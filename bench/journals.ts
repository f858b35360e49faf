// Benchmark (not a test; it never fails on timing) of issue 23's scale: journals/list and its search at 1,000 and at
// 100,000 journals in one account — p50/p95 of sequential calls and the growth of p95 between the two (the issue asks
// ≤ 1.5×). The list's use case is called as the API calls it: as the tenant, through the app role that row-level
// security binds (server/db/tenant.ts, inTenant), on the real schema, indexes and search view; HTTP and JSON around
// it cost the same at both sizes, so what grows is measured here without a production build. Run:
// npm run bench:journals (also part of npm run bench). Results are printed and written to bench/results/journals.json.
//
// Env: BENCH_REQUESTS (200) per scenario; BENCH_JOURNALS_SMALL=1 for a trial run (1,000 and 10,000 journals, 30
// calls, no results file).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { format, resolveConfig } from 'prettier';
import { ensureAuthSecret } from '@/scripts/runtime';
import { createTestDatabase } from '@/tests/support/test-database';
import { createAccount, insertRegisters } from './support/bulk-registers';

const small = process.env.BENCH_JOURNALS_SMALL === '1';
const SIZES = small ? [1_000, 10_000] : [1_000, 100_000];
const REQUESTS = Number(process.env.BENCH_REQUESTS || (small ? 30 : 200));
const WARMUP = 20;
const HORSES = 1_000;

const log = (m: string) => console.log(`[bench:journals] ${m}`);

/**
 * Journals `from`…`to` (numbers) of the account, spread over five years back, each on one of its horses and that
 * horse's owner, as recorded; 19 of 20 signed (locked), every other one sent.
 */
async function insertJournals(url: string, ferrierId: string, userId: string, from: number, to: number) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql`
      with a as (
        select a.id, a.name, a.customer_id, trim(c.first_name || ' ' || coalesce(c.last_name, '')) as owner_name,
               row_number() over (order by a.id) - 1 as n, count(*) over () as total
        from animals a left join customers c on c.id = a.customer_id
        where a.ferrier_id = ${ferrierId})
      insert into journals (ferrier_id, reference_number, status, animal_id, customer_id, created_by_user_id,
                            treatment_date, animal_name, owner_name, findings, signed_at, signed_by_user_id,
                            locked_at, sent_at)
      select ${ferrierId}, 'J-' || (2021 + i % 5) || '-' || lpad(i::text, 6, '0'),
             case when i % 20 = 0 then 'draft'::journal_status else 'signed'::journal_status end,
             a.id, a.customer_id, ${userId}, current_date - (i * 7919) % 1825, a.name, a.owner_name,
             'Verkning och skoning runt om; lätt hälta vänster fram.',
             case when i % 20 <> 0 then now() end, case when i % 20 <> 0 then ${userId}::uuid end,
             case when i % 20 <> 0 then now() end, case when i % 20 <> 0 and i % 2 = 0 then now() end
      from generate_series(${from}::int, ${to}::int) i join a on a.n = i % a.total`;
    await sql`vacuum analyze journals`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const db = await createTestDatabase('bench_journals');
try {
  process.env.DATA_DIR = path.resolve('.data/bench');
  process.env.DATABASE_URL = db.url;
  process.env.APP_DATABASE_URL = db.appUrl;
  await ensureAuthSecret();
  // Loaded once the database is known: the tenant handle reads APP_DATABASE_URL on first use.
  const { inTenant, closeTenantDb } = await import('@/server/db/tenant');
  const { listJournals } = await import('@/server/journals/read-journals');
  const { journalListQuery } = await import('@/lib/validation/journal');
  const { logger } = await import('@/server/logger');

  const account = await createAccount(db.url, 'bench-journals@hovbook.se', 'Bänk-Lösen-2026!');
  await insertRegisters(db.url, account.ferrierId, HORSES);
  const owner = postgres(db.url, { max: 1, onnotice: () => {} });
  const [user] = await owner<{ id: string }[]>`select id from users where ferrier_id = ${account.ferrierId}`;
  const [horse] = await owner<{ id: string; customerId: string }[]>`
    select id, customer_id as "customerId" from animals where ferrier_id = ${account.ferrierId} order by id limit 1`;
  await owner.end({ timeout: 5 });
  const caller = {
    ferrierId: account.ferrierId,
    userId: user!.id,
    role: 'owner' as const,
    locale: 'sv' as const,
    log: logger,
  };
  const list = (query: Record<string, string>) =>
    inTenant(caller, (ctx) => listJournals(ctx, { input: journalListQuery.parse(query) }));

  /** The scenarios, each a list query (a deep page's cursor is read once per size, not timed). */
  const scenarios = async (): Promise<Array<[string, Record<string, string>]>> => {
    let cursor: string | null = null;
    for (let page = 0; page < 20; page++) cursor = (await list(cursor ? { cursor } : {})).nextCursor;
    return [
      ['first page (50)', {}],
      ['page 21 (cursor)', cursor ? { cursor } : {}],
      ['status=unsigned', { status: 'unsigned' }],
      ['status=sent', { status: 'sent' }],
      ['a period of one month', { from: '2025-03-01', to: '2025-03-31' }],
      ['one horse', { animalId: horse!.id }],
      ['one keeper', { customerId: horse!.customerId }],
      ['search, common (ström)', { search: 'ström' }],
      ['search, rare (a number)', { search: 'J-2025-000999' }],
      ['search, none found', { search: 'zzyzx' }],
    ];
  };

  const results: Record<string, Record<string, { p50: number; p95: number; rows: number }>> = {};
  let seeded = 0;
  for (const size of SIZES) {
    const started = performance.now();
    await insertJournals(db.url, account.ferrierId, user!.id, seeded + 1, size);
    seeded = size;
    log(`${size} journals (${((performance.now() - started) / 1000).toFixed(1)} s to seed).`);
    for (const [name, query] of await scenarios()) {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < REQUESTS + WARMUP; i++) {
        const t0 = performance.now();
        rows = (await list(query)).data.length;
        if (i >= WARMUP) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      (results[name] ??= {})[size] = {
        p50: +percentile(times, 50).toFixed(2),
        p95: +percentile(times, 95).toFixed(2),
        rows,
      };
    }
  }
  await closeTenantDb();

  const [lo, hi] = SIZES as [number, number];
  const table = Object.entries(results).map(([scenario, by]) => ({
    scenario,
    [`p50 @${lo}`]: by[lo]!.p50,
    [`p95 @${lo}`]: by[lo]!.p95,
    [`p50 @${hi}`]: by[hi]!.p50,
    [`p95 @${hi}`]: by[hi]!.p95,
    'p95 growth': +(by[hi]!.p95 / by[lo]!.p95).toFixed(2),
    rows: by[hi]!.rows,
  }));
  console.log(`\njournals/list at ${lo} and ${hi} journals; ${REQUESTS} calls each (ms):`);
  console.table(table);
  const worst = Math.max(...table.map((r) => r['p95 growth'] as number));
  log(`Largest p95 growth: ${worst}× (the issue asks ≤ 1.5×).`);

  if (small) {
    log('A trial run (BENCH_JOURNALS_SMALL=1): bench/results/journals.json is left as it was.');
  } else {
    await mkdir('bench/results', { recursive: true });
    const file = path.resolve('bench/results/journals.json');
    const json = JSON.stringify(
      { date: new Date().toISOString(), settings: { sizes: SIZES, requests: REQUESTS }, results: table },
      null,
      2,
    );
    await writeFile(file, await format(json, { ...(await resolveConfig(file)), parser: 'json' }));
    log('Written to bench/results/journals.json.');
  }
} finally {
  await db.drop();
}
