// The purge 30 days after cancellation (spec 1) — of the account, or of its subscription (issue 26: an account whose
// subscription ended more than 30 days ago with none paid since is closed first) —: every row of the tenant in every
// table, then its stored files —
// except what the law keeps longer (signed or sent journals, 5 years from their last entry: journal-retention.ts),
// which stays pseudonymised until the account's purge date, moved to that day, comes round again.
// The tables and their order come from the database catalog, so a table added later is purged without being listed.
import { rmdir } from 'node:fs/promises';
import path from 'node:path';
import { notInArray, sql, type SQL } from 'drizzle-orm';
import { PAYING_STATUSES } from '@/lib/subscription-statuses';
import { TIME_ZONE } from '@/lib/time-zone';
import { subscriptions } from '@/server/db/schema';
import { systemDb } from '@/server/db/system';
import { foreignKeys, ident, publicTables, type ForeignKey } from '@/server/db/catalog';
import { logger } from '@/server/logger';
import { keptRows, pseudonymise, retainedJournals } from './journal-retention';
import { storage } from '@/server/storage/storage';
import { uploadsFolder } from '@/server/storage/uploads-folder';

const ROOT = 'ferriers';
const TENANT_COLUMN = 'ferrier_id';

/** How a table's rows belong to a tenant: the tenant row itself, a ferrier_id, or foreign keys to owned rows. */
export type Ownership = { kind: 'root' } | { kind: 'tenant' } | { kind: 'via'; keys: ForeignKey[] };

export type PurgePlan = Array<{ table: string; ownership: Ownership }>;

/**
 * Every table holding tenant rows, in an order that deletes referencing rows before the rows they refer to, so
 * foreign keys declared RESTRICT (journals → customers, invoices → customers, …) never stop the purge.
 */
export function purgePlan(tables: Map<string, string[]>, keys: ForeignKey[]): PurgePlan {
  const owned = new Map<string, Ownership>();
  for (const [table, columns] of tables) {
    if (table === ROOT) owned.set(table, { kind: 'root' });
    else if (columns.includes(TENANT_COLUMN)) owned.set(table, { kind: 'tenant' });
  }
  // Tables without ferrier_id belong through foreign keys to owned tables (sessions → users), however deep.
  for (let grew = true; grew;) {
    grew = false;
    for (const table of tables.keys()) {
      if (owned.has(table)) continue;
      const via = keys.filter((k) => k.table === table && k.refTable !== table && owned.has(k.refTable));
      if (via.length > 0) {
        owned.set(table, { kind: 'via', keys: via });
        grew = true;
      }
    }
  }
  const order: PurgePlan = [];
  const remaining = new Set(owned.keys());
  while (remaining.size > 0) {
    // A table may go once no remaining table refers to it.
    const free = [...remaining].filter(
      (t) => !keys.some((k) => k.refTable === t && k.table !== t && remaining.has(k.table)),
    );
    if (free.length === 0) {
      throw new Error(
        `Tables refer to each other in a cycle; the purge cannot order ${[...remaining].join(', ')}`,
      );
    }
    for (const table of free.sort()) {
      order.push({ table, ownership: owned.get(table)! });
      remaining.delete(table);
    }
  }
  return order;
}

/** The condition selecting the tenant's rows of `table`. */
function ownedRows(plan: Map<string, Ownership>, table: string, tenantId: string): SQL {
  const ownership = plan.get(table)!;
  if (ownership.kind === 'root') return sql`${sql.raw(ident('id'))} = ${tenantId}`;
  if (ownership.kind === 'tenant') return sql`${sql.raw(ident(TENANT_COLUMN))} = ${tenantId}`;
  const links = ownership.keys.map(
    (k) =>
      sql`(${sql.raw(k.columns.map(ident).join(', '))}) in (select ${sql.raw(k.refColumns.map(ident).join(', '))} from ${sql.raw(ident(k.refTable))} where ${ownedRows(plan, k.refTable, tenantId)})`,
  );
  return sql`(${sql.join(links, sql` or `)})`;
}

/**
 * Deletes one due tenant in one transaction — all of it, or all but the journals the law keeps and what they need;
 * returns the storage keys of the files deleted (removed after commit) and how many journals stay, or null if not due.
 */
