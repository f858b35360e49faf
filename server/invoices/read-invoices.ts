// Reading invoices: one as its page, PDF and accounting sync show it (lines, totals, VAT per rate, the seller, buyer
// and payment details — as frozen when it was registered, else as they are now — its credits and what it credits),
// and the list of spec 3 with the sums of everything the filter matches, always inside the caller's tenant.
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { invoiceTotals } from '@/lib/invoices/totals';
import { oreToSek } from '@/lib/money';
import { todayInStockholm } from '@/lib/time-zone';
import type {
  Invoice,
  InvoiceListQuery,
  InvoiceRow,
  InvoiceStatus,
  invoiceListSummarySchema,
} from '@/lib/validation/invoice';
import type { z } from 'zod';
import type { TenantContext } from '@/server/context';
import { afterCursor, orderBy, toPage, type SortKey } from '@/server/db/pagination';
import { foundOne, isoText } from '@/server/db/registers';
import {
  customers,
  ferriers,
  invoiceCustomerSums,
  invoiceDaySums,
  invoiceLines,
  invoices,
  paymentMethods,
  type InvoiceParty,
  type InvoicePayment,
} from '@/server/db/schema';
import { containsTerm } from '@/server/db/search';
import { accountingReason } from './accounting-reason';

export type InvoiceListSummary = z.output<typeof invoiceListSummarySchema>;

const original = alias(invoices, 'credit_of');

const instant = (column: PgColumn) =>
  sql<string | null>`case when ${column} is null then null else ${isoText(column)} end`;

/** Awaiting payment: registered or sent, not paid, credited or cancelled. */
const unpaid = inArray(invoices.status, ['registered', 'sent']);

/** Unpaid past its due date, by the Swedish calendar day (a parameter: the plan stays the same all day). */
const overdueOn = (today: string) => and(unpaid, lt(invoices.dueDate, today))!;

/** The customer's name as the invoice shows it: as frozen when registered, else as the register has it now. */
const customerName = sql<string>`coalesce(${invoices.buyer} ->> 'name',
  trim(${customers.firstName} || ' ' || coalesce(${customers.lastName}, '')))`;

const rowColumns = (today: string) => ({
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  status: sql<InvoiceStatus>`${invoices.status}`,
  customerId: invoices.customerId,
  customerName,
  invoiceDate: sql<string>`${invoices.invoiceDate}::text`,
  dueDate: sql<string>`${invoices.dueDate}::text`,
  grandTotalOre: invoices.grandTotalOre,
  sentAt: instant(invoices.sentAt),
  paidAt: instant(invoices.paidAt),
  lockedAt: instant(invoices.lockedAt),
  overdue: sql<boolean>`coalesce(${overdueOn(today)}, false)`,
  creditOfId: invoices.creditOfInvoiceId,
  creditOfNumber: sql<string | null>`${original.invoiceNumber}`,
  createdAt: isoText(invoices.createdAt),
  updatedAt: isoText(invoices.updatedAt),
});

type RowOut = {
  customerId: string;
  customerName: string;
  grandTotalOre: number;
  creditOfId: string | null;
  creditOfNumber: string | null;
} & Omit<InvoiceRow, 'customer' | 'grandTotal' | 'creditOf'>;

const toRow = ({ customerId, customerName, grandTotalOre, creditOfId, creditOfNumber, ...row }: RowOut) => ({
  ...row,
  customer: { id: customerId, name: customerName },
  grandTotal: oreToSek(grandTotalOre),
  creditOf: creditOfId ? { id: creditOfId, invoiceNumber: creditOfNumber } : null,
});

const customerJoin = and(eq(customers.id, invoices.customerId), eq(customers.ferrierId, invoices.ferrierId));
const originalJoin = and(
  eq(original.id, invoices.creditOfInvoiceId),
  eq(original.ferrierId, invoices.ferrierId),
);

/** The buyer as the customer register has it now (the billing address when there is one). */
const liveBuyer = sql<InvoiceParty>`json_build_object(
  'name', trim(${customers.firstName} || ' ' || coalesce(${customers.lastName}, '')),
  'address', coalesce(nullif(${customers.billingAddress}, ''), ${customers.address}),
  'postalCode', coalesce(nullif(${customers.billingPostalCode}, ''), ${customers.postalCode}),
  'city', coalesce(nullif(${customers.billingCity}, ''), ${customers.city}),
  'organizationNumber', ${customers.organizationNumber},
  'vatNumber', null,
  'language', ${customers.language})`;

