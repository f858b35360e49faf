// A draft's fields from a completed booking (its customer, its horses in the note, its services with their prices,
// VAT and unit, the visit's date as the date of supply) or from a journal (the keeper as customer, each treatment a
// line — the service of that name when there is one — and the materials that name a product in stock), not saved:
// the form opens with them and posts them to invoices/create.
import 'server-only';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { oreToSek } from '@/lib/money';
import { TIME_ZONE, todayInStockholm } from '@/lib/time-zone';
import { addDays } from '@/lib/validation/dates';
import type { InvoiceDraft } from '@/lib/validation/invoice-draft';
import type { TenantContext } from '@/server/context';
import { foundOne } from '@/server/db/registers';
import {
  animals,
  bookingAnimals,
  bookings,
  bookingServices,
  customers,
  products,
  services,
} from '@/server/db/schema';
import { folded } from '@/server/db/search';
import { AppError } from '@/server/errors';
import { translator } from '@/server/i18n/translator';
import { getJournal } from '@/server/journals/read-journals';

type DraftLine = InvoiceDraft['input']['lines'][number];

/** Fields a draft does not have are left out, so the form posts the input as it is. */
const present = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as T;

/** The customer's name, payment terms and language (the note is written in the invoice's language). */
async function customerOf(ctx: TenantContext, customerId: string | null) {
  if (!customerId) return null;
  const [customer] = await ctx.db
    .select({
      name: sql<string>`trim(${customers.firstName} || ' ' || coalesce(${customers.lastName}, ''))`,
      paymentTerms: customers.paymentTerms,
      language: customers.language,
    })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.ferrierId, ctx.ferrierId)));
  return customer ?? null;
}

function draftOf(
  ctx: TenantContext,
  customerId: string | null,
  customer: Awaited<ReturnType<typeof customerOf>>,
  fields: {
    supplyDate: string;
    bookingId: string | null;
    journalId: string | null;
    lines: DraftLine[];
    horses: string[];
  },
): InvoiceDraft {
  const invoiceDate = todayInStockholm();
  const language = customer?.language === 'en' ? 'en' : customer ? 'sv' : ctx.locale;
  const names = fields.horses.filter(Boolean);
  return {
    input: present({
      customerId: customer ? customerId : null,
      invoiceDate,
      dueDate: addDays(invoiceDate, customer?.paymentTerms ?? 30),
      supplyDate: fields.supplyDate,
      note: names.length
        ? translator(language)('invoiceRules.horsesNote' as never, { names: names.join(', ') } as never)
        : null,
      bookingId: fields.bookingId,
      journalId: fields.journalId,
      lines: fields.lines.map(present),
    } as InvoiceDraft['input']),
    customer: customer && customerId ? { id: customerId, name: customer.name } : null,
  };
}

/** invoices/bookings/{id}: the draft of the booking's invoice (404 for another tenant's booking). */
export async function invoiceDraftFromBooking(
  ctx: TenantContext,
  { id }: { id: string },
): Promise<InvoiceDraft> {
  const [booking, lines, horses] = await Promise.all([
    foundOne(
      ctx.db
        .select({
          customerId: bookings.customerId,
          day: sql<string>`to_char(${bookings.startAt} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM-DD')`,
          status: bookings.status,
        })
        .from(bookings)
        .where(and(eq(bookings.id, id), eq(bookings.ferrierId, ctx.ferrierId))),
    ),
    ctx.db
      .select({
        serviceId: services.id,
        name: services.name,
        priceOre: services.priceOre,
        vat: services.vatPercent,
        unit: services.unit,
        quantity: bookingServices.quantity,
      })
      .from(bookingServices)
      .innerJoin(
        services,
        and(eq(services.id, bookingServices.serviceId), eq(services.ferrierId, bookingServices.ferrierId)),
      )
      .where(and(eq(bookingServices.bookingId, id), eq(bookingServices.ferrierId, ctx.ferrierId)))
      .orderBy(asc(bookingServices.position)),
    ctx.db
      .select({ name: animals.name })
      .from(bookingAnimals)
      .innerJoin(
        animals,
        and(eq(animals.id, bookingAnimals.animalId), eq(animals.ferrierId, bookingAnimals.ferrierId)),
      )
      .where(and(eq(bookingAnimals.bookingId, id), eq(bookingAnimals.ferrierId, ctx.ferrierId)))
      .orderBy(asc(bookingAnimals.position)),
  ]);
  // A deleted booking is gone for its users, as on its own routes.
  if (booking.status === 'deleted') throw new AppError('NOT_FOUND');
  const customer = await customerOf(ctx, booking.customerId);
  return draftOf(ctx, booking.customerId, customer, {
    supplyDate: booking.day,
    bookingId: id,
    journalId: null,
    horses: horses.map((h) => h.name),
    lines: lines.map((s): DraftLine => ({
      kind: 'service',
      name: s.name,
      serviceId: s.serviceId,
      productId: undefined,
      quantity: s.quantity,
      pricePerUnit: oreToSek(s.priceOre),
      discount: 0,
      vat: s.vat,
      unit: s.unit === 2 ? 2 : 1,
    })),
  });
}

