// Kronor ↔ öre conversion and the amount fields: exact for every amount, never rounding a third decimal away.
import { describe, expect, it } from 'vitest';
import { oreToSek, sekToOre } from '@/lib/money';
import { quantity, sekAmount, vatPercent } from '@/lib/validation/amounts';

describe('sekToOre', () => {
  it('is exact for every amount up to 10 000 kr, both ways', () => {
    const wrong: number[] = [];
    for (let ore = 0; ore <= 1_000_000; ore++) {
      const sek = Number((ore / 100).toFixed(2));
      if (sekToOre(sek) !== ore || oreToSek(ore) !== sek) wrong.push(ore);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses what has more than 2 decimals instead of rounding it', () => {
    expect(() => sekToOre(0.1 + 0.2)).toThrow(RangeError);
    expect(() => sekToOre(1.005)).toThrow(RangeError);
    expect(() => sekToOre(Number.NaN)).toThrow(RangeError);
  });
});

describe('amount fields', () => {
  it.each([
    [89.5, 89.5],
    ['89,50', 89.5],
    [' 12.3 ', 12.3],
    ['0', 0],
  ])('sekAmount accepts %j', (input, value) => {
    expect(sekAmount().parse(input)).toBe(value);
  });

  it.each([1.005, '1,005', '1e3', -1, '-0.5', 'NaN', '', null, true, Infinity])(
    'sekAmount refuses %j',
    (input) => {
      expect(sekAmount().safeParse(input).success).toBe(false);
    },
  );

  it('quantity allows 3 decimals, VAT only the listed rates', () => {
    expect(quantity().parse('2,125')).toBe(2.125);
    expect(quantity().safeParse(2.1255).success).toBe(false);
    expect([25, 12, 6, 0].map((r) => vatPercent().parse(r))).toEqual([25, 12, 6, 0]);
    expect(vatPercent().safeParse(18).success).toBe(false);
  });
});
