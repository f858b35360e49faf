// The system handle: the owner's connections (DATABASE_URL), which row-level security does not bind, for the work
// whose point is to cross tenants or that happens before a tenant is known — Better Auth (sign-up, login by email,
// the session behind a token), the login and form rate limits, the public site's forms, the background jobs and the
// purge of cancelled accounts. ESLint names the modules allowed to import it (eslint.config.mjs, SYSTEM_DB_USERS);
// everything a signed-in user asks for goes through server/db/tenant.ts instead.
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { env } from '@/server/env';
import * as schema from './schema';
import type { Db } from './index';

let client: postgres.Sql | undefined;
let database: Db | undefined;

/** Created on first use, so that builds need no database. */
export function systemDb(): Db {
  if (!database) {
    client = postgres(env().DATABASE_URL, { max: 10, onnotice: () => {} });
    database = drizzle(client, { schema, casing: 'snake_case' });
  }
  return database;
}

export async function closeSystemDb(): Promise<void> {
  await client?.end({ timeout: 5 });
  client = undefined;
  database = undefined;
}
