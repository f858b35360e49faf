// Which rows of each table belong to an account, worked out from information_schema on its own (not from the purge's
// code), so a test can require a row in every table and then check that none is left.
import { sql } from 'drizzle-orm';
import { systemDb } from '@/server/db/system';

/** Tables that hold no account's rows, and why. Any other table must belong to accounts in a way known below. */
export const NOT_ACCOUNT_DATA: Record<string, string> = {
  animal_types: 'shared reference data, seeded, the same for every account',
  animal_breeds: 'shared reference data, seeded, the same for every account',
  inventory_types: 'shared reference data, seeded, the same for every account',
  inventory_sub_types: 'shared reference data, seeded, the same for every account',
  service_types: 'shared reference data, seeded, the same for every account',
  contact_messages: "messages from the public site's visitors, tied to no account",
  demo_requests: "demo requests from the public site's visitors, tied to no account",
  stripe_events:
    "Stripe's event ids, keyed by Stripe and not by an account; only the webhook reads and writes them",
  rate_limits:
    'keyed by client address or email, not by account; every row ends with its window and the hourly job deletes it',
};

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

type Catalog = { tables: string[]; columns: Map<string, string[]>; keys: Array<Record<string, string>> };

async function catalog(): Promise<Catalog> {
  const tables = await systemDb().execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const columns = await systemDb().execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns where table_schema = 'public'`);
  const keys = await systemDb().execute<{
    table_name: string;
    column_name: string;
    ref_table: string;
    ref_column: string;
  }>(
    sql`
    select kcu.table_name, kcu.column_name, ccu.table_name as ref_table, ccu.column_name as ref_column
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_schema = tc.constraint_schema and ccu.constraint_name = tc.constraint_name
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`,
  );
  const byTable = new Map<string, string[]>();
  for (const c of columns) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c.column_name]);
  return { tables: tables.map((t) => t.table_name), columns: byTable, keys: [...keys] };
}

/** SQL conditions selecting one account's rows, per table; throws naming any table it cannot place. */
async function conditions(ferrierId: string): Promise<Map<string, string>> {
  const { tables, columns, keys } = await catalog();
  const id = `'${ferrierId.replace(/'/g, "''")}'`;
  const where = new Map<string, string>();
  for (const t of tables) {
    if (t === 'ferriers') where.set(t, `id = ${id}`);
    else if (columns.get(t)?.includes('ferrier_id')) where.set(t, `ferrier_id = ${id}`);
  }
  // Better Auth's verification codes and reset tokens name the account's email or user id (a pending change of
  // sign-in email: the user id and the new address), with no foreign key.
  where.set(
    'verifications',
    `value in (select id::text from users where ferrier_id = ${id}) or exists (select 1 from users u
       where u.ferrier_id = ${id} and (lower(identifier) like '%-otp-' || lower(u.email)
         or identifier like 'change-email-otp-' || u.id::text || ':%'))`,
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const t of tables) {
      if (where.has(t) || t in NOT_ACCOUNT_DATA) continue;
      const links = keys.filter((k) => k.table_name === t && where.has(k.ref_table!) && k.ref_table !== t);
      if (links.length === 0) continue;
      const via = links.map(
        (k) =>
          `${q(k.column_name!)} in (select ${q(k.ref_column!)} from ${q(k.ref_table!)} where ${where.get(k.ref_table!)})`,
      );
      where.set(t, via.join(' or '));
      grew = true;
    }
  }
  const unplaced = tables.filter((t) => !where.has(t) && !(t in NOT_ACCOUNT_DATA));
  if (unplaced.length > 0) {
    throw new Error(
      `No way to tell which rows of ${unplaced.join(', ')} belong to an account: give the table a ferrier_id or a ` +
        'foreign key to account rows, teach the purge and tests/support/tenant-rows.ts, or name it in NOT_ACCOUNT_DATA.',
    );
  }
  return where;
}

/** Every row of the account, per table, as JSON text (ordered by id): enough to see what remains or changed. */
export async function accountRows(ferrierId: string): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  for (const [table, condition] of await conditions(ferrierId)) {
    const rows = await systemDb().execute<{ row: string }>(
      sql.raw(`select row_to_json(t)::text as row from ${q(table)} t where ${condition} order by t.id`),
    );
    result.set(
      table,
      rows.map((r) => r.row),
    );
  }
  return result;
}

/** The ids of rows that existed before, per table, which still exist now (wherever they belong now). */
export async function survivingIds(before: Map<string, string[]>): Promise<Record<string, string[]>> {
  const left: Record<string, string[]> = {};
  for (const [table, rows] of before) {
    const ids = rows.map((r) => (JSON.parse(r) as { id: string }).id);
    if (ids.length === 0) continue;
    const still = await systemDb().execute<{ id: string }>(
      sql`select id::text as id from ${sql.raw(q(table))} where id::text in ${ids}`,
    );
    if (still.length > 0) left[table] = still.map((s) => s.id);
  }
  return left;
}
