// The browser tests' server database (written by tests/support/e2e-server.ts), for setup the app offers no screen
// for: many companies signed up from the one test address, as an office would over days.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';

const urlFile = path.resolve('.data/e2e/database-url');

/** Runs `work` with a connection to the e2e server's database (as its owner), closed after. */
export async function withE2eDatabase<T>(work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres((await readFile(urlFile, 'utf8')).trim(), { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end();
  }
}

/**
 * Forgets the sign-ups counted against the test address. The browser suite makes more companies than one address
 * may in an hour; the limit itself is tested through the API (tests/api/rate-limits.test.ts).
 */
export const forgetSignUpCount = () =>
  withE2eDatabase((sql) => sql`delete from rate_limits where key like 'signup-ip:%'`);