/** The seller as the account's profile has it now. */
const liveSeller = sql<InvoiceParty>`json_build_object(
  'name', ${ferriers.organizationName},
  'address', ${ferriers.address},
  'postalCode', ${ferriers.postNumber},
  'city', ${ferriers.postPlace},
  'organizationNumber', ${ferriers.organizationNumber},
  'vatNumber', ${ferriers.vatNumber},
  'fTax', ${ferriers.fTax},
  'email', ${ferriers.email},
  'phone', ${ferriers.phone})`;

/** The payment details of the account's payment methods now (none set: all null). */
const livePayment = sql<InvoicePayment>`json_build_object(
  'bankgiro', ${paymentMethods.bankgiro},
  'plusgiro', ${paymentMethods.plusgiro},
  'bankClearing', ${paymentMethods.bankClearing},
  'bankAccount', ${paymentMethods.bankAccount},
  'swishNumber', ${paymentMethods.swishNumber})`;

/** The buyer, seller and payment details of an invoice now: for writing them onto it when it is registered. */
export async function livePartiesOf(
  ctx: TenantContext,
  customerId: string,
): Promise<{ seller: InvoiceParty; buyer: InvoiceParty; payment: InvoicePayment }> {
  return foundOne(
    ctx.db
      .select({ seller: liveSeller, buyer: liveBuyer, payment: livePayment })
      .from(ferriers)
      .innerJoin(customers, and(eq(customers.id, customerId), eq(customers.ferrierId, ferriers.id)))
      .leftJoin(paymentMethods, eq(paymentMethods.ferrierId, ferriers.id))
      .where(eq(ferriers.id, ctx.ferrierId)),
  );
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** Clearing number and account as one line (the invoice prints one "bank account"). */
const bankAccountOf = (p: InvoicePayment) =>
  p.bankAccount ? [p.bankClearing, p.bankAccount].filter(Boolean).join(' ') : null;

/** One invoice of the caller's with everything its page and PDF show (404 for another tenant's). */
export async function getInvoice(ctx: TenantContext, { id }: { id: string }): Promise<Invoice> {
  const today = todayInStockholm();
  const [row, lines] = await Promise.all([
    foundOne(
      ctx.db
        .select({
          ...rowColumns(today),
          supplyDate: sql<string>`coalesce(${invoices.supplyDate}, ${invoices.invoiceDate})::text`,
          note: invoices.note,
          bookingId: invoices.bookingId,
          journalId: invoices.journalId,
          mileageKm: invoices.mileageKm,
          mileageRateOre: invoices.mileageRateOre,
          netTotalOre: invoices.netTotalOre,
          vatTotalOre: invoices.vatTotalOre,
          roundingOre: invoices.roundingOre,
          ocrReference: invoices.ocrReference,
          seller: sql<InvoiceParty>`coalesce(${invoices.seller}, ${liveSeller}::jsonb)`,
          buyer: sql<InvoiceParty>`coalesce(${invoices.buyer}, ${liveBuyer}::jsonb)`,
          payment: sql<InvoicePayment>`coalesce(${invoices.payment}, ${livePayment}::jsonb)`,
          accountingState: invoices.accountingState,
          fortnoxDocumentNumber: invoices.fortnoxDocumentNumber,
          accountingError: invoices.accountingError,
          accountingFailure: invoices.accountingFailure,
          bookkept: sql<boolean>`${invoices.bookkeptAt} is not null`,
          credits: sql<Array<{ id: string; invoiceNumber: string | null }>>`coalesce((
            select json_agg(json_build_object('id', cr.id, 'invoiceNumber', cr.invoice_number)
                            order by cr.created_at, cr.id)
            from invoices cr
            where cr.credit_of_invoice_id = ${invoices.id} and cr.ferrier_id = ${invoices.ferrierId}), '[]')`,
        })
        .from(invoices)
        .innerJoin(customers, customerJoin)
        .innerJoin(ferriers, eq(ferriers.id, invoices.ferrierId))
        .leftJoin(paymentMethods, eq(paymentMethods.ferrierId, invoices.ferrierId))
        .leftJoin(original, originalJoin)
        .where(and(eq(invoices.id, id), eq(invoices.ferrierId, ctx.ferrierId))),
    ),
    ctx.db
      .select({
        id: invoiceLines.id,
        kind: invoiceLines.kind,
        name: invoiceLines.name,
        serviceId: invoiceLines.serviceId,
        productId: invoiceLines.productId,
        quantity: invoiceLines.quantity,
        unit: invoiceLines.unit,
        pricePerUnitOre: invoiceLines.pricePerUnitOre,
        discount: invoiceLines.discountPercent,
        vat: invoiceLines.vatPercent,
        lineTotalOre: invoiceLines.lineTotalOre,
        vatAmountOre: invoiceLines.vatAmountOre,
      })
      .from(invoiceLines)
      .where(and(eq(invoiceLines.invoiceId, id), eq(invoiceLines.ferrierId, ctx.ferrierId)))
      .orderBy(asc(invoiceLines.position), asc(invoiceLines.id)),
  ]);
  // VAT per rate is formed from the stored lines by the same function that formed the stored totals.
  const totals = invoiceTotals(
    lines.map((l) => ({
      quantity: l.quantity,
      pricePerUnitOre: l.pricePerUnitOre,
      discountPercent: l.discount,
      vatPercent: l.vat,
    })),
  );
  const { seller, buyer, payment } = row;
  const party = (p: InvoiceParty) => ({
    name: p.name ?? '',
    address: text(p.address),
    postalCode: text(p.postalCode),
    city: text(p.city),
    organizationNumber: text(p.organizationNumber),
    vatNumber: text(p.vatNumber),
  });
  return {
    ...toRow(row),
    supplyDate: row.supplyDate,
    note: row.note,
    bookingId: row.bookingId,
    journalId: row.journalId,
    lines: lines.map(({ pricePerUnitOre, lineTotalOre, vatAmountOre, unit, ...line }) => ({
      ...line,
      unit: unit === 2 ? 2 : 1,
      pricePerUnit: oreToSek(pricePerUnitOre),
      price: oreToSek(lineTotalOre),
      vatAmount: oreToSek(vatAmountOre),
    })),
    mileageKm: row.mileageKm,
    mileageRate: row.mileageRateOre === null ? null : oreToSek(row.mileageRateOre),
    netTotal: oreToSek(row.netTotalOre),
    vatByRate: totals.vatByRate.map((g) => ({
      vat: g.vatPercent,
      net: oreToSek(g.netOre),
      vatAmount: oreToSek(g.vatOre),
    })),
    vatTotal: oreToSek(row.vatTotalOre),
    rounding: oreToSek(row.roundingOre),
    seller: {
      ...party(seller),
      fTax: seller.fTax === true,
      email: text(seller.email),
      phone: text(seller.phone),
    },
    buyer: { ...party(buyer), language: buyer.language === 'en' ? 'en' : 'sv' },
    payment: {
      bankgiro: text(payment.bankgiro),
      plusgiro: text(payment.plusgiro),
      bankAccount: bankAccountOf(payment),
      swishNumber: text(payment.swishNumber),
      ocrReference: row.ocrReference,
    },
    accounting: {
      state: row.accountingState,
      documentNumber: row.fortnoxDocumentNumber,
      error: row.accountingError,
      reason: accountingReason(ctx.locale, row.accountingState, row.accountingFailure),
      bookkept: row.bookkept,
    },
    credits: row.credits,
  };
}

/** Newest invoice date first; the (ferrier_id, invoice_date, id) index read backwards. */
const BY_DATE: SortKey = { expression: invoices.invoiceDate, direction: 'desc', type: 'date' };

const STATUS_FILTERS = (today: string): Record<InvoiceListQuery['status'], SQL | undefined> => ({
  all: undefined,
  draft: eq(invoices.status, 'draft'),
  unpaid,
  overdue: overdueOn(today),
  paid: eq(invoices.status, 'paid'),
  sent: isNotNull(invoices.sentAt),
  notSent: and(isNull(invoices.sentAt), ne(invoices.status, 'cancelled')),
  locked: isNotNull(invoices.lockedAt),
});

/** The conditions of a list query besides the cursor (the summary sums over exactly these). */
const listConditions = (ctx: TenantContext, input: InvoiceListQuery, today: string) =>
  and(
    eq(invoices.ferrierId, ctx.ferrierId),
    STATUS_FILTERS(today)[input.status],
    input.customerId ? eq(invoices.customerId, input.customerId) : undefined,
    input.from ? gte(invoices.invoiceDate, input.from) : undefined,
    input.to ? lte(invoices.invoiceDate, input.to) : undefined,
    input.search ? searched(ctx, input.search) : undefined,
  );

/** LIKE's wildcards and escape character taken literally. */
const likeLiteral = (term: string) => term.replace(/[\\%_]/g, (m) => `\\${m}`);

/** A ?search term with a digit is an invoice number; any other term is the customer's name. */
const isNumberTerm = (term: string) => /\d/.test(term);

/**
 * The customers whose folded search text holds the term (å/ä/ö folded as every search of the app), found behind the
 * customers' trigram index through their search view (db/migrations/0007_search_views.sql), named as its table,
 * where the index serves the LIKE as it would for the owner; behind the policies LIKE, which is not leakproof, reads
 * the rows one by one. Only ids come out of the view.
 */
const customersNamed = (ctx: TenantContext, term: string): SQL =>
  sql`(select ${customers.id} from "search_customers" as "customers"
        where ${and(eq(customers.ferrierId, ctx.ferrierId), containsTerm(customers.searchText, term))})`;

/**
 * ?search: a number is looked up in the trigram index on invoice_number, through the search view search_invoices
 * (0022_invoice_day_sums.sql) as the customers' is; a name is its customers (customersNamed) — so neither reads every
 * invoice row.
 */
const searched = (ctx: TenantContext, term: string): SQL =>
  isNumberTerm(term)
    ? // An array, not `in (…)`: PostgreSQL 18 would merge the view's invoices with the list's own (a self-join it
      // removes), and the merged scan is behind the policies again, where the index cannot serve the ILIKE.
      sql`${invoices.id} = any(array(select ${invoices.id} from "search_invoices" as "invoices"
        where ${and(eq(invoices.ferrierId, ctx.ferrierId), sql`${invoices.invoiceNumber} ilike ${`%${likeLiteral(term)}%`}`)}))`
    : sql`${invoices.customerId} in ${customersNamed(ctx, term)}`;

/** A sums table: the invoices' number and grand total by the facts the list's status filters ask. */
type Sums = typeof invoiceDaySums | typeof invoiceCustomerSums;

const unpaidIn = (sums: Sums) => inArray(sums.status, ['registered', 'sent']);

/** The status filters on a sums table: the same facts as STATUS_FILTERS, as its key keeps them. */
const sumFilters = (sums: Sums, today: string): Record<InvoiceListQuery['status'], SQL | undefined> => ({
  all: undefined,
  draft: eq(sums.status, 'draft'),
  unpaid: unpaidIn(sums),
  overdue: and(unpaidIn(sums), lt(sums.dueDate, today)),
  paid: eq(sums.status, 'paid'),
  sent: eq(sums.sent, true),
  notSent: and(eq(sums.sent, false), ne(sums.status, 'cancelled')),
  locked: eq(sums.locked, true),
});

/** The summary's four figures summed over a sums table's rows. */
const summedSums = (sums: Sums, today: string) => ({
  count: sql<string>`coalesce(sum(${sums.invoiceCount}), 0)`,
  grandOre: sql<string>`coalesce(sum(${sums.grandTotalOre}) filter (where ${sums.status} <> 'cancelled'), 0)`,
  unpaidOre: sql<string>`coalesce(sum(${sums.grandTotalOre}) filter (where ${unpaidIn(sums)}), 0)`,
  overdueOre: sql<string>`coalesce(sum(${sums.grandTotalOre})
    filter (where ${and(unpaidIn(sums), lt(sums.dueDate, today))}), 0)`,
});

/**
 * The summary of a filter on status and period, from the sums the triggers keep per day (invoice_day_sums): a few
 * rows per day invoiced on, whatever the number of invoices.
 */
const summedByDay = (ctx: TenantContext, input: InvoiceListQuery, today: string) =>
  ctx.db
    .select(summedSums(invoiceDaySums, today))
    .from(invoiceDaySums)
    .where(
      and(
        eq(invoiceDaySums.ferrierId, ctx.ferrierId),
        sumFilters(invoiceDaySums, today)[input.status],
        input.from ? gte(invoiceDaySums.invoiceDate, input.from) : undefined,
        input.to ? lte(invoiceDaySums.invoiceDate, input.to) : undefined,
      ),
    );

/**
 * The summary of a filter on status and a customer or a customer's name, from the sums the triggers keep per customer
 * (invoice_customer_sums): a few rows per customer, whatever the number of its invoices. A common name ("ström") is
 * a fifth of the customers and so of the invoices: summing those rows grew with the account.
 */
const summedByCustomer = (ctx: TenantContext, input: InvoiceListQuery, today: string) =>
  ctx.db
    .select(summedSums(invoiceCustomerSums, today))
    .from(invoiceCustomerSums)
    .where(
      and(
        eq(invoiceCustomerSums.ferrierId, ctx.ferrierId),
        sumFilters(invoiceCustomerSums, today)[input.status],
        input.customerId ? eq(invoiceCustomerSums.customerId, input.customerId) : undefined,
        input.search
          ? sql`${invoiceCustomerSums.customerId} in ${customersNamed(ctx, input.search)}`
          : undefined,
      ),
    );

/**
 * The summary of a number search, or of a customer or name with a period: the matching invoices themselves, which a
 * number keeps few and a period bounds (neither sums table is kept by both customer and day).
 */
const summedByRow = (ctx: TenantContext, conditions: SQL | undefined, today: string) =>
  ctx.db
    .select({
      count: sql<string>`count(*)`,
      grandOre: sql<string>`coalesce(sum(${invoices.grandTotalOre})
        filter (where ${invoices.status} <> 'cancelled'), 0)`,
      unpaidOre: sql<string>`coalesce(sum(${invoices.grandTotalOre}) filter (where ${unpaid}), 0)`,
      overdueOre: sql<string>`coalesce(sum(${invoices.grandTotalOre}) filter (where ${overdueOn(today)}), 0)`,
    })
    // No join: every condition is on the invoice itself (?search reads the customers in a subquery).
    .from(invoices)
    .where(conditions);

/** The summary's statement: from the sums kept per customer or per day where they can answer the filter. */
function summaryOf(ctx: TenantContext, input: InvoiceListQuery, conditions: SQL | undefined, today: string) {
  if (input.search && isNumberTerm(input.search)) return summedByRow(ctx, conditions, today);
  if (!input.customerId && !input.search) return summedByDay(ctx, input, today);
  return input.from || input.to ? summedByRow(ctx, conditions, today) : summedByCustomer(ctx, input, today);
}

/**
 * invoices/list: the table of spec 3, newest invoice date first, page by page, with the sums of every invoice the
 * filter matches (not only the page): all of them, the unpaid ones and the overdue ones. A cancelled draft counts
 * but adds nothing.
 */
export async function listInvoices(
  ctx: TenantContext,
  { input }: { input: InvoiceListQuery },
): Promise<{ data: InvoiceRow[]; nextCursor: string | null; summary: InvoiceListSummary }> {
  const today = todayInStockholm();
  const conditions = listConditions(ctx, input, today);
  if (input.search) await ctx.db.execute(sql`set local plan_cache_mode = force_custom_plan`);
  const [rows, [sums]] = await Promise.all([
    ctx.db
      .select({ ...rowColumns(today), sortValue: sql<string>`${invoices.invoiceDate}::text` })
      .from(invoices)
      .innerJoin(customers, customerJoin)
      .leftJoin(original, originalJoin)
      .where(and(conditions, afterCursor(BY_DATE, invoices.id, input.cursor)))
      .orderBy(...orderBy(BY_DATE, invoices.id))
      .limit(input.limit + 1),
    summaryOf(ctx, input, conditions, today),
  ]);
  const page = toPage(rows, input.limit);
  return {
    data: page.rows.map(({ sortValue: _, ...row }) => toRow(row)),
    nextCursor: page.nextCursor,
    summary: {
      count: Number(sums!.count),
      grandTotal: oreToSek(Number(sums!.grandOre)),
      unpaidTotal: oreToSek(Number(sums!.unpaidOre)),
      overdueTotal: oreToSek(Number(sums!.overdueOre)),
    },
  };
}
