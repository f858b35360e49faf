// The invoice form's values (components/invoices/invoice-form-values.ts): amounts as typed become öre exactly, the
// live preview adds up as lib/invoices/totals.ts does (the server's sums), the mileage is a line of km × rate, and
// the body the form sends passes the shared schema with blanks left out.
import { describe, expect, it } from 'vitest';
import {
  NEW_LINE,
  addDays,
  emptyInvoiceValues,
  invoiceBody,
  kronorTextToOre,
  previewTotals,
  totalsLine,
} from '@/components/invoices/invoice-form-values';
import { invoiceTotals } from '@/lib/invoices/totals';
import { invoiceInput } from '@/lib/validation/invoice';

const CUSTOMER = '6f1c4a56-7d1e-4c1b-9a43-1f0a2b3c4d5e';
const SERVICE = '8b3e6c78-9f3a-4e3d-9c65-3b2c4d5e6f7a';

describe('kronorTextToOre', () => {
  it('reads Swedish and English decimals exactly', () => {
    expect(kronorTextToOre('1 450,50')).toBe(145050);
    expect(kronorTextToOre('0.1')).toBe(10);
    expect(kronorTextToOre('149.5')).toBe(14950);
    expect(kronorTextToOre('2')).toBe(200);
  });
  it('refuses what is not an amount', () => {
    expect(kronorTextToOre('')).toBeNaN();
    expect(kronorTextToOre('1,234')).toBeNaN();
    expect(kronorTextToOre('1e3')).toBeNaN();
  });
});

describe('previewTotals', () => {
  const values = {
    ...emptyInvoiceValues('2026-11-27'),
    customerId: CUSTOMER,
    lines: [
      { ...NEW_LINE, kind: 'service' as const, serviceId: SERVICE, name: 'Verkning', pricePerUnit: '650' },
      { ...NEW_LINE, name: 'Sko', pricePerUnit: '149,50' },
      { ...NEW_LINE, name: 'Half typed', pricePerUnit: '12,' },
    ],
    mileageKm: '12',
    mileageRate: '2,50',
  };

  it('adds the readable lines and the mileage as the server does, with öresavrundning', () => {
    const totals = previewTotals(values, undefined);
    expect(totals.netTotalOre).toBe(82950);
    expect(totals.vatByRate).toEqual([{ vatPercent: 25, netOre: 82950, vatOre: 20738 }]);
    expect(totals.roundingOre).toBe(12);
    expect(totals.grandTotalOre).toBe(103700);
    expect(totals).toEqual(
      invoiceTotals([
        { quantity: 1, pricePerUnitOre: 65000, discountPercent: 0, vatPercent: 25 },
        { quantity: 1, pricePerUnitOre: 14950, discountPercent: 0, vatPercent: 25 },
        { quantity: 12, pricePerUnitOre: 250, discountPercent: 0, vatPercent: 25 },
      ]),
    );
  });

  it("takes the account's mileage rate when none is typed", () => {
    const totals = previewTotals({ ...values, lines: [], mileageRate: '' }, 300);
    expect(totals.netTotalOre).toBe(3600);
  });

  it('reads a discount and leaves out a line that does not read as numbers', () => {
    expect(totalsLine({ ...NEW_LINE, pricePerUnit: '100', discount: '10' })).toEqual({
      quantity: 1,
      pricePerUnitOre: 10000,
      discountPercent: 10,
      vatPercent: 25,
    });
    expect(totalsLine({ ...NEW_LINE, pricePerUnit: '100', discount: '120' })).toBeNull();
    expect(totalsLine({ ...NEW_LINE, quantity: 'två', pricePerUnit: '100' })).toBeNull();
  });
});

describe('invoiceBody', () => {
  it('passes the shared schema, blanks and the other kind’s id left out', () => {
    const body = invoiceBody({
      ...emptyInvoiceValues('2026-11-27'),
      customerId: CUSTOMER,
      lines: [{ ...NEW_LINE, kind: 'other', serviceId: SERVICE, name: 'Resa', pricePerUnit: '100,5' }],
      mileageRate: '3',
    });
    expect(body.dueDate).toBeUndefined();
    expect(body.mileageRate).toBeUndefined();
    expect(body.lines[0]!.serviceId).toBeUndefined();
    const parsed = invoiceInput.parse(body);
    expect(parsed.lines[0]).toMatchObject({
      kind: 'other',
      pricePerUnit: 100.5,
      quantity: 1,
      vat: 25,
      unit: 1,
    });
  });
});

describe('addDays', () => {
  it('counts calendar days across months and years', () => {
    expect(addDays('2026-11-27', 30)).toBe('2026-12-27');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
