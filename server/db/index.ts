// The one Drizzle client of the server, created on first use so that builds need no database.
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { env } from '@/server/env';
import * as schema from './schema';

export type Db = PostgresJsDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction in it. */
export type Queryable = Db | Tx;

let client: postgres.Sql | undefined;
let database: Db | undefined;

export function db(): Db {
  if (!database) {
    client = postgres(env().DATABASE_URL, { max: 10, onnotice: () => {} });
    database = drizzle(client, { schema, casing: 'snake_case' });
  }
  return database;
}

export async function closeDb(): Promise<void> {
  await client?.end({ timeout: 5 });
  client = undefined;
  database = undefined;
}
