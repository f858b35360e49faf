// POST journal-templates/from-journal/{id}: a template from a journal's own fields; the template stands alone once
// made (a later amendment of the journal does not change it).
import 'server-only';
import type { TenantContext } from '@/server/context';
import { journalFieldsForTemplate } from './journal-as-template';
import { createJournalTemplate } from './write-templates';

export async function journalTemplateFromJournal(
  ctx: TenantContext,
  { id, input }: { id: string; input: { name: string } },
) {
  const fields = await journalFieldsForTemplate(ctx, id);
  return createJournalTemplate(ctx, { input: { name: input.name, fields }, sourceJournalId: id });
}
