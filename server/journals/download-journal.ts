// journals/download/{id}: the journal as it reads now, as its Swedish PDF. Another account's journal is not found.
import 'server-only';
import type { TenantContext } from '@/server/context';
import { printJournal, pdfFileName } from './pdf/print-journal';

export async function downloadJournal(
  ctx: TenantContext,
  { id }: { id: string },
): Promise<{ filename: string; pdf: Buffer }> {
  const { journal, pdf } = await printJournal(ctx, id);
  return { filename: pdfFileName(journal), pdf };
}
