// The tenant handle: the app's own connections (APP_DATABASE_URL), made with a role that row-level security binds,
// reached only through inTenant(). It runs a use case in one transaction whose first statement names the tenant in
// `app.ferrier_id`, which every tenant table's policy compares with (server/db/schema/tenant-rows.ts): a query that
// forgets its `ferrier_id` filter still sees only the caller's rows, and a write into another tenant is refused.
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle, PostgresJsSession, PostgresJsTransaction } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { env } from '@/server/env';
import { logger, type Logger } from '@/server/logger';
import { appRoleError, appRoleProblems, assertAppRole } from './app-role';
import * as schema from './schema';
import type { Tx } from './index';

/** A transaction in which every statement sees and writes the rows of one tenant only (no relational `query`). */
export type TenantDb = Omit<Tx, 'query'>;

const dialect = new PgDialect({ casing: 'snake_case' });

let client: postgres.Sql | undefined;
let roleChecked: Promise<void> | undefined;
let roleOk = false;

function appClient(): postgres.Sql {
  if (!client) {
    const url = env().APP_DATABASE_URL;
    if (!url) {
      throw new Error(
        'APP_DATABASE_URL is not set: signed-in requests need the app role that row-level security binds ' +
          '(npm start and npm run dev set it up; see the README, "The database and its two roles").',
      );
    }
    client = postgres(url, { max: 10, onnotice: () => {} });
    // Drizzle sets its value parsers on the client it is given; the transactions below share them.
    drizzle(client, { schema, casing: 'snake_case' });
  }
  return client;
}

/** Refuses to work for a role that could see past the policies; checked once (again after a failed check). */
function checkRole(sql: postgres.Sql): Promise<void> {
  roleChecked ??= assertAppRole(sql).catch((err: unknown) => {
    roleChecked = undefined;
    throw err;
  });
  return roleChecked;
}

/**
 * At server start (instrumentation.ts): refuses a missing APP_DATABASE_URL, and a role that row-level security would
 * not bind, naming the problem. A database that cannot be reached yet does not stop the start (the public site works
 * without it); the role is then checked before its first statement.
 */
export async function checkTenantDb(): Promise<void> {
  const problems = await appRoleProblems(appClient()).catch((err: unknown) => {
    logger.warn(
      { err },
      'The app database role could not be checked at start; it is checked before its first statement',
    );
    return [];
  });
  if (problems.length > 0) throw appRoleError(problems);
}

/**
 * A Drizzle transaction on a reserved connection; a nested transaction() is a savepoint, as in Drizzle's own. Its
 * statements are prepared: Drizzle asks postgres.js for unnamed ones unless a query is given a name, so PostgreSQL
 * would parse and plan every statement of every request anew. postgres.js keeps them per connection, keyed by their
 * text (the values are parameters), and a connection is replaced within the hour (its max_lifetime).
 */
function transactionOn(connection: postgres.ReservedSql): TenantDb {
  let savepoints = 0;
  const sql = {
    unsafe: (
      query: string,
      params?: postgres.ParameterOrJSON<never>[],
      options?: postgres.UnsafeQueryOptions,
    ) => connection.unsafe(query, params, { ...options, prepare: true }),
    savepoint: async <T>(work: (sql: postgres.TransactionSql) => Promise<T>): Promise<T> => {
      const name = `s${++savepoints}`;
      await connection.unsafe(`savepoint ${name}`);
      try {
        return await work(sql as unknown as postgres.TransactionSql);
      } catch (err) {
        await connection.unsafe(`rollback to savepoint ${name}`);
        throw err;
      }
    },
  };
  return drizzleTransaction(sql);
}

/**
 * What Drizzle's own transaction() builds around postgres.js's transaction client (its types want exactly that), but
 * without the relational query builders (`db.query`, unused here): Drizzle makes one per table for every handle, which
 * cost a signed-in request more than its own statement's building (issue 11).
 */
function drizzleTransaction(sql: Pick<postgres.Sql, 'unsafe'> | object): TenantDb {
  const session = new PostgresJsSession(sql as unknown as postgres.Sql, dialect, undefined, {});
  type TxSession = ConstructorParameters<typeof PostgresJsTransaction>[1];
  return new PostgresJsTransaction(
    dialect,
    session as unknown as TxSession,
    undefined,
  ) as unknown as TenantDb;
}

let template: TenantDb | undefined;

/**
 * A tenant handle on no connection, to build statements with (server/db/prepared.ts): the same dialect and schema as
 * every tenant transaction, and nothing can run on it.
 */
export function statementBuilder(): TenantDb {
  template ??= drizzleTransaction({
    unsafe: () => {
      throw new Error('statementBuilder() builds statements; they run on a tenant handle (prepared.ts)');
    },
  });
  return template;
}

/**
 * Work to do once the transaction has committed (queue a job, call an outside system), never on rollback: what a use
 * case asks for with `ctx.afterCommit(() => …)` anywhere in its transaction. The callbacks run in the order they were
 * given, each awaited, before inTenant resolves; one that throws is logged and does not stop the others or change the
 * answer (the transaction stands: each such step has its own safety net, a sweep or a retry). A savepoint rolled back
 * inside the transaction does not take back what was asked within it.
 */
export type AfterCommit = (callback: () => unknown) => void;

/**
 * Runs `work` with the caller's context, `db`, a transaction bound to the caller's tenant (committed when `work`
 * resolves, rolled back when it throws), and `afterCommit` (above). BEGIN and the tenant setting are sent with
 * `work`'s first statement (postgres.js pipelines statements on one connection), so the wall costs one round trip:
 * the COMMIT.
 */
export async function inTenant<C extends { ferrierId: string; log?: Logger }, T>(
  caller: C,
  work: (ctx: C & { db: TenantDb; afterCommit: AfterCommit }) => Promise<T>,
): Promise<T> {
  const sql = appClient();
  // Checked once; awaiting the settled check on every call would still cost each request a turn of the event loop.
  if (!roleOk) {
    await checkRole(sql);
    roleOk = true;
  }
  const committed: Array<() => unknown> = [];
  const afterCommit: AfterCommit = (callback) => void committed.push(callback);
  const connection = await sql.reserve();
  const opened = Promise.all([
    connection.unsafe('begin').execute(),
    connection`select set_config('app.ferrier_id', ${caller.ferrierId}, true)`.execute(),
  ]);
  opened.catch(() => undefined); // awaited below, before anything is committed
  let result: T;
  try {
    result = await work({ ...caller, db: transactionOn(connection), afterCommit });
    await opened;
    await connection.unsafe('commit');
  } catch (err) {
    await connection.unsafe('rollback').catch(() => undefined);
    throw err;
  } finally {
    connection.release();
  }
  for (const callback of committed) {
    try {
      await callback();
    } catch (err) {
      (caller.log ?? logger).error({ err }, 'A step after a committed transaction failed');
    }
  }
  return result;
}

export async function closeTenantDb(): Promise<void> {
  await client?.end({ timeout: 5 });
  client = undefined;
  roleChecked = undefined;
  roleOk = false;
}