async function deleteTenant(
  plan: PurgePlan,
  tenantId: string,
  now: Date,
): Promise<{ keys: string[]; journalsKept: number } | null> {
  const byTable = new Map(plan.map((p) => [p.table, p.ownership]));
  return systemDb().transaction(async (tx) => {
    // Re-checked under a row lock: an account restored since the list was read stays.
    const due = await tx.execute(sql`
      select id from ferriers
      where id = ${tenantId} and status = 'cancelled'
        and purge_after < (${now.toISOString()}::timestamptz at time zone ${TIME_ZONE})::date
      for update`);
    if (due.length === 0) return null;
    const today = await tx.execute<{ today: string }>(
      sql`select to_char((${now.toISOString()}::timestamptz at time zone ${TIME_ZONE})::date, 'YYYY-MM-DD') as today`,
    );
    const retained = await retainedJournals(tx, tenantId, today[0]!.today);
    // The journals' triggers refuse deleting a signed or sent journal; this transaction may, for those past retention.
    await tx.execute(sql`select set_config('app.journal_purge', 'on', true)`);
    const files = await tx.execute<{ key: string }>(
      sql`select storage_key as key from stored_files where ferrier_id = ${tenantId}`,
    );
    // Better Auth keeps codes and reset tokens by email or user id, without a foreign key.
    await tx.execute(sql`
      delete from verifications v
      where v.value in (select id::text from users where ferrier_id = ${tenantId})
         or exists (
           select 1 from (select email from users where ferrier_id = ${tenantId}
                          union select email from ferriers where id = ${tenantId}) e
           where lower(right(v.identifier, char_length(e.email) + 5)) = '-otp-' || lower(e.email))
         -- a pending change of sign-in email is kept by user id and the new address
         or exists (
           select 1 from users u
           where u.ferrier_id = ${tenantId} and v.identifier like 'change-email-otp-' || u.id::text || ':%')`);
    for (const { table } of plan) {
      const kept = keptRows(table, retained);
      await tx.execute(
        sql`delete from ${sql.raw(ident(table))} where ${ownedRows(byTable, table, tenantId)}${
          kept ? sql` and not (${kept})` : sql``
        }`,
      );
    }
    if (retained.journalIds.length === 0) return { keys: files.map((f) => f.key), journalsKept: 0 };
    await pseudonymise(tx, tenantId, retained);
    const left = await tx.execute<{ key: string }>(
      sql`select storage_key as key from stored_files where ferrier_id = ${tenantId}`,
    );
    const stays = new Set(left.map((f) => f.key));
    return {
      keys: files.map((f) => f.key).filter((key) => !stays.has(key)),
      journalsKept: retained.journalIds.length,
    };
  });
}

/**
 * Closes every account whose subscription ended more than 30 days ago and that has paid for none since (its trial
 * long over): cancelled as of the end's 30th day, so the purge below takes it in the same run. Until then the
 * account was read-only, everything in it there to see and to download (ferriers/export).
 */
export async function closeEndedSubscriptions(now = new Date()): Promise<number> {
  const at = now.toISOString();
  const closed = await systemDb().execute(sql`
    update ferriers f
    set status = 'cancelled', cancelled_at = ${at}::timestamptz, updated_at = now(),
        purge_after = (${subscriptions.endedAt} at time zone ${TIME_ZONE})::date + 30
    from ${subscriptions}
    where ${subscriptions.ferrierId} = f.id and f.status = 'active'
      and ${notInArray(subscriptions.status, [...PAYING_STATUSES])}
      and ${subscriptions.endedAt} < ${at}::timestamptz - interval '30 days'
      and (f.trial_ends_at is null or f.trial_ends_at < ${at}::timestamptz)
    returning f.id`);
  for (const { id } of closed)
    logger.info({ ferrierId: id }, 'Closed an account 30 days after its subscription');
  return closed.length;
}

/** Deletes every tenant whose retention ran out before today (Stockholm), with its files; returns how many. */
export async function purgeCancelledAccounts(now = new Date()): Promise<number> {
  await closeEndedSubscriptions(now);
  const due = await systemDb().execute<{ id: string }>(sql`
    select id from ferriers
    where status = 'cancelled'
      and purge_after < (${now.toISOString()}::timestamptz at time zone ${TIME_ZONE})::date`);
  if (due.length === 0) return 0;
  const plan = purgePlan(await publicTables(systemDb()), await foreignKeys(systemDb()));
  let purged = 0;
  const failed: string[] = [];
  for (const { id } of due) {
    try {
      const done = await deleteTenant(plan, id, now);
      if (!done) continue;
      const { keys, journalsKept } = done;
      purged++;
      // After the commit: a file left behind by a crash here is swept up as a stray upload a day later.
      for (const key of keys) await storage().remove(key);
      if (journalsKept === 0) await rmdir(path.join(uploadsFolder(), id)).catch(() => undefined);
      logger.info({ ferrierId: id, files: keys.length, journalsKept }, 'Purged a cancelled account');
    } catch (err) {
      failed.push(id);
      logger.error({ err, ferrierId: id }, 'Purging a cancelled account failed');
    }
  }
  if (failed.length > 0)
    throw new Error(`Purging ${failed.length} cancelled account(s) failed: ${failed.join(', ')}`);
  return purged;
}
