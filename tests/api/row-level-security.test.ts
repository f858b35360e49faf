// Row-level security, the second wall (issue 10, part 3): through the tenant handle a statement that forgets its
// ferrier_id filter still sees only its tenant's rows and cannot write another's; every tenant table has the policy;
// and the app's database role is one the policies bind.
import { count, eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { logger } from '@/server/logger';
import { appRoleProblems } from '@/server/db/app-role';
import { TENANT_POLICY } from '@/server/db/schema/tenant-rows';
import { animals, customers, ferriers, products, services, sessions, users } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { inTenant } from '@/server/db/tenant';
import { APPEND_ONLY_TABLES, READ_ONLY_TABLES } from '@/scripts/db/app-role';
import { createFullTenant, type FullTenant } from '@/tests/support/full-tenant';

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The caller as the API builds it from a session. */
const callerOf = (t: FullTenant) => ({
  ferrierId: t.ferrierId,
  userId: t.userId,
  role: 'owner' as const,
  locale: 'en' as const,
  log: logger,
});

/** Every table with a ferrier_id column, from the catalog (not from our schema files). */
async function tablesWithFerrierId(): Promise<string[]> {
  const rows = await systemDb().execute<{ table_name: string }>(sql`
    select c.table_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = 'ferrier_id' and t.table_type = 'BASE TABLE'
    order by c.table_name`);
  return rows.map((r) => r.table_name);
}

/** An error's PostgreSQL code, wherever the driver or Drizzle put it. */
function pgCode(err: unknown): string | undefined {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
}

let a: FullTenant;
let b: FullTenant;

beforeAll(async () => {
  // Two accounts with rows in every table of the schema.
  a = await createFullTenant();
  b = await createFullTenant();
});

describe('through the tenant handle, without a ferrier_id filter', () => {
  it('a query sees only its own tenant in every table that has ferrier_id', async () => {
    const tables = await tablesWithFerrierId();
    expect(tables.length).toBeGreaterThan(20);
    for (const table of tables) {
      const seen = await inTenant(callerOf(a), ({ db }) =>
        db.execute<{ ferrier_id: string }>(sql.raw(`select ferrier_id from ${q(table)}`)),
      );
      const [all] = await systemDb().execute<{ n: number }>(
        sql.raw(
          `select count(*)::int as n from ${q(table)} where ferrier_id in ('${a.ferrierId}', '${b.ferrierId}')`,
        ),
      );
      expect(all!.n, `${table}: both accounts have rows`).toBeGreaterThan(seen.length);
      expect(seen.length, `${table}: the account's own rows are seen`).toBeGreaterThan(0);
      expect(new Set(seen.map((r) => r.ferrier_id)), table).toEqual(new Set([a.ferrierId]));
    }
  });

  it('the ferriers, users and sessions of other accounts are not seen either', async () => {
    const seen = await inTenant(callerOf(a), async ({ db }) => ({
      ferriers: await db.select({ id: ferriers.id }).from(ferriers),
      users: await db.select({ ferrierId: users.ferrierId }).from(users),
      sessions: await db
        .select({ userId: sessions.userId })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId)),
    }));
    expect(seen.ferriers).toEqual([{ id: a.ferrierId }]);
    expect(new Set(seen.users.map((u) => u.ferrierId))).toEqual(new Set([a.ferrierId]));
    expect(seen.sessions.length).toBeGreaterThan(0);
    const [others] = await inTenant(callerOf(a), ({ db }) =>
      db.select({ n: count() }).from(sessions).where(eq(sessions.userId, b.userId)),
    );
    expect(others!.n).toBe(0);
  });

  it("a row of another tenant's, asked for by id, is not there; updating or deleting it changes nothing", async () => {
    const [theirs] = await systemDb()
      .select({ id: customers.id, firstName: customers.firstName })
      .from(customers)
      .where(eq(customers.ferrierId, b.ferrierId));
    const found = await inTenant(callerOf(a), async ({ db }) => ({
      read: await db.select().from(customers).where(eq(customers.id, theirs!.id)),
      updated: await db
        .update(customers)
        .set({ firstName: 'Mallory' })
        .where(eq(customers.id, theirs!.id))
        .returning(),
      deleted: await db.delete(animals).where(eq(animals.ferrierId, b.ferrierId)).returning(),
    }));
    expect(found).toEqual({ read: [], updated: [], deleted: [] });
    const [after] = await systemDb()
      .select({ firstName: customers.firstName })
      .from(customers)
      .where(eq(customers.id, theirs!.id));
    expect(after!.firstName).toBe(theirs!.firstName);
    const [kept] = await systemDb()
      .select({ n: count() })
      .from(animals)
      .where(eq(animals.ferrierId, b.ferrierId));
    expect(kept!.n).toBeGreaterThan(0);
  });

  it('refuses to insert a row into another tenant, or to move one there, and writes nothing', async () => {
    const insert = (
      table: typeof customers | typeof services | typeof products,
      values: Record<string, unknown>,
    ) =>
      inTenant(callerOf(a), ({ db }) => db.insert(table).values(values as never)).then(
        () => 'written',
        (err: unknown) => pgCode(err),
      );
    // 42501: insufficient_privilege, "new row violates row-level security policy".
    expect(await insert(customers, { ferrierId: b.ferrierId, firstName: 'Mallory' })).toBe('42501');
    const [service] = await systemDb().select().from(services).where(eq(services.ferrierId, a.ferrierId));
    const { id: _id, sortName: _s, searchText: _t, createdAt: _c, updatedAt: _u, ...copy } = service!;
    expect(await insert(services, { ...copy, ferrierId: b.ferrierId })).toBe('42501');

    const [mine] = await systemDb()
      .select({ id: products.id })
      .from(products)
      .where(eq(products.ferrierId, a.ferrierId));
    const moved = await inTenant(callerOf(a), ({ db }) =>
      db.update(products).set({ ferrierId: b.ferrierId }).where(eq(products.id, mine!.id)),
    ).then(
      () => 'moved',
      (err: unknown) => pgCode(err),
    );
    expect(moved).toBe('42501');

    const [written] = await systemDb()
      .select({ n: count() })
      .from(customers)
      .where(eq(customers.firstName, 'Mallory'));
    expect(written!.n).toBe(0);
    const [still] = await systemDb()
      .select({ ferrierId: products.ferrierId })
      .from(products)
      .where(eq(products.id, mine!.id));
    expect(still!.ferrierId).toBe(a.ferrierId);
  });

  it('a failed statement rolls back the whole use case', async () => {
    const before = await systemDb()
      .select({ n: count() })
      .from(customers)
      .where(eq(customers.ferrierId, a.ferrierId));
    const outcome = await inTenant(callerOf(a), async ({ db }) => {
      await db.insert(customers).values({ ferrierId: a.ferrierId, firstName: 'Ebba' });
      await db.insert(customers).values({ ferrierId: b.ferrierId, firstName: 'Mallory' });
    }).then(
      () => 'committed',
      (err: unknown) => pgCode(err),
    );
    expect(outcome).toBe('42501');
    const after = await systemDb()
      .select({ n: count() })
      .from(customers)
      .where(eq(customers.ferrierId, a.ferrierId));
    expect(after).toEqual(before);
  });
});

