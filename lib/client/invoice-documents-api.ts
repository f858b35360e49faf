// The invoice calls beside the record itself — the PDF, sending, the payment checks — through the same typed client
// (headers, session, ApiError) as every call.
import type { Invoice } from './invoice-api';
import { api, apiInBackground, read, readBlob } from './api-client';

/** The invoice's PDF (the customer's language), as a file to save. */
export const downloadInvoicePdf = (id: string): Promise<Blob> =>
  readBlob(api.GET('/invoices/download/{id}', { params: { path: { id } }, parseAs: 'blob' }));

/** Mails the PDF to the customer (a draft is registered first); the answer is the invoice, now sent and locked. */
export const sendInvoiceToCustomer = (id: string): Promise<Invoice> =>
  read(api.POST('/invoices/send-to-customer/{id}', { params: { path: { id } } })) as Promise<Invoice>;

/** Asks the accounting system whether the invoice is paid (marks it paid when it is). */
export const checkInvoicePayment = (id: string) =>
  read(api.POST('/invoices/check-payment-status/{id}', { params: { path: { id } } }));

/**
 * The signed-in area's check of every unpaid invoice (spec 4, 9): once on entry, then every 5 minutes. A background
 * call (api-client.ts): it never ends, refreshes or retries the session; it may be skipped (BackgroundCallSkipped).
 */
export async function checkAllUnpaidInvoices(): Promise<void> {
  await apiInBackground.POST('/invoices/check-all-unpaid-invoices');
}
