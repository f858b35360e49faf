// journals/download/{id}: the journal as it reads now, as its Swedish PDF. Another account's journal is not found.
import 'server-only';
import type { TenantContext } from '@/server/context';
import { printJournal, pdfFileName } from './pdf/print-journal';
import { getJournal } from './read-journals';

export async function downloadJournal(
  ctx: TenantContext,
  { id }: { id: string },
): Promise<{ filename: string; pdf: Buffer }> {
  const journal = await getJournal(ctx, { id });
  const { pdf } = await printJournal(ctx, journal);
  return { filename: pdfFileName(journal), pdf };
}
