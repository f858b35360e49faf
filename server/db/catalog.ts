// What the database says about its own tables (PostgreSQL catalog), so code that must cover every table — the
// account purge, the unreferenced-upload sweep — also covers tables added later without being told.
import { sql } from 'drizzle-orm';
import type { Db } from './index';

type Executor = Pick<Db, 'execute'>;

export type ForeignKey = {
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
  onDelete: 'cascade' | 'set null' | 'set default' | 'restrict' | 'no action';
};

const ON_DELETE = { c: 'cascade', n: 'set null', d: 'set default', r: 'restrict', a: 'no action' } as const;

/** Every foreign key between tables of the public schema. */
export async function foreignKeys(db: Executor): Promise<ForeignKey[]> {
  const rows = await db.execute<{
    table: string;
    columns: string[];
    ref_table: string;
    ref_columns: string[];
    on_delete: keyof typeof ON_DELETE;
  }>(sql`
    select t.relname as table, f.relname as ref_table, c.confdeltype as on_delete,
      array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
      array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
            join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as ref_columns
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_class f on f.oid = c.confrelid
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      and f.relnamespace = 'public'::regnamespace
    order by t.relname, c.conname`);
  return rows.map((r) => ({
    table: r.table,
    columns: r.columns,
    refTable: r.ref_table,
    refColumns: r.ref_columns,
    onDelete: ON_DELETE[r.on_delete],
  }));
}

/** The ordinary tables of the public schema with their column names. */
export async function publicTables(db: Executor): Promise<Map<string, string[]>> {
  const rows = await db.execute<{ table: string; columns: string[] }>(sql`
    select c.relname as table,
      array(select a.attname::text from pg_attribute a
            where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped order by a.attnum) as columns
    from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
    order by c.relname`);
  return new Map(rows.map((r) => [r.table, r.columns]));
}

/** A quoted SQL identifier; names come from the catalog, never from users. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
