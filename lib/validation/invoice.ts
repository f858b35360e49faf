// Invoices (spec 3, 4, 5; swedish-rules §2, §3, §6): the rules an invoice's fields follow, shared by the form and
// the API, its life as a record (draft → registered → sent → paid; locked once sent or booked; corrected only by a
// credit invoice) and its shape as the API answers it. Amounts travel in kronor (at most 2 decimals) and are integer
// öre in the database; totals come from lib/invoices/totals.ts on both sides.
import { z } from 'zod';
import { defineRecordLife } from '@/lib/records/record-life';
import { VAT_RATES } from '@/lib/vat';
import { quantity, sekAmount, unitCode, vatPercent } from './amounts';
import { isoDate, isRealIsoDate } from './dates';
import { optional, optionalText, requiredString } from './fields';
import { periodListQuery } from './list';
import { timestamps } from './response';

const trimmed = () => requiredString().trim();

export const INVOICE_STATUSES = ['draft', 'registered', 'sent', 'paid', 'cancelled', 'credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * Registering gives the invoice its number (and OCR); sending mails it and locks it; paid is the end of a normal
 * life. A draft may be given up (cancelled: it never had a number). An issued invoice is never deleted or unissued:
 * it is credited, which makes a credit invoice (negative amounts, referring to it) with the next number.
 */
export const INVOICE_LIFE = defineRecordLife({
  kind: 'invoice',
  statuses: INVOICE_STATUSES,
  transitions: {
    draft: ['registered', 'cancelled'],
    registered: ['sent', 'paid', 'credited'],
    sent: ['paid', 'credited'],
    paid: ['credited'],
    cancelled: [],
    credited: [],
  },
  series: 'F',
});

/** Statuses in which the invoice has a number and counts as issued (sellers' bookkeeping). */
export const ISSUED_STATUSES = ['registered', 'sent', 'paid', 'credited'] as const satisfies InvoiceStatus[];

export const INVOICE_LIMITS = {
  linesMax: 100,
  nameMax: 200,
  noteMax: 2000,
  /** Spec 5: letters and digits only, under 20 characters. */
  numberMax: 19,
  mileageKmMax: 10_000,
  discountMax: 100,
} as const;

/**
 * Skatteverket's tax-free mileage allowance for one's own car, 25 kr per mil (2.50 kr per km), the default rate of
 * the mileage line; each account may set its own. Data, not code: a new year's rate edits this constant.
 */
export const DEFAULT_MILEAGE_RATE_ORE_PER_KM = 250;

/** What a line sells: a service (required id), a product from stock (required id), mileage, or free text. */
export const INVOICE_LINE_KINDS = ['service', 'product', 'mileage', 'other'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/** A percent off the line, 0–100 with at most 2 decimals. */
const discount = () => sekAmount().refine((v) => v <= INVOICE_LIMITS.discountMax, 'invoiceRules.discount');

export const invoiceLineInput = z
  .object({
    kind: z.enum(INVOICE_LINE_KINDS, { error: 'invoiceRules.lineKind' }).default('other'),
    name: z.preprocess(
      (v) => (v === undefined || v === null ? '' : v),
      trimmed().min(1, 'invoiceRules.lineName').max(INVOICE_LIMITS.nameMax, 'validation.tooLong'),
    ),
    serviceId: optional(z.uuid('validation.service')),
    productId: optional(z.uuid('invoiceRules.product')),
    quantity: quantity().meta({ description: '≥ 0, at most 3 decimals', example: 4 }),
    pricePerUnit: sekAmount().meta({
      description: 'Kronor excluding VAT, at most 2 decimals',
      example: 1450,
    }),
    discount: optional(discount()).meta({ description: 'Percent off the line, 0–100', example: 0 }),
    vat: vatPercent().meta({ description: `VAT percent: ${VAT_RATES.join(', ')}`, example: 25 }),
    unit: unitCode().default(1).meta({ description: '1 = per piece/occasion, 2 = per hour' }),
  })
  .superRefine((line, ctx) => {
    if (line.kind === 'service' && !line.serviceId)
      ctx.addIssue({ code: 'custom', path: ['serviceId'], message: 'invoiceRules.serviceRequired' });
    if (line.kind === 'product' && !line.productId)
      ctx.addIssue({ code: 'custom', path: ['productId'], message: 'invoiceRules.productRequired' });
  });
export type InvoiceLineInput = z.input<typeof invoiceLineInput>;
export type InvoiceLineOutput = z.output<typeof invoiceLineInput>;

/** Typed by hand (e.g. continuing a series from an earlier system): letters and digits only, under 20. */
export const invoiceNumber = () =>
  trimmed()
    .max(INVOICE_LIMITS.numberMax, 'invoiceRules.numberTooLong')
    .regex(/^[\p{L}\d]+$/u, 'invoiceRules.numberFormat');

export const invoiceInput = z
  .object({
    customerId: z.uuid({
      error: (i) =>
        i.input === undefined || i.input === '' ? 'invoiceRules.customerRequired' : 'validation.customer',
    }),
    // Spec 5: a missing date says "required", not the date-format message (abort: the format rule then stays quiet).
    invoiceDate: z
      .preprocess(
        (v) => (v === undefined || v === null ? '' : v),
        trimmed()
          .min(1, { error: 'invoiceRules.invoiceDateRequired', abort: true })
          .refine(isRealIsoDate, 'validation.date'),
      )
      .meta({
        description: 'YYYY-MM-DD; required',
      }),
    /** Left out: the invoice date + the customer's payment terms. */
    dueDate: optional(isoDate()),
    /** The date of supply (leveransdatum); left out: the booking's or journal's visit date, else the invoice date. */
    supplyDate: optional(isoDate()),
    invoiceNumber: optional(invoiceNumber()),
    lines: z
      .array(invoiceLineInput, { error: 'invoiceRules.linesRequired' })
      .min(1, 'invoiceRules.linesRequired')
      .max(INVOICE_LIMITS.linesMax, 'validation.tooMany'),
    note: optionalText(INVOICE_LIMITS.noteMax),
    bookingId: optional(z.uuid('invoiceRules.booking')),
    journalId: optional(z.uuid('invoiceRules.journal')),
    /** Kilometres driven for the visit; with a rate, a mileage line is added (km × rate). */
    mileageKm: optional(quantity().refine((v) => v <= INVOICE_LIMITS.mileageKmMax, 'validation.tooBig')),
    /** Kronor per km; left out: the account's rate (default 2.50 kr, Skatteverket's tax-free allowance). */
    mileageRate: optional(sekAmount()),
  })
  .superRefine((v, ctx) => {
    if (v.dueDate && v.dueDate < v.invoiceDate)
      ctx.addIssue({ code: 'custom', path: ['dueDate'], message: 'invoiceRules.dueBeforeInvoice' });
  })
  .meta({
    description:
      'Customer and invoice date required; at least one line; each line needs name, price per unit and quantity ' +
      '(not negative), a VAT rate of ' +
      VAT_RATES.join('/') +
      ', unit 1 or 2; service lines need serviceId, product lines productId. invoiceNumber, when typed by hand, is ' +
      'letters and digits only, under 20 characters; otherwise the next number of the series is given when the ' +
      'invoice is registered. Amounts in kronor (at most 2 decimals).',
  });
export type InvoiceInput = z.input<typeof invoiceInput>;
export type InvoiceOutput = z.output<typeof invoiceInput>;

/** invoices/update-status/{id}: registered, sent (by hand: it was given to the customer another way), paid, cancelled. */
export const invoiceStatusInput = z.object({
  status: z.enum(['registered', 'sent', 'paid', 'cancelled'], { error: 'invoiceRules.status' }),
  /** With paid: the day the money came (default today). */
  paidDate: optional(isoDate()),
});
export type InvoiceStatusInput = z.output<typeof invoiceStatusInput>;

export const INVOICE_LIST_FILTERS = [
  'all',
  'draft',
  'unpaid',
  'overdue',
  'paid',
  'sent',
  'notSent',
  'locked',
] as const;

/** invoices/list: ?status, ?customerId, a period of invoice dates, ?search (number, customer), pages. */
export const invoiceListQuery = periodListQuery({
  status: z.enum(INVOICE_LIST_FILTERS, { error: 'invoiceRules.statusFilter' }).default('all'),
  customerId: optional(z.uuid('validation.customer')),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuery>;

const kronor = (description: string) => z.number().meta({ description: `Kronor: ${description}` });

/** Where the invoice stands with the accounting system. */
export const ACCOUNTING_SYNC_STATES = ['notConnected', 'pending', 'synced', 'failed'] as const;

/**
 * Why a sync failed, as a code the screens and the API word in the user's language (accounting.syncFailure.*):
 * Fortnox refused (with its own words, quoted as they are), could not be reached, answered what we cannot read, wants
 * connecting again, or the account is not connected; the server has no Fortnox client; a credit's original is not in
 * Fortnox yet; Fortnox's number is one another invoice here has; `unknown` for a failure stored before codes were.
 */
export const ACCOUNTING_FAILURE_CODES = [
  'refused',
  'unreachable',
  'unexpectedAnswer',
  'reconnect',
  'notConnected',
  'notConfigured',
  'originalNotInFortnox',
  'numberTaken',
  'unknown',
] as const;
export type AccountingFailureCode = (typeof ACCOUNTING_FAILURE_CODES)[number];

/** A failed sync as stored: its code and what its message names (Fortnox's own words and status, a number). */
export type AccountingFailure = {
  code: AccountingFailureCode;
  /** Fortnox's HTTP status, when it answered. */
  status?: number;
  /** Fortnox's message as Fortnox wrote it (Swedish, mostly): quoted, never translated. */
  fortnox?: string;
  /** The number Fortnox gave (numberTaken). */
  number?: string;
};

/** invoices/list rows: the table with its labels, and what the totals of a filter add up. */
export const invoiceRowSchema = z
  .object({
    id: z.uuid(),
    invoiceNumber: z.string().nullable(),
    status: z.enum(INVOICE_STATUSES),
    customer: z.object({ id: z.uuid(), name: z.string() }),
    invoiceDate: z.string(),
    dueDate: z.string(),
    grandTotal: kronor('what the customer pays, rounded to whole kronor'),
    sentAt: z.string().nullable(),
    paidAt: z.string().nullable(),
    lockedAt: z.string().nullable(),
    /** Issued, not paid, and past its due date (Stockholm days). */
    overdue: z.boolean(),
    /** A credit invoice: the invoice it reverses. */
    creditOf: z.object({ id: z.uuid(), invoiceNumber: z.string().nullable() }).nullable(),
    ...timestamps,
  })
  .meta({ id: 'InvoiceRow' });
export type InvoiceRow = z.output<typeof invoiceRowSchema>;

/** The list's answer: a page of rows and the sums of every invoice the filter matches (not only the page). */
export const invoiceListSummarySchema = z.object({
  count: z.number().int(),
  grandTotal: kronor('sum of the matching invoices'),
  unpaidTotal: kronor('of which issued and not paid'),
  overdueTotal: kronor('of which overdue'),
});

const party = z.object({
  name: z.string(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  organizationNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
});

export const invoiceLineSchema = z.object({
  id: z.uuid(),
  kind: z.enum(INVOICE_LINE_KINDS),
  name: z.string(),
  serviceId: z.uuid().nullable(),
  productId: z.uuid().nullable(),
  quantity: z.number(),
  unit: z.union([z.literal(1), z.literal(2)]),
  pricePerUnit: kronor('per unit, excluding VAT'),
  discount: z.number().meta({ description: 'Percent' }),
  vat: z.number().meta({ description: 'VAT percent' }),
  /** quantity × price − discount, excluding VAT (the spec's "price"). */
  price: kronor('the line net, excluding VAT'),
  vatAmount: kronor("the line's VAT as shown; totals use VAT per rate"),
});

/** invoices/details, create and update: the invoice with its lines, totals, parties and payment details. */
export const invoiceSchema = invoiceRowSchema
  .extend({
    supplyDate: z.string(),
    note: z.string().nullable(),
    bookingId: z.uuid().nullable(),
    journalId: z.uuid().nullable(),
    lines: z.array(invoiceLineSchema),
    mileageKm: z.number().nullable(),
    mileageRate: kronor('per km').nullable(),
    netTotal: kronor('sum of the line nets'),
    vatByRate: z.array(z.object({ vat: z.number(), net: z.number(), vatAmount: z.number() })),
    vatTotal: kronor('sum of VAT per rate'),
    rounding: kronor('öresavrundning to whole kronor, its own row'),
    /** The seller (the account) and the buyer as they were when the invoice was issued; live until then. */
    seller: party.extend({
      fTax: z.boolean().meta({ description: 'Prints "Godkänd för F-skatt"' }),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    buyer: party.extend({ language: z.enum(['sv', 'en']) }),
    payment: z.object({
      bankgiro: z.string().nullable(),
      plusgiro: z.string().nullable(),
      bankAccount: z.string().nullable(),
      swishNumber: z.string().nullable(),
      ocrReference: z.string().nullable(),
    }),
    accounting: z.object({
      state: z.enum(ACCOUNTING_SYNC_STATES),
      documentNumber: z.string().nullable(),
      error: z
        .string()
        .nullable()
        .meta({
          description:
            'Why the last sync failed, as recorded for support: not translated (Fortnox’s own message, or what ' +
            'failed on the way). Show `reason.message`.',
        }),
      reason: z
        .object({
          code: z.enum(ACCOUNTING_FAILURE_CODES),
          message: z.string().meta({
            description: 'In the request language (Accept-Language); Fortnox’s own words quoted as they are',
          }),
          fortnoxMessage: z.string().nullable().meta({
            description: 'Fortnox’s message as Fortnox wrote it (not translated), when it gave one',
          }),
        })
        .nullable()
        .meta({ description: 'Why the last sync failed, for people: null unless the state is failed' }),
      bookkept: z.boolean(),
    }),
    /** Credit invoices made of this one. */
    credits: z.array(z.object({ id: z.uuid(), invoiceNumber: z.string().nullable() })),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.output<typeof invoiceSchema>;
