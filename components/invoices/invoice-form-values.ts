// The invoice form's values: amounts and quantities as typed ("1 450,50"), lines of a service, a product or free
// text, the mileage as km and a rate (the server adds it as its own line) — how they become the API's body (the
// shared schema, lib/validation/invoice.ts), come back from an invoice or a prefill, and add up in the live preview
// with the server's own sums (lib/invoices/totals.ts), so what the farrier sees is what is stored.
import type { Invoice, InvoicePrefill } from '@/lib/client/invoice-api';
import { invoiceTotals, type InvoiceTotals, type TotalsLine } from '@/lib/invoices/totals';
import { DEFAULT_MILEAGE_RATE_ORE_PER_KM, type InvoiceInput } from '@/lib/validation/invoice';
import { DEFAULT_VAT_RATE } from '@/lib/vat';

/** The kinds a line of the form may be; mileage is the km field, not a line. */
export const FORM_LINE_KINDS = ['service', 'product', 'other'] as const;
export type FormLineKind = (typeof FORM_LINE_KINDS)[number];

export interface InvoiceLineValues {
  kind: FormLineKind;
  name: string;
  serviceId: string;
  productId: string;
  quantity: string;
  pricePerUnit: string;
  discount: string;
  vat: string;
  unit: string;
}

export interface InvoiceFormValues {
  customerId: string;
  invoiceDate: string;
  dueDate: string;
  supplyDate: string;
  invoiceNumber: string;
  lines: InvoiceLineValues[];
  mileageKm: string;
  mileageRate: string;
  note: string;
  bookingId: string;
  journalId: string;
}

/** Every field of the form, in the form's order (the order errors are focused in). */
export const INVOICE_FIELDS = [
  'customerId',
  'invoiceDate',
  'dueDate',
  'supplyDate',
  'invoiceNumber',
  'lines',
  'mileageKm',
  'mileageRate',
  'note',
] as const satisfies readonly (keyof InvoiceFormValues)[];
export type InvoiceField = (typeof INVOICE_FIELDS)[number];

export const NEW_LINE: InvoiceLineValues = {
  kind: 'other',
  name: '',
  serviceId: '',
  productId: '',
  quantity: '1',
  pricePerUnit: '',
  discount: '',
  vat: String(DEFAULT_VAT_RATE),
  unit: '1',
};

/**
 * The VAT of the mileage line: travel charged to a customer is part of the work's price and carries its rate
 * (the server's mileage line, server/invoices, uses the same).
 */
export const MILEAGE_VAT = DEFAULT_VAT_RATE;

export function emptyInvoiceValues(today: string): InvoiceFormValues {
  return {
    customerId: '',
    invoiceDate: today,
    dueDate: '',
    supplyDate: '',
    invoiceNumber: '',
    lines: [],
    mileageKm: '',
    mileageRate: '',
    note: '',
    bookingId: '',
    journalId: '',
  };
}

/** A number as the form shows it: Swedish and English both read "1450.5" as typed; no exponent, no grouping. */
const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const s = (value: string | null | undefined) => value ?? '';

type AnyLine = {
  kind: string;
  name: string;
  serviceId?: string | null;
  productId?: string | null;
  quantity: unknown;
  pricePerUnit: unknown;
  discount?: unknown;
  vat: unknown;
  unit?: unknown;
};

function lineValues(line: AnyLine): InvoiceLineValues {
  const kind = (FORM_LINE_KINDS as readonly string[]).includes(line.kind)
    ? (line.kind as FormLineKind)
    : 'other';
  const discount = Number(line.discount ?? 0);
  return {
    kind,
    name: line.name,
    serviceId: s(line.serviceId),
    productId: s(line.productId),
    quantity: String(line.quantity),
    pricePerUnit: String(line.pricePerUnit),
    discount: discount ? String(discount) : '',
    vat: String(line.vat),
    unit: String(line.unit ?? 1),
  };
}

/** An invoice as the form's values; its mileage line is the km and rate fields. */
export function invoiceFormValues(invoice: Invoice): InvoiceFormValues {
  return {
    customerId: invoice.customer.id,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    supplyDate: invoice.supplyDate,
    invoiceNumber: s(invoice.invoiceNumber),
    lines: invoice.lines.filter((line) => line.kind !== 'mileage').map(lineValues),
    mileageKm: text(invoice.mileageKm),
    mileageRate: text(invoice.mileageRate),
    note: s(invoice.note),
    bookingId: s(invoice.bookingId),
    journalId: s(invoice.journalId),
  };
}

