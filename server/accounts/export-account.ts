// The whole account's data in one file (issue 26: a read-only account, and one whose subscription ended, keeps its
// data visible and exportable until it is purged): the company, its people, and every register and record, each row
// as the database holds it — as JSON, which any spreadsheet or program reads. What only opens things (sessions,
// passwords, tokens, the accounting connection's keys) and what only the app derives (sums, counters, printed copies)
// is left out; photos and logos are files, downloaded from their pages.
import 'server-only';
import { sql } from 'drizzle-orm';
import type { TenantContext } from '@/server/context';

/** The tables exported, each the account's rows (ferrier_id), in this order. */
export const EXPORTED_TABLES = [
  'customers',
  'animals',
  'services',
  'products',
  'bookings',
  'booking_animals',
  'booking_services',
  'journals',
  'journal_treatments',
  'journal_pharmaceuticals',
  'journal_hoof_findings',
  'journal_signatures',
  'journal_amendments',
  'journal_templates',
  'invoices',
  'invoice_lines',
  'payment_methods',
  'messages',
] as const;

type Row = Record<string, unknown>;

export type AccountExport = {
  exportedAt: string;
  company: Row;
  people: Row[];
  tables: Record<(typeof EXPORTED_TABLES)[number], Row[]>;
};

export async function exportAccount(ctx: TenantContext): Promise<AccountExport> {
  const rows = async (query: ReturnType<typeof sql>) =>
    (await ctx.db.execute<{ row: Row }>(query)).map((r) => r.row);
  const [company] = await rows(sql`select to_jsonb(f) as row from ferriers f where f.id = ${ctx.ferrierId}`);
  // The people by name and role; their sign-in secrets live in other tables, not exported.
  const people = await rows(sql`
    select jsonb_build_object('id', u.id, 'name', u.name, 'email', u.email, 'role', u.role,
                              'createdAt', u.created_at) as row
    from users u where u.ferrier_id = ${ctx.ferrierId} order by u.created_at`);
  const tables = {} as AccountExport['tables'];
  for (const table of EXPORTED_TABLES)
    tables[table] = await rows(
      sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where t.ferrier_id = ${ctx.ferrierId}`,
    );
  return { exportedAt: new Date().toISOString(), company: company ?? {}, people, tables };
}
