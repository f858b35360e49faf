// Spec 5 "Invoice date required" (lib/validation/invoice.ts): a missing or blank invoice date answers the required
// message, in the form (its resolver) as in the API (the shared schema); a date that is there but wrong keeps the
// date-format message.
import { describe, expect, it } from 'vitest';
import { invoiceResolver } from '@/components/invoices/invoice-resolver';
import { NEW_LINE, emptyInvoiceValues } from '@/components/invoices/invoice-form-values';
import { invoiceInput } from '@/lib/validation/invoice';

const CUSTOMER = '6f1c4a56-7d1e-4c1b-9a43-1f0a2b3c4d5e';
const line = { name: 'Verkning', quantity: 1, pricePerUnit: 650, vat: 25 };

/** The messages the schema gives `invoiceDate` for a body with it set to `invoiceDate` (left out when undefined). */
function dateMessages(invoiceDate: unknown): string[] {
  const result = invoiceInput.safeParse({ customerId: CUSTOMER, invoiceDate, lines: [line] });
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path[0] === 'invoiceDate').map((i) => i.message);
}

describe('the invoice date rule', () => {
  it('answers "required" for a missing, null or blank date, and only that', () => {
    expect(dateMessages(undefined)).toEqual(['invoiceRules.invoiceDateRequired']);
    expect(dateMessages(null)).toEqual(['invoiceRules.invoiceDateRequired']);
    expect(dateMessages('')).toEqual(['invoiceRules.invoiceDateRequired']);
    expect(dateMessages('   ')).toEqual(['invoiceRules.invoiceDateRequired']);
  });

  it('keeps the date-format message for a date that is there but not a real one', () => {
    expect(dateMessages('2026-02-30')).toEqual(['validation.date']);
    expect(dateMessages('27/11/2026')).toEqual(['validation.date']);
    expect(dateMessages('2026-11-27')).toEqual([]);
  });

  it('gives the form the same "required" message on its date field', async () => {
    const values = {
      ...emptyInvoiceValues('2026-11-27'),
      customerId: CUSTOMER,
      invoiceDate: '',
      lines: [{ ...NEW_LINE, name: 'Verkning', pricePerUnit: '650' }],
    };
    const { errors } = await invoiceResolver(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(errors.invoiceDate?.message).toBe('invoiceRules.invoiceDateRequired');
    expect(Object.keys(errors)).toEqual(['invoiceDate']);
  });
});
