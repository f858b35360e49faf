// A change of a journal's photos or attachments goes into the journal's history (audit_events) as an update of
// `photos` or `attachments`: who and when, never the pictures themselves.
import 'server-only';
import type { TenantContext } from '@/server/context';
import { writeHistory } from '@/server/records/history';
import { journalRecord } from '../journal-record';

export const noteMediaChange = (ctx: TenantContext, journalId: string, field: 'photos' | 'attachments') =>
  writeHistory(ctx, journalRecord, journalId, { action: 'updated', fields: [field] });
