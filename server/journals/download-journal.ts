// journals/download/{id}: the journal as it reads now, as its Swedish PDF; a locked one from its stored copy when
// nothing it prints has changed (server/pdf/printed-copies.ts). Another account's journal is not found.
import 'server-only';
import type { TenantContext } from '@/server/context';
import { journalPdf, pdfFileName } from './pdf/print-journal';

export async function downloadJournal(
  ctx: TenantContext,
  { id }: { id: string },
): Promise<{ filename: string; pdf: Buffer }> {
  const { journal, pdf } = await journalPdf(ctx, id);
  return { filename: pdfFileName(journal), pdf };
}
