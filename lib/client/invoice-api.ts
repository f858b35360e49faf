// The invoice calls of the invoice screens (spec 7, "Invoices"), typed from the API's document; the answers' shapes
// are the contract's (lib/validation/invoice.ts). Amounts travel in kronor; the form's preview counts in öre.
import type { z } from 'zod';
import type { HistoryEvent } from '@/lib/validation/history';
import type {
  InvoiceOutput,
  InvoiceRow,
  InvoiceStatus,
  InvoiceStatusInput,
  invoiceListSummarySchema,
} from '@/lib/validation/invoice';
import type { ProductSuggestion } from './inventory-api';
import type { components } from './api-types';
import { api, listQuery, read, readPage, type ListQuery, type Page } from './api-client';

export type { InvoiceRow, InvoiceStatus };
/** The invoice as the API documents it (details, create, update, credit). */
export type Invoice = components['schemas']['Invoice'];
export type InvoiceLine = Invoice['lines'][number];
export type InvoiceSummary = z.output<typeof invoiceListSummarySchema>;
/** What the form sends: the contract's input, parsed (amounts as numbers). */
export type InvoiceBody = InvoiceOutput;
/** invoices/bookings/{id} and invoices/journals/{id}: a draft's fields (not saved) and the customer it names. */
export type InvoicePrefill = components['schemas']['InvoiceDraft'];

export const fetchInvoicePage = (query: ListQuery, signal?: AbortSignal): Promise<Page<InvoiceRow>> =>
  readPage(api.GET('/invoices/list', { params: { query: listQuery('/invoices/list', query) }, signal }));

/** The sums of every invoice the filter matches (not only the page): the list's first page carries them. */
export async function fetchInvoiceSummary(query: ListQuery, signal?: AbortSignal): Promise<InvoiceSummary> {
  const { summary } = await fetchInvoiceList({ ...query, limit: 1 }, signal);
  return summary;
}

/** A page of the list with the sums of its filter (the dashboard's overdue card: one request). */
export async function fetchInvoiceList(
  query: ListQuery,
  signal?: AbortSignal,
): Promise<Page<InvoiceRow> & { summary: InvoiceSummary }> {
  const { data } = await api.GET('/invoices/list', {
    params: { query: listQuery('/invoices/list', query) },
    signal,
  });
  return { data: data!.data, nextCursor: data!.nextCursor, summary: data!.summary };
}

export const fetchInvoice = (id: string, signal?: AbortSignal): Promise<Invoice> =>
  read(api.GET('/invoices/details/{id}', { params: { path: { id } }, signal }));

export const createInvoice = (body: InvoiceBody): Promise<Invoice> =>
  read(api.POST('/invoices/create', { body }));

/** Full replacement of a draft or a registered invoice not yet locked (a locked one answers 409 INVOICE_LOCKED). */
export const updateInvoice = (id: string, body: InvoiceBody): Promise<Invoice> =>
  read(api.PUT('/invoices/update/{id}', { params: { path: { id } }, body }));

/** Registered (takes the next number), sent by hand, paid (with the day), cancelled (a draft); answers the invoice. */
export const setInvoiceStatus = (id: string, body: InvoiceStatusInput): Promise<Invoice> =>
  read(api.PUT('/invoices/update-status/{id}', { params: { path: { id } }, body }));

export const lockInvoice = (id: string): Promise<Invoice> =>
  read(api.POST('/invoices/lock/{id}', { params: { path: { id } } }));

/** Makes the credit invoice of an issued one; the answer is the credit invoice. */
export const creditInvoice = (id: string): Promise<Invoice> =>
  read(api.POST('/invoices/credit/{id}', { params: { path: { id } } }));

export const fetchInvoiceHistory = (id: string, signal?: AbortSignal): Promise<HistoryEvent[]> =>
  read(api.GET('/invoices/history/{id}', { params: { path: { id } }, signal }));

/** A draft's fields from a completed booking: its customer, date and services. */
export const fetchInvoiceFromBooking = (id: string, signal?: AbortSignal): Promise<InvoicePrefill> =>
  read(api.GET('/invoices/bookings/{id}', { params: { path: { id } }, signal }));

/** A draft's fields from a journal: its treatments and materials. */
export const fetchInvoiceFromJournal = (id: string, signal?: AbortSignal): Promise<InvoicePrefill> =>
  read(api.GET('/invoices/journals/{id}', { params: { path: { id } }, signal }));

/** The active products (up to 50) an invoice line can sell, with their selling price and VAT. */
export const fetchProductSuggestions = (signal?: AbortSignal): Promise<ProductSuggestion[]> =>
  read(api.GET('/inventories/suggestions', { params: { query: { limit: 50 } }, signal }));
