// Invoice sums in öre (swedish-rules §3), checked on examples and as properties over random invoices (fast-check):
// the totals are the sums of their parts, VAT is per rate on the discounted line sums, and no öre is lost.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceTotals, lineNetOre, vatOre, type TotalsLine } from '@/lib/invoices/totals';
import { isValidOcr, luhnCheckDigit, ocrReference } from '@/lib/swedish/ocr';
import { VAT_RATES } from '@/lib/vat';

const line = fc.record<TotalsLine>({
  quantity: fc.integer({ min: 0, max: 1_000_000 }).map((milli) => milli / 1000),
  pricePerUnitOre: fc.integer({ min: 0, max: 10_000_000 }),
  discountPercent: fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
  vatPercent: fc.constantFrom(...VAT_RATES),
});

describe('invoice totals', () => {
  it('rounds a line once, after the discount', () => {
    expect(lineNetOre({ quantity: 0.5, pricePerUnitOre: 33_333, discountPercent: 10, vatPercent: 12 })).toBe(
      15_000,
    );
    expect(lineNetOre({ quantity: 3, pricePerUnitOre: 1, discountPercent: 50, vatPercent: 25 })).toBe(2); // 1.5 → 2
    expect(lineNetOre({ quantity: 0.001, pricePerUnitOre: 1, discountPercent: 0, vatPercent: 25 })).toBe(0);
  });

  it('computes VAT per rate on the summed nets, not line by line', () => {
    // Three lines of 0.02 kr at 25 %: per line the VAT would round to 1 öre each (3); on the sum of 6 öre it is 2.
    const t = invoiceTotals(
      [1, 2, 3].map(() => ({ quantity: 1, pricePerUnitOre: 2, discountPercent: 0, vatPercent: 25 })),
    );
    expect(t.vatByRate).toEqual([{ vatPercent: 25, netOre: 6, vatOre: 2 }]);
    expect(t.vatTotalOre).toBe(2);
  });

  it('rounds the grand total to whole kronor and shows the difference', () => {
    const t = invoiceTotals([
      { quantity: 1, pricePerUnitOre: 145_000, discountPercent: 0, vatPercent: 25 },
      { quantity: 0.5, pricePerUnitOre: 33_333, discountPercent: 10, vatPercent: 12 },
    ]);
    expect(t).toMatchObject({ netTotalOre: 160_000, vatTotalOre: 38_050, exactTotalOre: 198_050 });
    expect(t.grandTotalOre).toBe(198_100);
    expect(t.roundingOre).toBe(50);
  });

  it('makes a credit invoice the exact negative of its original', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const debit = invoiceTotals(lines);
        const credit = invoiceTotals(lines.map((l) => ({ ...l, quantity: -l.quantity })));
        expect(credit.grandTotalOre).toBe(-debit.grandTotalOre || 0);
        expect(credit.vatTotalOre).toBe(-debit.vatTotalOre || 0);
      }),
    );
  });

  it('holds for any invoice: totals are the sums of their parts and no öre is lost', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const t = invoiceTotals(lines);
        const nets = lines.map(lineNetOre);
        expect(t.netTotalOre).toBe(nets.reduce((a, b) => a + b, 0));
        expect(t.vatByRate.reduce((a, g) => a + g.netOre, 0)).toBe(t.netTotalOre);
        for (const g of t.vatByRate) {
          const ofRate = nets
            .filter((_, i) => lines[i]!.vatPercent === g.vatPercent)
            .reduce((a, b) => a + b, 0);
          expect(g.netOre).toBe(ofRate);
          expect(g.vatOre).toBe(vatOre(ofRate, g.vatPercent));
          expect(Math.abs(g.vatOre - (ofRate * g.vatPercent) / 100)).toBeLessThanOrEqual(0.5);
        }
        expect(t.vatTotalOre).toBe(t.vatByRate.reduce((a, g) => a + g.vatOre, 0));
        expect(t.exactTotalOre).toBe(t.netTotalOre + t.vatTotalOre);
        expect(t.grandTotalOre - t.roundingOre).toBe(t.exactTotalOre);
        expect(t.grandTotalOre % 100).toBe(0);
        expect(Math.abs(t.roundingOre)).toBeLessThanOrEqual(50);
        for (const n of [t.netTotalOre, t.vatTotalOre, t.grandTotalOre])
          expect(Number.isSafeInteger(n)).toBe(true);
      }),
    );
  });
});

describe('OCR reference', () => {
  it('follows swedish-rules §2: 12345 → 1234574', () => {
    expect(ocrReference('12345')).toBe('1234574');
    expect(isValidOcr('1234574')).toBe(true);
    expect(isValidOcr('1234575')).toBe(false);
    expect(isValidOcr('1234584')).toBe(false);
  });

  it('uses the digits of an invoice number and always checks out', () => {
    expect(ocrReference('2026-0042')).toBe(ocrReference('20260042'));
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,23}$/), (digits) => {
        const ocr = ocrReference(digits);
        expect(isValidOcr(ocr)).toBe(true);
        expect(ocr.startsWith(digits)).toBe(true);
      }),
    );
    expect(luhnCheckDigit('7992739871')).toBe(3);
  });
});
