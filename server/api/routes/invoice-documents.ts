// An invoice's documents: its PDF (in the customer's language) to download, and the same PDF mailed to the customer.
import 'server-only';
import { invoiceSchema } from '@/lib/validation/invoice';
import { inTenant } from '@/server/db/tenant';
import { PDF_DOWNLOAD_RESPONSES, pdfDownloadHeaders } from '@/server/pdf/pdf-download';
import { downloadInvoice } from '@/server/invoices/download-invoice';
import { sendInvoice } from '@/server/invoices/send-invoice';
import { apiRoutes } from '../api-routes';
import { dataOf, idParam } from '../openapi';

const routes = apiRoutes({ tag: 'Invoices' });
export const invoiceDocumentRoutes = routes.app;

// GET /invoices/download/{id} — the invoice as an A4 PDF, in the customer's language
routes.openapi(
  {
    access: { role: 'staff', permission: 'invoicing' },
    method: 'get',
    path: '/invoices/download/{id}',
    summary: "Download an invoice as a PDF (A4, in the customer's language)",
    description:
      "The invoice as it reads now, in the customer's language (Swedish unless the customer reads English), with " +
      'every field a Swedish invoice must carry: the seller (name, address, organisation and VAT numbers, ' +
      '"Godkänd för F-skatt" when it applies), the buyer (name, address), invoice date, date of supply, number, ' +
      'the lines, net and VAT per rate, the öresavrundning, the total, the due date and the payment details with ' +
      'the OCR reference, and a Swish QR code when the account has a Swish number. A credit invoice is titled ' +
      '"Kreditfaktura" and names the invoice it credits; a draft is stamped "UTKAST / DRAFT" and has no number ' +
      '(spec 5: a form is saved before download). Sent as an attachment named after the invoice ' +
      '(Faktura-1042.pdf).',
    request: { params: idParam },
    responses: PDF_DOWNLOAD_RESPONSES,
  },
  async (c) => {
    const { id } = c.req.valid('param');
    const { filename, pdf } = await inTenant(c.var.auth, (ctx) => downloadInvoice(ctx, { id }));
    return c.body(new Uint8Array(pdf), 200, pdfDownloadHeaders(filename));
  },
);

// POST /invoices/send-to-customer/{id} — registers a draft, stores the PDF, mails it by a job, marks it sent and locked
routes.openapi(
  {
    access: { role: 'staff', permission: 'invoicing' },
    method: 'post',
    path: '/invoices/send-to-customer/{id}',
    summary: 'Send an invoice to its customer by email (the PDF attached)',
    description:
      'A draft is registered first (its number, OCR reference and frozen seller and buyer). The PDF is stored as ' +
      "it is mailed, and a background job mails it to the customer's email address as the customer register has " +
      "it now, in the customer's language. A registered invoice becomes `sent` and is locked (corrections are " +
      'credit invoices); an invoice already sent (or paid) may be sent again: it is mailed again and does not ' +
      'change. Every sending is in the history (to whom, the address masked, and when). 422 ' +
      'CUSTOMER_WITHOUT_EMAIL (field `customerId`) when the customer has no email address; nothing changes then. ' +
      '409 INVALID_TRANSITION for a cancelled draft; 409 INVOICE_NOT_ISSUED while the accounting system has not ' +
      'given the invoice its number yet.',
    request: { params: idParam },
    responses: {
      200: dataOf(invoiceSchema, 'The invoice as sent: `status` sent (or as it was, when sent again)'),
    },
  },
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await sendInvoice(c.var.auth, { id }) }, 200);
  },
);
