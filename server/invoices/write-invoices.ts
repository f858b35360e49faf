// Writing invoices: a new draft, and the edit of a draft or of a registered invoice that is not locked — lines
// replaced as the form sends them, the mileage line kept in step with mileageKm × rate, totals formed once by
// lib/invoices/totals.ts and stored with the lines, the due date and date of supply filled in, each in the invoice's
// history. A locked invoice (sent, or booked in the accounting system) is never edited: it is credited.
import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { invoiceTotals } from '@/lib/invoices/totals';
import { sekToOre } from '@/lib/money';
import { TIME_ZONE } from '@/lib/time-zone';
import { addDays } from '@/lib/validation/dates';
import {
  DEFAULT_MILEAGE_RATE_ORE_PER_KM,
  type Invoice,
  type InvoiceLineOutput,
  type InvoiceOutput,
} from '@/lib/validation/invoice';
import type { TenantContext } from '@/server/context';
import { foundOne } from '@/server/db/registers';
import {
  bookings,
  customers,
  ferriers,
  invoiceLines,
  invoices,
  journals,
  products,
  services,
} from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { translator } from '@/server/i18n/translator';
import { changedFields } from '@/server/records/changed-fields';
import { writeHistory } from '@/server/records/history';
import { ownedIds } from '@/server/records/owned-ids';
import { replaceLines } from '@/server/records/replace-lines';
import { INVOICE_ERRORS } from './errors';
import { INVOICE_FIELDS, invoiceRecord } from './invoice-record';
import { difference, moveStock, productQuantities } from './invoice-stock';
import { getInvoice, livePartiesOf } from './read-invoices';
import { printWhenCommitted } from '@/server/pdf/printed-copies';

void INVOICE_ERRORS; // the module declares INVOICE_LOCKED when it loads

/** Mileage is a taxable charge for the work (not a tax-free allowance to the seller): 25 % VAT. */
const MILEAGE_VAT = 25;

type LineValues = Omit<typeof invoiceLines.$inferInsert, 'id' | 'ferrierId' | 'position' | 'invoiceId'>;

/** Every id the invoice names must be the caller's: 422 on the field that named it otherwise. */
const checkIds = (ctx: TenantContext, input: InvoiceOutput) =>
  ownedIds(ctx, [
    { field: 'customerId', table: customers, ids: [input.customerId], message: 'validation.customer' },
    { field: 'bookingId', table: bookings, ids: [input.bookingId], message: 'invoiceRules.booking' },
    { field: 'journalId', table: journals, ids: [input.journalId], message: 'invoiceRules.journal' },
    ...input.lines.flatMap((line, i) => [
      {
        field: `lines.${i}.serviceId`,
        table: services,
        ids: [line.serviceId],
        message: 'validation.service',
      },
      {
        field: `lines.${i}.productId`,
        table: products,
        ids: [line.productId],
        message: 'invoiceRules.product',
      },
    ]),
  ]);

/** A number typed by hand that another invoice of the account has: 422 on invoiceNumber. */
async function checkNumberFree(ctx: TenantContext, number: string | undefined, exceptId?: string) {
  if (!number) return;
  const [taken] = await ctx.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.ferrierId, ctx.ferrierId),
        eq(invoices.invoiceNumber, number),
        exceptId ? ne(invoices.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new AppError('VALIDATION_FAILED', { invoiceNumber: 'invoiceRules.numberTaken' });
}

/** What the invoice's defaults are read from: the customer's terms and language, the account's rate, the visit. */
async function defaultsOf(ctx: TenantContext, input: InvoiceOutput) {
  const { paymentTerms, language, mileageRateOre } = await foundOne(
    ctx.db
      .select({
        paymentTerms: customers.paymentTerms,
        language: customers.language,
        mileageRateOre: ferriers.mileageRateOre,
      })
      .from(customers)
      .innerJoin(ferriers, eq(ferriers.id, customers.ferrierId))
      .where(and(eq(customers.id, input.customerId), eq(customers.ferrierId, ctx.ferrierId))),
  );
  const [visit] = input.bookingId
    ? await ctx.db
        .select({
          day: sql<string>`to_char(${bookings.startAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM-DD')`,
        })
        .from(bookings)
        .where(and(eq(bookings.id, input.bookingId), eq(bookings.ferrierId, ctx.ferrierId)))
    : input.journalId
      ? await ctx.db
          .select({ day: sql<string>`${journals.listedDate}::text` })
          .from(journals)
          .where(and(eq(journals.id, input.journalId), eq(journals.ferrierId, ctx.ferrierId)))
      : [];
  return { paymentTerms, language: language === 'en' ? 'en' : 'sv', mileageRateOre, visitDay: visit?.day };
}

