// A printed document (a journal, an invoice) as a route answers it: the OpenAPI response, and the headers that make
// it a download named after the document and keep it out of every cache on the way (personal and financial data).
import 'server-only';
import { z } from '@hono/zod-openapi';

/** The routes' `responses` for a PDF download. */
export const PDF_DOWNLOAD_RESPONSES = {
  200: {
    description: 'The PDF',
    content: { 'application/pdf': { schema: z.any().openapi({ format: 'binary' }) } },
  },
} as const;

/** `c.body(new Uint8Array(pdf), 200, pdfDownloadHeaders(filename))`: an attachment named `filename`. */
export function pdfDownloadHeaders(filename: string) {
  return {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  };
}
