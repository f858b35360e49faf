// The PDF benchmarks' account on the production server (the journal's, the invoice's): made in the bench's database,
// its company details written straight to the database before the server starts, then the owner signed in — their
// token and an API caller. A server that started but could not be signed in to is stopped again.
import path from 'node:path';
import postgres from 'postgres';
import { ensureAuthSecret } from '@/scripts/runtime';
import type { TestDatabase } from '@/tests/support/test-database';
import { apiCaller } from './api-caller';
import { createAccount, login, type BenchAccount } from './bulk-registers';
import { startProductionServer } from './production-server';

export const BENCH_DATA_DIR = path.resolve('.data/bench');

export async function serverAccount(
  db: TestDatabase,
  {
    email,
    company,
    log,
  }: {
    email: string;
    /** Writes the company's details (phone, address, VAT…) with the database owner's connection. */
    company: (owner: postgres.Sql, account: BenchAccount) => Promise<unknown>;
    log: (message: string) => void;
  },
) {
  process.env.DATA_DIR = BENCH_DATA_DIR;
  await ensureAuthSecret();
  const account = await createAccount(db.url, email, 'Bänk-Lösen-2026!');
  const owner = postgres(db.url, { max: 1, onnotice: () => {} });
  await company(owner, account);

  log('Starting the production server (npm start)…');
  const server = await startProductionServer(db.url, db.appUrl);
  try {
    const token = await login(server.base, account);
    return { account, owner, server, base: server.base, token, api: apiCaller(server.base, token) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
