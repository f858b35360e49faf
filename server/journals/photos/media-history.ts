// A change of a journal's photos or attachments goes into the journal's history (audit_events) as an update of
// `photos` or `attachments`: who and when, never the pictures themselves.
import 'server-only';
import { JOURNAL_LIFE } from '@/lib/validation/journal';
import type { TenantContext } from '@/server/context';
import { auditEvents } from '@/server/db/schema';

export async function noteMediaChange(
  ctx: TenantContext,
  journalId: string,
  field: 'photos' | 'attachments',
): Promise<void> {
  await ctx.db.insert(auditEvents).values({
    ferrierId: ctx.ferrierId,
    recordType: JOURNAL_LIFE.kind,
    recordId: journalId,
    action: 'updated',
    userId: ctx.userId,
    fields: [field],
    requestId: ctx.request?.id ?? null,
  });
}
