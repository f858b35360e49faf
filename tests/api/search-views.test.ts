// The registers' search views (db/migrations/0007_search_views.sql), the one way past the policies, and only for
// search: each shows the rows of the tenant the transaction names and no other, has exactly its table's columns (so
// the conditions written for the table mean the same on it), and the app role may read it and nothing more.
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_VIEWS, SEARCHED_TABLES, searchView } from '@/server/db/schema/search-views';
import { systemDb } from '@/server/db/system';
import { inTenant } from '@/server/db/tenant';
import { logger } from '@/server/logger';
import { getTableName } from 'drizzle-orm';
import { call } from '../support/api-client';
import {
  createAnimal,
  createCustomer,
  createFerrier,
  createProduct,
  createService,
} from '../support/factories';

type Account = Awaited<ReturnType<typeof createFerrier>>;
let a: Account;
let b: Account;
const callerOf = (t: Account) => ({
  ferrierId: t.ferrierId,
  userId: t.userId,
  role: 'owner' as const,
  locale: 'en' as const,
  log: logger,
});
const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** An error's PostgreSQL code, wherever the driver or Drizzle put it. */
function pgCode(err: unknown): string | undefined {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
}

beforeAll(async () => {
  a = await createFerrier();
  b = await createFerrier();
  for (const t of [a, b]) {
    const customer = await createCustomer(t);
    await createAnimal(t, { customerId: customer.id });
    await createProduct(t);
    await createService(t);
    const animal = await createAnimal(t);
    const journal = await call('POST', 'journals/create', {
      token: t.token,
      body: { treatmentDate: '2026-03-02', animalId: animal.id },
    });
    expect(journal.status, JSON.stringify(journal.body)).toBe(201);
    const invoice = await call('POST', 'invoices/create', {
      token: t.token,
      body: {
        customerId: customer.id,
        invoiceDate: '2026-03-02',
        lines: [{ kind: 'other', name: 'Verkning', quantity: 1, pricePerUnit: 650, vat: 25, unit: 1 }],
      },
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
  }
});

describe('the search views', () => {
  it('one per register, with exactly its table’s columns, filtering by the transaction’s tenant', async () => {
    for (const table of SEARCHED_TABLES) {
      const name = getTableName(table);
      const columns = await systemDb().execute<{ table_name: string; columns: string[] }>(sql`
        select table_name, array_agg(column_name::text order by ordinal_position) as columns
        from information_schema.columns
        where table_schema = 'public' and table_name in (${name}, ${searchView(table)}) group by table_name`);
      const byName = new Map(columns.map((c) => [c.table_name, c.columns]));
      expect(
        byName.get(searchView(table)),
        `${searchView(table)}: make it again after a column change`,
      ).toEqual(byName.get(name));
      const [view] = await systemDb().execute<{ definition: string }>(
        sql`select pg_get_viewdef(${searchView(table)}::regclass) as definition`,
      );
      expect(view!.definition).toContain("current_setting('app.ferrier_id'::text, true)");
    }
  });

  it('show the tenant’s own rows through the tenant handle, and none without a tenant', async () => {
    for (const view of SEARCH_VIEWS) {
      const seen = await inTenant(callerOf(a), ({ db }) =>
        db.execute<{ ferrier_id: string }>(sql.raw(`select ferrier_id from ${q(view)}`)),
      );
      expect(seen.length, view).toBeGreaterThan(0);
      expect(new Set(seen.map((r) => r.ferrier_id)), view).toEqual(new Set([a.ferrierId]));
    }
    const app = postgres(process.env.APP_DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      for (const view of SEARCH_VIEWS) {
        expect(await app.unsafe(`select 1 from ${q(view)}`), view).toHaveLength(0);
      }
    } finally {
      await app.end({ timeout: 5 });
    }
  });

  it('the app role may read the search views and no other view, and write none', async () => {
    const role = decodeURIComponent(new URL(process.env.APP_DATABASE_URL!).username);
    const rows = await systemDb().execute<{ view: string; privileges: string[] }>(sql`
      select c.relname as view,
        array(select p from unnest(array['SELECT','INSERT','UPDATE','DELETE','TRUNCATE','REFERENCES','TRIGGER']) p
              where has_table_privilege(${role}, c.oid, p) order by 1) as privileges
      from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('v', 'm')`);
    expect(rows.map((r) => r.view).sort()).toEqual([...SEARCH_VIEWS].sort());
    for (const { view, privileges } of rows) expect(privileges, view).toEqual(['SELECT']);

    const refused = await inTenant(callerOf(a), ({ db }) =>
      db.execute(sql.raw(`update "search_customers" set first_name = 'X'`)),
    ).catch((err: unknown) => err);
    expect(pgCode(refused)).toBe('42501'); // insufficient privilege
    const [untouched] = await systemDb().execute<{ n: number }>(
      sql`select count(*)::int as n from customers where ferrier_id in (${a.ferrierId}, ${b.ferrierId}) and first_name = 'X'`,
    );
    expect(untouched!.n).toBe(0);
  });
});
