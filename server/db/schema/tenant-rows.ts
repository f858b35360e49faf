// Row-level security, the second wall behind the `ferrier_id` filter every query writes by hand: on a tenant table
// the app's database role sees and writes only the rows of the tenant its transaction names in `app.ferrier_id`
// (set first thing in every transaction of server/db/tenant.ts). The owner role, which runs the migrations, the jobs,
// the purge and Better Auth, owns the tables and is not bound by them (the policies are enabled, not forced).
import { sql, type SQL } from 'drizzle-orm';
import { pgPolicy } from 'drizzle-orm/pg-core';

/**
 * The tenant of the current transaction. NULL when none is set (an unset setting reads as NULL, a transaction-local
 * one that ended as ''), so a statement without a tenant matches no row and may write none.
 */
export const CURRENT_TENANT = `nullif(current_setting('app.ferrier_id', true), '')::uuid`;

/** The policy name every tenant table uses (tests/api/row-level-security.test.ts checks it is on every one). */
export const TENANT_POLICY = 'tenant_rows';

/** One policy for reading and writing: USING picks the rows a statement sees, WITH CHECK the rows it may write. */
const tenantPolicy = (condition: SQL) =>
  pgPolicy(TENANT_POLICY, {
    as: 'permissive',
    for: 'all',
    to: 'public',
    using: condition,
    withCheck: condition,
  });

/** A table with a ferrier_id column; the ferriers table itself by its id. */
export const tenantRows = (column: 'ferrier_id' | 'id' = 'ferrier_id') =>
  tenantPolicy(sql.raw(`${column} = ${CURRENT_TENANT}`));

/** A table whose rows belong to a user and carry no ferrier_id (sessions): the rows of the tenant's users. */
export const tenantUserRows = (table: string) =>
  tenantPolicy(
    sql.raw(
      `exists (select 1 from users u where u.id = ${table}.user_id and u.ferrier_id = ${CURRENT_TENANT})`,
    ),
  );