describe('the app role without a tenant', () => {
  it('sees no tenant row and may write none', async () => {
    const app = postgres(process.env.APP_DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      const [seen] =
        await app`select (select count(*) from customers)::int as customers, (select count(*) from ferriers)::int as ferriers`;
      expect(seen).toEqual({ customers: 0, ferriers: 0 });
      const written =
        await app`insert into customers (ferrier_id, first_name) values (${a.ferrierId}, 'Mallory')`.then(
          () => 'written',
          (err: unknown) => pgCode(err),
        );
      expect(written).toBe('42501');
    } finally {
      await app.end({ timeout: 5 });
    }
  });
});

describe('the catalog', () => {
  it('every table with a ferrier_id column, the ferriers table and sessions have row-level security and the tenant policy', async () => {
    const guarded = [...(await tablesWithFerrierId()), 'ferriers', 'sessions'];
    const rows = await systemDb().execute<{
      table: string;
      enabled: boolean;
      policies: string[];
      quals: string[];
      checks: string[];
    }>(sql`
      select c.relname as table, c.relrowsecurity as enabled,
        array(select p.polname::text from pg_policy p where p.polrelid = c.oid order by 1) as policies,
        array(select coalesce(pg_get_expr(p.polqual, p.polrelid), '') from pg_policy p where p.polrelid = c.oid) as quals,
        array(select coalesce(pg_get_expr(p.polwithcheck, p.polrelid), '') from pg_policy p where p.polrelid = c.oid) as checks
      from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')`);
    const byTable = new Map(rows.map((r) => [r.table, r]));
    for (const table of guarded) {
      const row = byTable.get(table);
      expect(row?.enabled, `${table}: row-level security enabled`).toBe(true);
      // One policy, for every command: a second, permissive one would widen what it allows.
      expect(row?.policies, `${table}: the tenant policy, alone`).toEqual([TENANT_POLICY]);
      expect(row?.quals[0], `${table}: USING names the tenant`).toContain("current_setting('app.ferrier_id'");
      expect(row?.checks[0], `${table}: WITH CHECK names the tenant`).toContain(
        "current_setting('app.ferrier_id'",
      );
    }
    const policiesFor = await systemDb().execute<{ table: string; command: string; roles: string[] }>(sql`
      select c.relname as table, p.polcmd::text as command, array(select r::regrole::text from unnest(p.polroles) r) as roles
      from pg_policy p join pg_class c on c.oid = p.polrelid`);
    // For every command ('*') and every role (0 = public).
    for (const p of policiesFor) expect([p.command, p.roles], p.table).toEqual(['*', ['-']]);
  });

  it('the app role can touch only guarded tables (no TRUNCATE, which ignores policies) and read the reference data', async () => {
    const role = decodeURIComponent(new URL(process.env.APP_DATABASE_URL!).username);
    const rows = await systemDb().execute<{ table: string; guarded: boolean; privileges: string[] }>(sql`
      select c.relname as table, c.relrowsecurity as guarded,
        array(select p from unnest(array['SELECT','INSERT','UPDATE','DELETE','TRUNCATE','REFERENCES','TRIGGER']) p
              where has_table_privilege(${role}, c.oid, p) order by 1) as privileges
      from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')`);
    for (const { table, guarded, privileges } of rows) {
      const expected = guarded
        ? APPEND_ONLY_TABLES.includes(table)
          ? ['INSERT', 'SELECT']
          : ['DELETE', 'INSERT', 'SELECT', 'UPDATE']
        : READ_ONLY_TABLES.includes(table)
          ? ['SELECT']
          : [];
      expect(privileges, table).toEqual(expected);
    }
    expect(rows.some((r) => r.table === 'accounts' && r.privileges.length === 0)).toBe(true);
    // No schema beyond public: pg-boss's jobs (when they have started) are the owner's.
    const schemas = await systemDb().execute<{ name: string }>(sql`
      select nspname as name from pg_namespace
      where has_schema_privilege(${role}, oid, 'USAGE') and nspname not like 'pg\_%' and nspname <> 'information_schema'`);
    expect(schemas.map((r) => r.name)).toEqual(['public']);
  });
});

describe('the app role', () => {
  it('is not a superuser, has no BYPASSRLS and owns no table', async () => {
    const app = postgres(process.env.APP_DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      expect(await appRoleProblems(app)).toEqual([]);
      const [me] = await app`select rolsuper, rolbypassrls from pg_roles where rolname = current_user`;
      expect(me).toEqual({ rolsuper: false, rolbypassrls: false });
    } finally {
      await app.end({ timeout: 5 });
    }
  });

  it('the check that guards the start refuses the owner, which policies do not bind', async () => {
    const owner = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    try {
      const problems = await appRoleProblems(owner);
      expect(problems.join('\n')).toMatch(/superuser|owns tables/);
    } finally {
      await owner.end({ timeout: 5 });
    }
  });
});
