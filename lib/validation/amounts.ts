// Numbers of the inventory and service forms: amounts in kronor, stock quantities, VAT rates and unit codes.
// Each accepts a JSON number or the text a form field holds ("89,50" with a Swedish decimal comma).
import { z } from 'zod';
import { isVatRate } from '@/lib/vat';

export const AMOUNT_LIMITS = {
  /** Kronor; far above any horseshoe or visit, far below the öre column's integer range. */
  sekMax: 1_000_000,
  quantityMax: 1_000_000,
} as const;

/** The spec's unit code of services and invoice lines. */
export const UNIT_CODES = { piece: 1, hour: 2 } as const;

/** Missing, null or empty → "required"; anything but a number or text → "wrong type". */
const numberError = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalidType',
};

type Check = { format: string; negative: string; zero?: string; max?: number; decimals: number };

/** A decimal checked on its text, so "0.1 + 0.2" noise or an exponent never slips through as a valid amount. */
function decimal(check: Check) {
  const fraction = check.decimals > 0 ? `(\\.\\d{1,${check.decimals}})?` : '';
  const pattern = new RegExp(`^\\d+${fraction}$`);
  return z
    .preprocess((v) => (v === null ? undefined : v), z.union([z.number(), z.string()], numberError))
    .transform((v, ctx) => {
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      const text = typeof v === 'number' ? String(v) : v.trim().replace(',', '.');
      if (text === '') return fail('validation.required');
      const value = Number(text);
      if (text.startsWith('-') && value < 0) return fail(check.negative);
      if (!pattern.test(text)) return fail(check.format);
      if (check.max !== undefined && value > check.max) return fail('validation.tooBig');
      if (check.zero && value === 0) return fail(check.zero);
      return value;
    });
}

/** Kronor ≥ 0 with at most 2 decimals (89.50); the server stores öre. */
export const sekAmount = () =>
  decimal({
    format: 'validation.price',
    negative: 'validation.priceNegative',
    max: AMOUNT_LIMITS.sekMax,
    decimals: 2,
  });

/** Kronor > 0 with at most 2 decimals. */
export const positiveSekAmount = () =>
  decimal({
    format: 'validation.price',
    negative: 'validation.pricePositive',
    zero: 'validation.pricePositive',
    max: AMOUNT_LIMITS.sekMax,
    decimals: 2,
  });

/** A stock quantity ≥ 0 with at most 3 decimals (kg and metres are sold in fractions). */
export const quantity = () =>
  decimal({
    format: 'validation.quantity',
    negative: 'validation.quantity',
    max: AMOUNT_LIMITS.quantityMax,
    decimals: 3,
  });

const STOCK_CHANGE = /^[-+]?\d+(\.\d{1,3})?$/;

/** A change of stock (+ received, − used or sold): not 0, at most 3 decimals, at most the largest stock in size. */
export const stockChange = () =>
  z
    .preprocess((v) => (v === null ? undefined : v), z.union([z.number(), z.string()], numberError))
    .transform((v, ctx) => {
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      const text = typeof v === 'number' ? String(v) : v.trim().replace(',', '.').replace('−', '-');
      if (text === '') return fail('validation.required');
      if (!STOCK_CHANGE.test(text)) return fail('validation.stockChange');
      const value = Number(text);
      if (value === 0) return fail('validation.stockChange');
      if (Math.abs(value) > AMOUNT_LIMITS.quantityMax) return fail('validation.tooBig');
      return value;
    });

/** One of the VAT rates in lib/vat.ts; negative rates get their own message (spec 5: VAT non-negative). */
export const vatPercent = () =>
  decimal({ format: 'validation.vatRate', negative: 'validation.vatNegative', decimals: 2 }).refine(
    isVatRate,
    'validation.vatRate',
  );

/** 1 = per piece or occasion, 2 = per hour. */
export const unitCode = () =>
  decimal({ format: 'validation.unitCode', negative: 'validation.unitCode', decimals: 0 }).refine(
    (v): v is 1 | 2 => v === UNIT_CODES.piece || v === UNIT_CODES.hour,
    'validation.unitCode',
  );