type Defaults = Awaited<ReturnType<typeof defaultsOf>>;

const lineValues = (line: InvoiceLineOutput): LineValues => ({
  kind: line.kind,
  name: line.name,
  serviceId: line.serviceId ?? null,
  productId: line.productId ?? null,
  quantity: line.quantity,
  pricePerUnitOre: sekToOre(line.pricePerUnit),
  discountPercent: line.discount ?? 0,
  vatPercent: line.vat,
  unit: line.unit,
  lineTotalOre: 0,
  vatAmountOre: 0,
});

/**
 * The lines as stored: the form's lines with one mileage line of mileageKm × rate (the rate sent, else the account's,
 * else Skatteverket's tax-free allowance) where the first mileage line was sent, else last. Mileage lines sent without
 * mileageKm give it (their quantity and price); no km, no mileage line.
 */
function withMileage(input: InvoiceOutput, defaults: Defaults) {
  const sentMileage = input.lines.find((l) => l.kind === 'mileage');
  const km = input.mileageKm ?? sentMileage?.quantity ?? 0;
  const rateOre =
    input.mileageRate !== undefined
      ? sekToOre(input.mileageRate)
      : input.mileageKm === undefined && sentMileage
        ? sekToOre(sentMileage.pricePerUnit)
        : (defaults.mileageRateOre ?? DEFAULT_MILEAGE_RATE_ORE_PER_KM);
  const others = input.lines.filter((l) => l.kind !== 'mileage').map(lineValues);
  if (km <= 0) return { lines: others, mileageKm: null, mileageRateOre: null };
  const mileage: LineValues = {
    kind: 'mileage',
    name:
      sentMileage?.name ?? translator(defaults.language as 'sv' | 'en')('invoiceRules.mileageLine' as never),
    serviceId: null,
    productId: null,
    quantity: km,
    pricePerUnitOre: rateOre,
    discountPercent: 0,
    vatPercent: MILEAGE_VAT,
    unit: 1,
    lineTotalOre: 0,
    vatAmountOre: 0,
  };
  // Where the first mileage line was sent (every line before it is another kind), else last.
  const first = input.lines.findIndex((l) => l.kind === 'mileage');
  const lines = [...others];
  lines.splice(first >= 0 ? first : lines.length, 0, mileage);
  return { lines, mileageKm: km, mileageRateOre: rateOre };
}

/** The invoice's row values and lines, with the totals formed once from the lines. */
async function prepare(ctx: TenantContext, input: InvoiceOutput, exceptId?: string) {
  await checkIds(ctx, input);
  await checkNumberFree(ctx, input.invoiceNumber, exceptId);
  const defaults = await defaultsOf(ctx, input);
  const { lines, mileageKm, mileageRateOre } = withMileage(input, defaults);
  const totals = invoiceTotals(
    lines.map((l) => ({
      quantity: Number(l.quantity),
      pricePerUnitOre: l.pricePerUnitOre,
      discountPercent: Number(l.discountPercent ?? 0),
      vatPercent: Number(l.vatPercent),
    })),
  );
  lines.forEach((line, i) => {
    line.lineTotalOre = totals.lines[i]!.netOre;
    line.vatAmountOre = totals.lines[i]!.vatOre;
  });
  return {
    row: {
      customerId: input.customerId,
      bookingId: input.bookingId ?? null,
      journalId: input.journalId ?? null,
      invoiceDate: input.invoiceDate,
      dueDate: input.dueDate ?? addDays(input.invoiceDate, defaults.paymentTerms),
      supplyDate: input.supplyDate ?? defaults.visitDay ?? input.invoiceDate,
      note: input.note ?? null,
      mileageKm,
      mileageRateOre,
      netTotalOre: totals.netTotalOre,
      vatTotalOre: totals.vatTotalOre,
      roundingOre: totals.roundingOre,
      grandTotalOre: totals.grandTotalOre,
    },
    lines,
  };
}

