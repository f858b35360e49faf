// Which rows a request changed: row triggers on every table of the fuzz's own database log each committed
// insert, update and delete (a rolled-back write rolls its log row back too), so after each request one query
// tells exactly what it changed. Only the fuzz project's database gets them (vitest.config.ts, project "fuzz").
import { sql } from 'drizzle-orm';
import { systemDb } from '@/server/db/system';

export type RowChange = {
  seq: number;
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  rowId: string | null;
  columns: string[];
};

/**
 * Changes a rejected request may make, and why. Everything else a non-2xx request commits is a finding.
 * `columns`: an UPDATE is expected only when it touches nothing but these. Deliberately not listed: a wrong
 * verification code counted in its `verifications` row (the fuzz never holds a live code; add it with its reason
 * if it does), and anything in `sessions` beyond the expiry (a rejected request must not end or create a session).
 */
export const EXPECTED_SIDE_EFFECTS: Array<{
  table: string;
  ops: RowChange['op'][];
  columns?: string[];
  why: string;
}> = [
  {
    table: 'rate_limits',
    ops: ['INSERT', 'UPDATE', 'DELETE'],
    why:
      'a refused attempt is still an attempt: counting wrong logins, codes and sign-ups before answering is what ' +
      'makes guessing impossible (issue 9, points 1–3). The rows are keyed by address or email, hold no account data ' +
      'and end with their window.',
  },
  {
    table: 'sessions',
    ops: ['UPDATE'],
    columns: ['expires_at', 'updated_at'],
    why:
      'the 24-hour sliding session is renewed by any request that presents it (at most every 5 minutes), in the ' +
      'auth middleware, before the route knows whether it will accept the input. Only the expiry moves.',
  },
];

export function isExpected(change: RowChange): boolean {
  return EXPECTED_SIDE_EFFECTS.some(
    (e) =>
      e.table === change.table &&
      e.ops.includes(change.op) &&
      (!e.columns || change.columns.every((c) => e.columns!.includes(c))),
  );
}

/** Installs the log and a trigger on every table of the public schema; safe to call again. */
export async function installChangeLog(): Promise<void> {
  await systemDb().execute(
    sql.raw(`
    create schema if not exists fuzz_audit;
    create table if not exists fuzz_audit.changes (
      seq bigserial primary key, tbl text not null, op text not null, row_id text, columns text[] not null default '{}');
    create or replace function fuzz_audit.log_change() returns trigger language plpgsql security definer as $$
    declare cols text[] := '{}';
    begin
      if tg_op = 'UPDATE' then
        select coalesce(array_agg(n.key order by n.key), '{}') into cols
        from jsonb_each(to_jsonb(new)) n join jsonb_each(to_jsonb(old)) o using (key)
        where n.value is distinct from o.value;
        if cols = '{}' then return null; end if; -- an update that changed nothing
      end if;
      insert into fuzz_audit.changes (tbl, op, row_id, columns)
      values (tg_table_name, tg_op, coalesce(to_jsonb(new) ->> 'id', to_jsonb(old) ->> 'id', to_jsonb(new) ->> 'key', to_jsonb(old) ->> 'key'), cols);
      return null;
    end $$;`),
  );
  const tables = await systemDb().execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`);
  for (const { name } of tables) {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    await systemDb().execute(
      sql.raw(`create or replace trigger fuzz_audit_log after insert or update or delete on public.${quoted}
               for each row execute function fuzz_audit.log_change()`),
    );
  }
}

/** The newest position in the log: changes after it belong to what runs next. */
export async function changeMark(): Promise<number> {
  const [row] = await systemDb().execute<{ seq: string | null }>(
    sql`select max(seq)::text as seq from fuzz_audit.changes`,
  );
  return Number(row?.seq ?? 0);
}

export async function changesSince(mark: number): Promise<RowChange[]> {
  const rows = await systemDb().execute<{
    seq: string;
    tbl: string;
    op: RowChange['op'];
    row_id: string | null;
    columns: string[];
  }>(
    sql`select seq::text, tbl, op, row_id, columns from fuzz_audit.changes where seq > ${mark} order by seq`,
  );
  return rows.map((r) => ({
    seq: Number(r.seq),
    table: r.tbl,
    op: r.op,
    rowId: r.row_id,
    columns: r.columns,
  }));
}