/** A draft's fields from a booking or a journal (invoices/bookings/{id}, invoices/journals/{id}) over the defaults. */
export function prefillValues({ input }: InvoicePrefill, base: InvoiceFormValues): InvoiceFormValues {
  const mileage = input.lines.find((line) => line.kind === 'mileage');
  return {
    ...base,
    customerId: s(input.customerId) || base.customerId,
    invoiceDate: input.invoiceDate || base.invoiceDate,
    dueDate: input.dueDate,
    supplyDate: input.supplyDate,
    lines: input.lines.filter((line) => line.kind !== 'mileage').map(lineValues),
    mileageKm: mileage ? String(mileage.quantity) : '',
    mileageRate: mileage ? String(mileage.pricePerUnit) : '',
    note: s(input.note),
    bookingId: s(input.bookingId),
    journalId: s(input.journalId),
  };
}

const blank = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The form's values as the API's input: blanks left out; a line's id of the kind it is not, left out. */
export function invoiceBody(values: InvoiceFormValues): InvoiceInput {
  return {
    customerId: values.customerId,
    invoiceDate: values.invoiceDate,
    dueDate: blank(values.dueDate),
    supplyDate: blank(values.supplyDate),
    invoiceNumber: blank(values.invoiceNumber),
    lines: values.lines.map((line) => ({
      kind: line.kind,
      name: line.name,
      serviceId: line.kind === 'service' ? blank(line.serviceId) : undefined,
      productId: line.kind === 'product' ? blank(line.productId) : undefined,
      quantity: line.quantity,
      pricePerUnit: line.pricePerUnit,
      discount: blank(line.discount),
      vat: line.vat,
      unit: line.unit,
    })),
    mileageKm: blank(values.mileageKm),
    mileageRate: blank(values.mileageKm) ? blank(values.mileageRate) : undefined,
    note: blank(values.note),
    bookingId: blank(values.bookingId),
    journalId: blank(values.journalId),
  } as InvoiceInput;
}

/** "1 450,50" → 145050 öre exactly; NaN when it is not an amount with at most 2 decimals. */
export function kronorTextToOre(value: string): number {
  const clean = value
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.')
    .replace('−', '-');
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return Number.NaN;
  const ore = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -ore : ore;
}

function decimalText(value: string, places: number): number {
  const clean = value.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return new RegExp(`^\\d+(\\.\\d{1,${places}})?$`).test(clean) ? Number(clean) : Number.NaN;
}

/**
 * The live sums of the form as the server will store them: every line that reads as numbers, and the mileage line
 * (km × the typed rate, or the account's); lines not yet readable count as nothing.
 */
export function previewTotals(values: InvoiceFormValues, accountRateOre: number | undefined): InvoiceTotals {
  const lines = values.lines.map(totalsLine).filter((line): line is TotalsLine => line !== null);
  const km = values.mileageKm.trim() === '' ? 0 : decimalText(values.mileageKm, 3);
  const rateOre =
    values.mileageRate.trim() === ''
      ? (accountRateOre ?? DEFAULT_MILEAGE_RATE_ORE_PER_KM)
      : kronorTextToOre(values.mileageRate);
  if (km > 0 && Number.isFinite(rateOre))
    lines.push({ quantity: km, pricePerUnitOre: rateOre, discountPercent: 0, vatPercent: MILEAGE_VAT });
  return invoiceTotals(lines);
}

/** A line of the form as the totals read it; null while it does not read as numbers yet. */
export function totalsLine(line: InvoiceLineValues | undefined): TotalsLine | null {
  if (!line) return null;
  const quantity = decimalText(line.quantity, 3);
  const pricePerUnitOre = kronorTextToOre(line.pricePerUnit);
  const discountPercent = line.discount.trim() === '' ? 0 : decimalText(line.discount, 2);
  const vatPercent = Number(line.vat);
  const numbers = [quantity, pricePerUnitOre, discountPercent, vatPercent];
  if (numbers.some((n) => !Number.isFinite(n)) || discountPercent > 100) return null;
  return { quantity, pricePerUnitOre, discountPercent, vatPercent };
}

/** YYYY-MM-DD plus whole days (calendar days; no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const at = new Date(Date.UTC(y!, m! - 1, d! + days));
  return at.toISOString().slice(0, 10);
}
