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
      migrationsFolder: path.resolve(import.meta.dirname, '../../db/migrations'),
    });
  } finally {
    await sql.end({ timeout: 5 });
  }
}