/** The unique index's answer to two invoices typed with one number at the same moment: the same 422 as the check. */
async function numberTakenAs422<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const cause = (error as { cause?: { constraint_name?: string } }).cause ?? error;
    if (
      (cause as { constraint_name?: string }).constraint_name === 'invoices_ferrier_id_invoice_number_unique'
    )
      throw new AppError('VALIDATION_FAILED', { invoiceNumber: 'invoiceRules.numberTaken' });
    throw error;
  }
}

/** invoices/create: a draft (no number unless one is typed; numbered when registered). */
export async function createInvoice(
  ctx: TenantContext,
  { input }: { input: InvoiceOutput },
): Promise<Invoice> {
  const { row, lines } = await prepare(ctx, input);
  const [created] = await numberTakenAs422(() =>
    ctx.db
      .insert(invoices)
      .values({
        ...row,
        invoiceNumber: input.invoiceNumber ?? null,
        ferrierId: ctx.ferrierId,
        createdByUserId: ctx.userId,
      })
      .returning({ id: invoices.id }),
  );
  const id = created!.id;
  await replaceLines(ctx, invoiceLines, 'invoiceId', id, lines);
  await writeHistory(ctx, invoiceRecord, id, { action: 'created' });
  return getInvoice(ctx, { id });
}

/**
 * invoices/update: a draft, or a registered invoice not yet locked, replaced as the form sends it. A registered
 * invoice keeps its number (the series), and its stock moves by what the edit changes; a new customer is frozen on
 * it as the buyer. Sent, booked, paid, credited or cancelled: 409 INVOICE_LOCKED.
 */
export async function updateInvoice(
  ctx: TenantContext,
  { id, input }: { id: string; input: InvoiceOutput },
): Promise<Invoice> {
  const mine = and(eq(invoices.id, id), eq(invoices.ferrierId, ctx.ferrierId));
  const current = await foundOne(
    ctx.db
      .select({ status: invoices.status, lockedAt: invoices.lockedAt, customerId: invoices.customerId })
      .from(invoices)
      .where(mine)
      .for('update'),
  );
  const registered = current.status === 'registered';
  if (current.lockedAt || !(current.status === 'draft' || registered)) throw new AppError('INVOICE_LOCKED');
  const before = await getInvoice(ctx, { id });
  const { row, lines } = await prepare(ctx, registered ? { ...input, invoiceNumber: undefined } : input, id);
  // A registered invoice given another customer has that customer frozen on it as the buyer.
  const buyer =
    registered && row.customerId !== current.customerId
      ? { buyer: (await livePartiesOf(ctx, row.customerId)).buyer }
      : {};
  await numberTakenAs422(() =>
    ctx.db
      .update(invoices)
      .set({
        ...row,
        ...(registered ? {} : { invoiceNumber: input.invoiceNumber ?? null }),
        ...buyer,
        sequence: sql`${invoices.sequence} + 1`,
        updatedAt: new Date(),
      })
      .where(mine),
  );
  await replaceLines(ctx, invoiceLines, 'invoiceId', id, lines);
  if (registered)
    await moveStock(
      ctx,
      difference(
        productQuantities(before.lines),
        productQuantities(lines.map((l) => ({ productId: l.productId, quantity: Number(l.quantity) }))),
      ),
      id,
    );
  const after = await getInvoice(ctx, { id });
  const fields = changedFields(INVOICE_FIELDS, before, after);
  if (fields.length) await writeHistory(ctx, invoiceRecord, id, { action: 'updated', fields });
  // A registered invoice's copy to keep is printed again, from what it now says.
  if (registered && after.invoiceNumber) printWhenCommitted(ctx, 'invoice', id);
  return after;
}
