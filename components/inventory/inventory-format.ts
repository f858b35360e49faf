'use client';
// Display and input helpers of the inventory and service screens: stock in its unit, VAT rates, amounts typed as
// text ("89,50") and the money they make in öre.
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { SelectOption } from '@/components/ui/select';
import { useFormat } from '@/lib/client/use-format';
import { DEFAULT_VAT_RATE, VAT_RATES } from '@/lib/vat';

/** The stock units the form offers (PRODUCT_UNIT_SUGGESTIONS) → their message keys. */
export const UNIT_KEYS: Readonly<Record<string, string>> = {
  st: 'piece',
  par: 'pair',
  ask: 'box',
  förp: 'pack',
  kg: 'kg',
  l: 'litre',
  m: 'metre',
};

const AMOUNT_TEXT = /^\d+(\.\d{1,2})?$/;

/** "89,50", "89.5" or "1 450" → öre; null for anything the shared schema would refuse. */
export function amountTextToOre(text: unknown): number | null {
  if (typeof text !== 'string' && typeof text !== 'number') return null;
  const normalized = String(text).replace(/\s/g, '').replace(',', '.');
  if (!AMOUNT_TEXT.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

/** A number as the form field shows it: a decimal comma in Swedish. */
export function numberToInput(value: number, locale: string): string {
  const text = String(value);
  return locale === 'sv' ? text.replace('.', ',') : text;
}

/** Öre as a form field shows it: "195" or "89,50". */
export function oreToInput(ore: number, locale: string): string {
  const text = ore % 100 === 0 ? String(ore / 100) : (ore / 100).toFixed(2);
  return locale === 'sv' ? text.replace('.', ',') : text;
}

/** The VAT on an amount in öre at a rate in percent, rounded to the öre. */
export const vatOre = (ore: number, rate: number) => Math.round((ore * rate) / 100);

export function useInventoryFormat() {
  const t = useTranslations('inventory');
  const format = useFormat();
  return useMemo(() => {
    const percent = (rate: number) =>
      format.number(rate / 100, { style: 'percent', maximumFractionDigits: 2 });
    return {
      ...format,
      percent,
      /** "24 pairs", "2,5 kg", "3 askar". */
      quantity: (count: number, unit: string) => {
        const key = UNIT_KEYS[unit];
        return key ? t(`quantity.${key}`, { count }) : t('quantity.other', { count, unit });
      },
      /** The unit after a number field: "pairs", "st". */
      unitShort: (unit: string) => {
        const key = UNIT_KEYS[unit];
        return key ? t(`unitShort.${key}`) : unit;
      },
      /** The unit in a picker: "Pairs (par)". */
      unitLabel: (unit: string) => {
        const key = UNIT_KEYS[unit];
        return key ? t(`units.${key}`) : unit;
      },
      /** "25 % VAT" / "25 % moms". */
      vat: (rate: number) => t('vat.rate', { rate: percent(rate) }),
      /** The rates of lib/vat.ts for a select: "25 % (standard)", …, "0 % (exempt)". */
      vatOptions: (): SelectOption[] =>
        VAT_RATES.map((rate) => ({
          value: String(rate),
          label: t(rate === DEFAULT_VAT_RATE ? 'vat.standard' : rate === 0 ? 'vat.exempt' : 'vat.reduced', {
            rate: percent(rate),
          }),
        })),
    };
  }, [t, format]);
}
