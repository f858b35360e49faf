// The database's types, and closing the server's connections (tests, shutdown). The two ways in are apart on
// purpose: server/db/tenant.ts (the app's role, bound by row-level security, one tenant per transaction) for every
// signed-in request, and server/db/system.ts (the owner) for the few places that must cross tenants.
import 'server-only';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import type * as schema from './schema';
import { closeSystemDb } from './system';
import { closeTenantDb } from './tenant';

export type Db = PostgresJsDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction in it. */
export type Queryable = Db | Tx;

export async function closeDb(): Promise<void> {
  await Promise.all([closeSystemDb(), closeTenantDb()]);
}
