// Swedish VAT rates offered on products, services and invoice lines (swedish-rules §3). Rates are data: a change
// of law edits this list, not the code that uses it.
export const VAT_RATES = [25, 12, 6, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** Farrier work, horseshoes and most goods a farrier sells carry the standard rate. */
export const DEFAULT_VAT_RATE: VatRate = 25;

export const isVatRate = (value: number): value is VatRate =>
  (VAT_RATES as readonly number[]).includes(value);

/** How the API document names a VAT rate field. */
export const VAT_DESCRIPTION = `VAT rate in percent, one of ${VAT_RATES.join(', ')}`;
