// A locked journal's new version (SJVFS 2023:19: a change after signing is an addition, never an overwrite): what
// changed kept beside what was there, with its reason, dated and by its author, the journal's version moved on, and
// that version signed — for a change of its fields (journals/update) and for a photo or attachment added after
// signing alike.
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { TenantContext } from '@/server/context';
import { journalAmendments, journals } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { writeHistory } from '@/server/records/history';
import { assertJournalSignatures } from './journal-plan';
import { journalRecord } from './journal-record';
import { writeSignature } from './sign-journal';
import { printWhenCommitted } from '@/server/pdf/printed-copies';

/** One field's change: its value before and after (content fields, or the file ids of `photos` / `attachments`). */
export type AmendedField = { field: string; previous: unknown; next: unknown };

/** A change of a locked journal needs the Pro feature and a reason: 422 on `amendmentReason` without one. */
export async function assertAmendable(
  ctx: TenantContext,
  reason: string | null | undefined,
): Promise<string> {
  await assertJournalSignatures(ctx);
  if (!reason)
    throw new AppError('VALIDATION_FAILED', { amendmentReason: 'journalRules.amendmentReasonRequired' });
  return reason;
}

/**
 * Writes version `current + 1` of the locked journal: its amendments, the journal's version, whatever `alongside`
 * adds of that version (rows the database takes only once the version and its amendment exist: late photos), then
 * the version's signature and the history event. Answers the new version.
 */
export async function writeAmendment(
  ctx: TenantContext,
  id: string,
  { current, reason, changes }: { current: number; reason: string; changes: readonly AmendedField[] },
  alongside?: (version: number) => Promise<void>,
): Promise<number> {
  const version = current + 1;
  await ctx.db.insert(journalAmendments).values(
    changes.map((change) => ({
      ferrierId: ctx.ferrierId,
      journalId: id,
      version,
      authorUserId: ctx.userId,
      field: change.field,
      previousValue: change.previous ?? null,
      newValue: change.next ?? null,
      reason,
    })),
  );
  await ctx.db
    .update(journals)
    .set({ version, sequence: sql`${journals.sequence} + 1`, updatedAt: new Date() })
    .where(and(eq(journals.id, id), eq(journals.ferrierId, ctx.ferrierId)));
  await alongside?.(version);
  await writeSignature(ctx, id, version);
  await writeHistory(ctx, journalRecord, id, { action: 'updated', fields: changes.map((c) => c.field) });
  printWhenCommitted(ctx, 'journal', id);
  return version;
}
