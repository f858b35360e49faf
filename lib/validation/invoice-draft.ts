// A draft invoice made from a completed booking or a journal (invoices/bookings/{id}, invoices/journals/{id}), not
// saved: `input` is what the invoice form opens with and posts to invoices/create as it is (fields it does not have
// are left out, not null), `customer` the customer it names, for the form's picker. Amounts in kronor.
import { z } from 'zod';
import { INVOICE_LINE_KINDS } from './invoice';

export const invoiceDraftLineSchema = z.object({
  kind: z.enum(INVOICE_LINE_KINDS),
  name: z.string(),
  serviceId: z.uuid().optional(),
  productId: z.uuid().optional(),
  quantity: z.number(),
  pricePerUnit: z.number().meta({ description: 'Kronor per unit, excluding VAT' }),
  discount: z.number(),
  vat: z.number(),
  unit: z.union([z.literal(1), z.literal(2)]),
});

export const invoiceDraftSchema = z
  .object({
    input: z.object({
      /** Left out when the booking has no customer: the form asks for one. */
      customerId: z.uuid().optional(),
      invoiceDate: z.string(),
      dueDate: z.string(),
      supplyDate: z.string(),
      note: z.string().optional(),
      bookingId: z.uuid().optional(),
      journalId: z.uuid().optional(),
      lines: z.array(invoiceDraftLineSchema),
    }),
    customer: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  })
  .meta({ id: 'InvoiceDraft' });
export type InvoiceDraft = z.output<typeof invoiceDraftSchema>;
