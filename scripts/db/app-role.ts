// The app's own database role, which row-level security binds (server/db/app-role.ts says what that takes): created
// by the owner when the start sets it up itself, and given exactly the privileges it needs after every migration.
import { getTableName } from 'drizzle-orm';
import postgres from 'postgres';
import { assertAppRole } from '@/server/db/app-role';
import { ident } from '@/server/db/catalog';
import { auditEvents } from '@/server/db/schema/audit-events';
import { journalAmendments, journalSignatures } from '@/server/db/schema/journal-history';
import { journalSendings } from '@/server/db/schema/journals';
import { SEARCH_VIEWS } from '@/server/db/schema/search-views';
import { REFERENCE_TABLES } from '../seed/reference-data';

/** The role `npm start` makes when APP_DATABASE_URL does not name one. */
export const APP_ROLE = 'hovbook_app';

/** Shared reference data, seeded by the owner: the signed-in app reads it (pickers) and never writes it. */
export const READ_ONLY_TABLES: string[] = REFERENCE_TABLES.map((t) => getTableName(t));

/**
 * The history (who did what, when): the app adds events and reads them, and never changes or removes one. The rows
 * still go when their account is purged (the purge runs as the owner) or their user is removed (the foreign key's
 * ON DELETE SET NULL, which PostgreSQL runs as the table's owner).
 */
// A journal's signatures, amendments and sendings are its record (SJVFS 2023:19): the app may add, never rewrite.
export const APPEND_ONLY_TABLES: string[] = [
  auditEvents,
  journalSignatures,
  journalAmendments,
  journalSendings,
].map((table) => getTableName(table));

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

async function asOwner<T>(ownerUrl: string, work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(ownerUrl, { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * Creates the login role when it is missing; `resetPassword` also gives an existing one this password (the embedded
 * cluster, which is ours alone). Nothing of it can bypass row-level security, and it inherits no other role.
 */
export async function ensureAppRole(
  ownerUrl: string,
  { role, password, resetPassword }: { role: string; password: string; resetPassword: boolean },
): Promise<void> {
  const attributes = 'LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOREPLICATION NOINHERIT';
  await asOwner(ownerUrl, async (sql) => {
    const [existing] = await sql`select 1 from pg_roles where rolname = ${role}`;
    if (!existing) {
      await sql.unsafe(`create role ${ident(role)} ${attributes} password ${literal(password)}`);
    } else if (resetPassword) {
      await sql.unsafe(`alter role ${ident(role)} ${attributes} password ${literal(password)}`);
    }
  });
}

/**
 * The role's privileges in the database, read from the catalog: read and write on every table that row-level security
 * guards (read and add only on the append-only history), read on the reference data, none on the rest (Better Auth's
 * accounts and codes, the rate limits, the public forms' messages; pg-boss's schema is not granted). No TRUNCATE
 * anywhere: it ignores the policies. Applied after every migration, so a new tenant table is usable once its policy
 * exists, and a table without one never is. Of the views, only the registers' search views, for reading: each holds
 * the tenant filter itself.
 */
export async function grantAppRole(ownerUrl: string, role: string): Promise<void> {
  const to = ident(role);
  await asOwner(ownerUrl, (sql) =>
    sql.begin(async (tx) => {
      const [db] = await tx<{ name: string; owner: string }[]>`
        select current_database() as name, current_user as owner`;
      if (db!.owner === role) throw new Error(`${role} owns the tables: it cannot be the app role`);
      await tx.unsafe(`grant connect on database ${ident(db!.name)} to ${to}`);
      await tx.unsafe(`grant usage on schema public to ${to}`);
      const tables = await tx<{ name: string; guarded: boolean }[]>`
        select relname as name, relrowsecurity as guarded from pg_class
        where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') order by relname`;
      for (const { name, guarded } of tables) {
        const table = ident(name);
        await tx.unsafe(`revoke all on table ${table} from ${to}`);
        if (guarded && APPEND_ONLY_TABLES.includes(name))
          await tx.unsafe(`grant select, insert on table ${table} to ${to}`);
        else if (guarded) await tx.unsafe(`grant select, insert, update, delete on table ${table} to ${to}`);
        else if (READ_ONLY_TABLES.includes(name)) await tx.unsafe(`grant select on table ${table} to ${to}`);
      }
      const views = await tx<{ name: string }[]>`
        select relname as name from pg_class
        where relnamespace = 'public'::regnamespace and relkind in ('v', 'm') order by relname`;
      for (const { name } of views) {
        await tx.unsafe(`revoke all on table ${ident(name)} from ${to}`);
        if (SEARCH_VIEWS.includes(name)) await tx.unsafe(`grant select on table ${ident(name)} to ${to}`);
      }
    }),
  );
}

/** `ownerUrl` with the role's name and password in place of the owner's. */
export function urlAs(ownerUrl: string, role: string, password: string): string {
  const url = new URL(ownerUrl);
  url.username = encodeURIComponent(role);
  url.password = encodeURIComponent(password);
  return url.toString();
}

/** The role's name in a connection URL. */
export const roleOf = (url: string) => decodeURIComponent(new URL(url).username);

/** Connects as the app role and refuses (throws) unless row-level security binds it. */
export async function checkAppDatabaseUrl(appUrl: string): Promise<void> {
  const sql = postgres(appUrl, { max: 1, onnotice: () => {} });
  try {
    await assertAppRole(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
