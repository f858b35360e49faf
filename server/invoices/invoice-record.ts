// The invoice as a record with a life (server/records): its statuses (INVOICE_LIFE), the row a status change stamps
// (registered, sent, paid), and the fields its history names when it is edited.
import 'server-only';
import { sql } from 'drizzle-orm';
import { INVOICE_LIFE, type Invoice } from '@/lib/validation/invoice';
import { invoices } from '@/server/db/schema';
import type { FieldReaders } from '@/server/records/changed-fields';
import { serverRecord } from '@/server/records/record';

/** Sending locks the invoice: from then on it is corrected only by a credit invoice. */
export const invoiceRecord = serverRecord({
  life: INVOICE_LIFE,
  table: invoices,
  changeValues: ({ to }) =>
    to === 'sent' ? { sentAt: new Date(), lockedAt: sql`coalesce(${invoices.lockedAt}, now())` } : {},
});

/** The fields an update's history event names, as the API's input names them (values are never written there). */
export const INVOICE_FIELDS: FieldReaders<Invoice> = {
  customerId: (i) => i.customer.id,
  invoiceDate: (i) => i.invoiceDate,
  dueDate: (i) => i.dueDate,
  supplyDate: (i) => i.supplyDate,
  invoiceNumber: (i) => i.invoiceNumber,
  note: (i) => i.note,
  bookingId: (i) => i.bookingId,
  journalId: (i) => i.journalId,
  mileageKm: (i) => i.mileageKm,
  mileageRate: (i) => i.mileageRate,
  lines: (i) =>
    i.lines.map(({ kind, name, serviceId, productId, quantity, unit, pricePerUnit, discount, vat }) => ({
      kind,
      name,
      serviceId,
      productId,
      quantity,
      unit,
      pricePerUnit,
      discount,
      vat,
    })),
};
