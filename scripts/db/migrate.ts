// Applies the committed SQL migrations (db/migrations) to a database;
// safe to run on every start.
import path from 'node:path';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

export async function migrateDatabase(url: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migrate(drizzle(sql), {
      // From the package root, as npm runs every script: `npm start` runs this file bundled elsewhere.
      migrationsFolder: path.resolve('db/migrations'),
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}
