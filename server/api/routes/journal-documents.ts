// A journal's documents: its PDF (always Swedish, as the record is) to download, and the same PDF mailed to the keeper.
import 'server-only';
import { journalSchema } from '@/lib/validation/journal';
import { inTenant } from '@/server/db/tenant';
import { PDF_DOWNLOAD_RESPONSES, pdfDownloadHeaders } from '@/server/pdf/pdf-download';
import { downloadJournal } from '@/server/journals/download-journal';
import { sendJournal } from '@/server/journals/send-journal';
import { apiRoutes } from '../api-routes';
import { dataOf, idParam } from '../openapi';

const routes = apiRoutes({ tag: 'Journals' });
export const journalDocumentRoutes = routes.app;

// GET /journals/download/{id} — the journal as an A4 PDF, in Swedish
routes.openapi(
  {
    access: { role: 'staff' },
    method: 'get',
    path: '/journals/download/{id}',
    summary: 'Download a journal as a PDF (Swedish, A4)',
    description:
      'The journal as it reads now, always in Swedish: the company and its logo, the keeper and animal as ' +
      'recorded, every field, the treatments with their photos, the pharmaceuticals with their withdrawal period ' +
      '(Karenstid), the signature of every version with its SHA-256 digest, and every amendment with the original ' +
      'struck through beside the new text. Sent as an attachment named after the journal (J-2026-0107.pdf).',
    request: { params: idParam },
    responses: PDF_DOWNLOAD_RESPONSES,
  },
  async (c) => {
    const { id } = c.req.valid('param');
    const { filename, pdf } = await inTenant(c.var.auth, (ctx) => downloadJournal(ctx, { id }));
    return c.body(new Uint8Array(pdf), 200, pdfDownloadHeaders(filename));
  },
);

// POST /journals/send/{id} — mails the PDF to the keeper, marks the journal sent and keeps the sending
routes.openapi(
  {
    // Sending signs a draft first: the keeper gets the signed record, a Pro feature as signing is.
    access: { role: 'staff', feature: 'journalSignatures' },
    method: 'post',
    path: '/journals/send/{id}',
    summary: 'Send a journal to its keeper by email (the PDF attached)',
    description:
      "Mailed to the keeper's email address as the customer register has it now, in the keeper's language, with " +
      'the Swedish PDF attached. A draft is signed first, so sending needs the feature `journalSignatures` as ' +
      'signing does; the journal is then sent and locked. Every sending is kept (to whom, when): the ' +
      "journal's `sendings`. 422 KEEPER_WITHOUT_EMAIL when the keeper has no email address; nothing changes then.",
    request: { params: idParam },
    responses: {
      200: dataOf(journalSchema, 'The journal, sent: `sentAt` set and the sending in `sendings`'),
    },
  },
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await inTenant(c.var.auth, (ctx) => sendJournal(ctx, { id })) }, 200);
  },
);