/** Words compared as search compares them (case and å/ä/ö folded). */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** invoices/journals/{id}: the draft of the journal's invoice (404 for another tenant's journal). */
export async function invoiceDraftFromJournal(
  ctx: TenantContext,
  { id }: { id: string },
): Promise<InvoiceDraft> {
  const journal = await getJournal(ctx, { id });
  const treatments = journal.treatments.map((t) => t.treatment.trim()).filter(Boolean);
  const materials = journal.treatments.flatMap((t) =>
    (t.materials ?? '')
      .split(/[,;\n]+/)
      .map((m) => m.trim())
      .filter(Boolean),
  );
  const byName = (column: typeof services.name | typeof products.name, names: string[]) =>
    names.length ? or(...names.map((name) => sql`${folded(column)} = ${folded(sql`${name}`)}`)) : sql`false`;
  const [matchedServices, matchedProducts, customer] = await Promise.all([
    ctx.db
      .select({
        id: services.id,
        name: services.name,
        priceOre: services.priceOre,
        vat: services.vatPercent,
        unit: services.unit,
      })
      .from(services)
      .where(
        and(
          eq(services.ferrierId, ctx.ferrierId),
          inArray(services.status, ['active']),
          byName(services.name, treatments),
        ),
      ),
    ctx.db
      .select({
        id: products.id,
        name: products.name,
        priceOre: products.sellingPriceOre,
        vat: products.vatPercent,
      })
      .from(products)
      .where(
        and(
          eq(products.ferrierId, ctx.ferrierId),
          inArray(products.status, ['active']),
          byName(products.name, materials),
        ),
      ),
    customerOf(ctx, journal.customerId),
  ]);
  const service = new Map(matchedServices.map((s) => [fold(s.name), s]));
  const product = new Map(matchedProducts.map((p) => [fold(p.name), p]));
  const lines: DraftLine[] = [];
  for (const treatment of treatments) {
    const s = service.get(fold(treatment));
    lines.push(
      s
        ? {
            kind: 'service',
            name: s.name,
            serviceId: s.id,
            productId: undefined,
            quantity: 1,
            pricePerUnit: oreToSek(s.priceOre),
            discount: 0,
            vat: s.vat,
            unit: s.unit === 2 ? 2 : 1,
          }
        : {
            kind: 'other',
            name: treatment,
            serviceId: undefined,
            productId: undefined,
            quantity: 1,
            pricePerUnit: 0,
            discount: 0,
            vat: 25,
            unit: 1,
          },
    );
  }
  for (const material of materials) {
    const p = product.get(fold(material));
    if (p)
      lines.push({
        kind: 'product',
        name: p.name,
        serviceId: undefined,
        productId: p.id,
        quantity: 1,
        pricePerUnit: oreToSek(p.priceOre),
        discount: 0,
        vat: p.vat,
        unit: 1,
      });
  }
  return draftOf(ctx, journal.customerId, customer, {
    supplyDate: journal.treatmentDate,
    bookingId: journal.bookingId,
    journalId: id,
    horses: [journal.animal.name],
    lines,
  });
}
