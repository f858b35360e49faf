// Benchmark (not a test; it never fails on timing) of issue 24's five-minute payment check at scale: 1,000 accounts
// connected to Fortnox, each with unpaid invoices synced there, checked by the invoice-payment-check job's sweep
// (server/integrations/fortnox/payment-sweep.ts) against the local fake Fortnox, which keeps Fortnox's rate limit of
// 25 requests per 5 s per token. Every account's token is refreshed on the way (the stored ones have expired), as
// after a quiet hour. Prints the total time and requests per second and whether it fits the 5 minutes; written to
// bench/results/unpaid-check.json. Run: npm run bench:unpaid-check.
//
// Env: BENCH_ACCOUNTS (1000), BENCH_UNPAID (5) unpaid invoices per account, BENCH_PAID_SHARE (0.2) of which Fortnox
// reports paid. BENCH_UNPAID_SMALL=1: 50 accounts, no results file.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { format, resolveConfig } from 'prettier';
import { ensureAuthSecret } from '@/scripts/runtime';
import { startFakeFortnox } from '@/tests/support/fake-fortnox';
import { createTestDatabase } from '@/tests/support/test-database';

const small = process.env.BENCH_UNPAID_SMALL === '1';
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS || (small ? 50 : 1_000));
const UNPAID = Number(process.env.BENCH_UNPAID || 5);
const PAID_SHARE = Number(process.env.BENCH_PAID_SHARE || 0.2);
const BUDGET_MS = 5 * 60_000;

const log = (m: string) => console.log(`[bench:unpaid-check] ${m}`);

const db = await createTestDatabase('bench_unpaid');
const fake = await startFakeFortnox();
try {
  process.env.DATABASE_URL = db.url;
  process.env.APP_DATABASE_URL = db.appUrl;
  process.env.DATA_DIR = path.resolve('.data/bench');
  process.env.LOG_LEVEL = 'silent';
  await ensureAuthSecret();
  // Loaded once the environment is set: they read it once.
  const { secretSealer } = await import('@/server/sealed-secret');
  const { sweepUnpaidInvoices } = await import('@/server/integrations/fortnox/payment-sweep');
  const sealer = secretSealer('hovbook accounting tokens v1');

  const started = performance.now();
  const sql = postgres(db.url, { max: 4, onnotice: () => {} });
  const today = new Date().toISOString().slice(0, 10);
  let paidInFortnox = 0;
  for (let from = 0; from < ACCOUNTS; from += 100) {
    const batch = Array.from({ length: Math.min(100, ACCOUNTS - from) }, (_, k) => from + k);
    await sql.begin(async (tx) => {
      for (const i of batch) {
        const [ferrier] = await tx<{ id: string }[]>`
          insert into ferriers (first_name, last_name, email, organization_name, organization_number, language, status,
                                trial_ends_at)
          values ('Bänk', 'Konto', ${`bench-unpaid-${i}@hovbook.se`}, ${`Hovslageri ${i} AB`}, '5560160680', 'sv', 'active',
                  now() + interval '7 days')
          returning id`;
        const ferrierId = ferrier!.id;
        await tx`
          insert into users (ferrier_id, role, name, first_name, last_name, email, email_verified, language)
          values (${ferrierId}, 'owner', 'Bänk Konto', 'Bänk', 'Konto', ${`bench-unpaid-${i}@hovbook.se`}, true, 'sv')`;
        const [customer] = await tx<{ id: string }[]>`
          insert into customers (ferrier_id, first_name, last_name) values (${ferrierId}, 'Kund', ${String(i)})
          returning id`;
        const tokens = fake.issueTokens();
        // Expired an hour ago: the sweep refreshes each account's token first, as it would after a quiet hour.
        await tx`
          insert into accounting_connections (ferrier_id, provider, access_token_encrypted, refresh_token_encrypted,
                                              expires_at, refresh_expires_at)
          values (${ferrierId}, 'fortnox', ${sealer.seal(tokens.access_token, ferrierId)},
                  ${sealer.seal(tokens.refresh_token, ferrierId)}, now() - interval '1 hour', now() + interval '45 days')`;
        for (let n = 0; n < UNPAID; n++) {
          const number = fake.addInvoice(tokens.companyId, 1250);
          if ((i * UNPAID + n) % Math.round(1 / PAID_SHARE) === 0) {
            fake.markPaid(number, today, tokens.companyId);
            paidInFortnox++;
          }
          await tx`
            insert into invoices (ferrier_id, customer_id, invoice_date, due_date, invoice_number, status,
                                  fortnox_document_number, ocr_reference, accounting_state, grand_total_ore,
                                  registered_at)
            values (${ferrierId}, ${customer!.id}, current_date - 20, current_date + ${n * 5 - 10}::int, ${number},
                    'registered', ${number}, null, 'synced', 125000, now())`;
        }
      }
    });
  }
  await sql`vacuum analyze invoices, accounting_connections`;
  await sql.end({ timeout: 5 });
  log(
    `Seeded ${ACCOUNTS} connected accounts with ${UNPAID} unpaid invoices each (${paidInFortnox} paid in Fortnox) ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );

  const apiBefore = fake.requests.length;
  const tokensBefore = fake.tokenCalls.length;
  const t0 = performance.now();
  const counts = await sweepUnpaidInvoices();
  const ms = performance.now() - t0;
  const apiRequests = fake.requests.length - apiBefore;
  const refreshes = fake.tokenCalls.length - tokensBefore;
  const throttled = fake.requests.slice(apiBefore).filter((r) => r.status === 429).length;
  const result = {
    connectedAccounts: ACCOUNTS,
    unpaidPerAccount: UNPAID,
    ...counts,
    apiRequests,
    tokenRefreshes: refreshes,
    answered429: throttled,
    totalSeconds: Math.round(ms / 100) / 10,
    requestsPerSecond: Math.round(((apiRequests + refreshes) / ms) * 1000),
    fitsFiveMinutes: ms < BUDGET_MS,
  };
  log(
    `Checked ${counts.checked} invoices of ${ACCOUNTS} accounts in ${result.totalSeconds} s ` +
      `(${result.requestsPerSecond} requests/s to Fortnox, ${refreshes} token refreshes, ${throttled} answered 429); ` +
      `${counts.paid} marked paid, ${counts.failed} failed. ` +
      (result.fitsFiveMinutes ? 'Fits the 5 minutes.' : 'Does NOT fit the 5 minutes.'),
  );
  if (counts.paid !== paidInFortnox)
    log(`Warning: ${paidInFortnox} were paid in Fortnox, ${counts.paid} marked.`);
  if (!small) {
    const file = path.resolve('bench/results/unpaid-check.json');
    await mkdir(path.dirname(file), { recursive: true });
    const text = JSON.stringify({ date: new Date().toISOString(), ...result });
    await writeFile(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
    log(`Written to ${path.relative(process.cwd(), file)}.`);
  }
} finally {
  await fake.close();
  const { closeSystemDb } = await import('@/server/db/system');
  const { closeTenantDb } = await import('@/server/db/tenant');
  await Promise.all([closeSystemDb(), closeTenantDb()]).catch(() => undefined);
  await db.drop();
}
