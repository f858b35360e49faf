// The invoice reads and writes of the invoice screens on the query cache: the record factory (record-queries.ts) with
// cursor pages for the list, keys in keys.ts, calls in lib/client/invoice-api.ts. A status change (registering gives
// the number and OCR; paying; cancelling a draft), a lock or a credit invoice fetches the invoice again, since the
// server fills in more than the status; the dashboard's overdue card and the bookings' and journals' pages follow.
import { queryOptions, useMutation } from '@tanstack/react-query';
import {
  createInvoice,
  creditInvoice,
  fetchInvoice,
  fetchInvoiceFromBooking,
  fetchInvoiceFromJournal,
  fetchInvoiceHistory,
  fetchInvoiceList,
  fetchInvoicePage,
  fetchInvoiceSummary,
  fetchProductSuggestions,
  lockInvoice,
  setInvoiceStatus,
  updateInvoice,
  type InvoiceBody,
  type InvoiceRow,
  type InvoiceStatus,
} from '@/lib/client/invoice-api';
import { LIST_PAGE_SIZE, type ListParams } from './cursor-list';
import { queryKeys } from './keys';
import { cursorList, recordQueries } from './record-queries';

const keys = queryKeys.invoices;

/** Registering sells the invoice's products: stock and the low-stock card change with it. */
const RELATED = [keys.allSummaries, keys.overdue, queryKeys.products.all];

const records = recordQueries({
  keys,
  reads: cursorList<InvoiceRow>(fetchInvoicePage),
  fetchDetails: fetchInvoice,
  create: (body: InvoiceBody) => createInvoice(body),
  update: updateInvoice,
  setStatus: (id: string, status: InvoiceStatus) =>
    setInvoiceStatus(id, { status: status as 'registered' | 'sent' | 'paid' | 'cancelled' }),
  // Registering gives a number, an OCR and frozen parties; paying a date: the details are read again.
  statusRelated: () => [keys.allDetails],
  fetchHistory: fetchInvoiceHistory,
  related: RELATED,
});

/** The list parameters as sent (blanks left out), so the sums share the list's filter. */
function sent(params: ListParams) {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Record<string, string | number | boolean>;
}

export const invoiceQueries = {
  ...records,
  /** The sums of every invoice the filter matches (count, total, unpaid, overdue). */
  summary: (params: ListParams) =>
    queryOptions({
      queryKey: keys.summary(sent(params)),
      queryFn: ({ signal }) => fetchInvoiceSummary(sent(params), signal),
    }),
  /** The dashboard's overdue invoices, oldest due first. */
  overdue: () =>
    queryOptions({
      queryKey: keys.overdue,
      queryFn: async ({ signal }) => {
        const page = await fetchInvoiceList({ status: 'overdue', limit: LIST_PAGE_SIZE }, signal);
        return { rows: page.data, summary: page.summary };
      },
    }),
  /** The products an invoice line can sell. */
  products: () =>
    queryOptions({
      queryKey: [...queryKeys.products.all, 'suggestions'] as const,
      queryFn: ({ signal }) => fetchProductSuggestions(signal),
    }),
  /** A draft's fields from a completed booking (not saved): read once per visit to the form. */
  fromBooking: (bookingId: string) =>
    queryOptions({
      queryKey: keys.fromBooking(bookingId),
      queryFn: ({ signal }) => fetchInvoiceFromBooking(bookingId, signal),
      staleTime: 0,
      retry: false,
    }),
  fromJournal: (journalId: string) =>
    queryOptions({
      queryKey: keys.fromJournal(journalId),
      queryFn: ({ signal }) => fetchInvoiceFromJournal(journalId, signal),
      staleTime: 0,
      retry: false,
    }),
  /** Locks the invoice by hand (it was handed over another way); the answer is the invoice. */
  useLock(id: string) {
    const changed = records.useChanged();
    return useMutation({
      mutationFn: () => lockInvoice(id),
      onSuccess: (invoice) => changed(id, invoice),
    });
  },
  /** Makes the credit invoice; the original is credited (read again), the credit invoice's page opens. */
  useCredit(id: string) {
    const changed = records.useChanged();
    return useMutation({
      mutationFn: () => creditInvoice(id),
      onSuccess: (credit) => changed(credit.id, credit, [keys.details(id)]),
    });
  },
};
