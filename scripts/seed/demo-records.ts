// The demo farrier's journals and invoices, so the journal and invoice screens (and the tutorials' screenshots) show
// work done: two journals of recent visits (Storm's signed, Sörla's a draft) and three invoices of visits (paid, sent,
// draft). Written as the use cases write them — the horse and keeper copied onto the journal, its signature's digest
// (server/journals/journal-content.ts), the invoice's totals (lib/invoices/totals.ts), number, OCR and parties frozen
// at registering, a history event per step — since the use cases load only inside Next or the test runner. The
// visits are the horses' latest visits, so the horses' dates stay as demo-data.ts sets them.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { invoiceTotals } from '@/lib/invoices/totals';
import { ocrReference } from '@/lib/swedish/ocr';
import { stockholmInstant, todayInStockholm } from '@/lib/time-zone';
import { addDays } from '@/lib/validation/dates';
import { INVOICE_LIFE } from '@/lib/validation/invoice';
import { JOURNAL_LIFE, type Hoof } from '@/lib/validation/journal';
import * as schema from '@/server/db/schema';
import { contentHash, type JournalContent } from '@/server/journals/journal-content';
import { livePartiesOf } from '@/server/invoices/read-invoices';
import type { TenantContext } from '@/server/context';
import { DEMO_CUSTOMERS } from './demo-data';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Tx = PostgresJsDatabase<any>;

type DemoJournal = {
  horse: string;
  time: string;
  signed: boolean;
  anamnesis: string;
  findingsMotion: string;
  findingsPalpation: string;
  diagnosis: string;
  healthCondition: string;
  aftercare: string;
  hoofFindings: Array<{ hoof: Hoof; findings: string }>;
  treatments: Array<{ treatment: string; materials: string | null; hoof: Hoof | null; notes: string | null }>;
};

export const DEMO_JOURNALS: DemoJournal[] = [
  {
    horse: 'Storm',
    time: '08:30',
    signed: true,
    anamnesis:
      'Ägaren tycker att Storm har gått lite kort fram de senaste dagarna, mest på grus. Ingen hälta i hagen.',
    findingsMotion: 'Regelbunden i skritt och trav på hårt underlag. Något kort steg fram på grus.',
    findingsPalpation: 'Ingen värme eller ömhet i hovarna. Normal puls.',
    diagnosis: 'Långa tår och låga trakter fram efter åtta veckor. Ingen hälta.',
    healthCondition: 'God',
    aftercare: 'Vanlig skötsel. Hör av dig om han går ojämnt efter skoningen.',
    hoofFindings: [
      { hoof: 'LF', findings: 'Lång tå, låg trakt. Liten vitlinjeseparation i tån.' },
      { hoof: 'RF', findings: 'Lång tå, låg trakt.' },
    ],
    treatments: [
      {
        treatment: 'Skoning runt om',
        materials: 'Stålsko 4x0 fram, 3x0 bak, E5-söm',
        hoof: null,
        notes: 'Tårna kortade och skorna lagda lite bakåt fram för lättare överrullning.',
      },
    ],
  },
  {
    horse: 'Sörla',
    time: '10:00',
    signed: false,
    anamnesis: 'Barfota islandshäst, rids på grusväg två gånger i veckan. Inga problem enligt ägaren.',
    findingsMotion: 'Regelbunden i alla gångarter på hårt underlag.',
    findingsPalpation: 'Inga fynd.',
    diagnosis: 'Rutinverkning. Friska hovar med jämnt slitage.',
    healthCondition: 'God',
    aftercare: 'Fortsätt som nu. Nästa verkning om sex veckor.',
    hoofFindings: [{ hoof: 'LH', findings: 'Liten spricka i hovväggen på utsidan, slipad.' }],
    treatments: [
      { treatment: 'Verkning', materials: null, hoof: null, notes: 'Alla fyra hovarna verkade och raspade.' },
    ],
  },
];

type DemoInvoice = {
  /** The customer by the demo name of one of their horses; its latest visit is the visit invoiced. */
  horse: string;
  status: 'draft' | 'sent' | 'paid';
  /** Services by name (demo-stock.ts) and quantity. */
  services: Array<[string, number]>;
  /** The journal of that visit, when it has one. */
  fromJournal?: boolean;
  /** Days after the invoice date it was paid. */
  paidAfterDays?: number;
};

/** In the order they were issued: the registered ones take the series' numbers 1, 2. */
export const DEMO_INVOICES: DemoInvoice[] = [
  { horse: 'Mr Kronos', status: 'paid', services: [['Skoning runt om', 1]], paidAfterDays: 12 },
  { horse: 'Storm', status: 'sent', services: [['Skoning runt om', 1]], fromJournal: true },
  { horse: 'Sörla', status: 'draft', services: [['Verkning', 1]], fromJournal: true },
];

const horseOf = (name: string) => {
  for (const customer of DEMO_CUSTOMERS)
    for (const horse of customer.horses) if (horse.name === name) return { customer, horse };
  throw new Error(`No demo horse ${name}`);
};

/** The day of a horse's latest visit, as demo.ts sets it. */
const visitDay = (name: string) => addDays(todayInStockholm(), -horseOf(name).horse.lastVisitDaysAgo);

/** A moment `minutes` after the visit's start: when the farrier wrote, signed or sent something that day. */
const at = (day: string, time: string, minutes = 0) =>
  new Date(stockholmInstant(day, time).getTime() + minutes * 60_000);

async function history(
  tx: Tx,
  ferrierId: string,
  userId: string,
  recordType: string,
  recordId: string,
  events: Array<{ action: string; from?: string; to?: string; when: Date }>,
) {
  await tx.insert(schema.auditEvents).values(
    events.map((e) => ({
      ferrierId,
      recordType,
      recordId,
      action: e.action,
      userId,
      fromStatus: e.from ?? null,
      toStatus: e.to ?? null,
      createdAt: e.when,
      updatedAt: e.when,
    })),
  );
}

async function seedJournals(tx: Tx, ferrierId: string, userId: string): Promise<Map<string, string>> {
  const names = DEMO_JOURNALS.map((j) => j.horse);
  const horses = await tx
    .select({
      id: schema.animals.id,
      name: schema.animals.name,
      customerId: schema.animals.customerId,
      sex: schema.animals.sex,
      dateOfBirth: schema.animals.dateOfBirth,
      identity: sql<
        string | null
      >`coalesce(${schema.animals.passportNumber}, ${schema.animals.microchipNumber})`,
      species: schema.animalTypes.nameSv,
      ownerName: sql<string>`trim(${schema.customers.firstName} || ' ' || coalesce(${schema.customers.lastName}, ''))`,
      ownerAddress: sql<string | null>`nullif(concat_ws(', ', nullif(${schema.customers.address}, ''),
        nullif(trim(coalesce(${schema.customers.postalCode}, '') || ' ' || coalesce(${schema.customers.city}, '')), '')), '')`,
      ownerPhone: schema.customers.phone,
    })
    .from(schema.animals)
    .leftJoin(schema.animalTypes, eq(schema.animalTypes.id, schema.animals.animalTypeId))
    .leftJoin(schema.customers, eq(schema.customers.id, schema.animals.customerId))
    .where(and(eq(schema.animals.ferrierId, ferrierId), inArray(schema.animals.name, names)));
  const [signer] = await tx
    .select({ name: schema.users.name, title: schema.ferriers.title })
    .from(schema.users)
    .innerJoin(schema.ferriers, eq(schema.ferriers.id, schema.users.ferrierId))
    .where(eq(schema.users.id, userId));

  const ids = new Map<string, string>();
  // Numbered in visit order, as they were written: J-2026-0001 …
  const ordered = [...DEMO_JOURNALS].sort((a, b) => visitDay(a.horse).localeCompare(visitDay(b.horse)));
  const counters = new Map<number, number>();
  for (const demo of ordered) {
    const horse = horses.find((h) => h.name === demo.horse)!;
    const day = visitDay(demo.horse);
    const year = Number(day.slice(0, 4));
    const number = (counters.get(year) ?? 0) + 1;
    counters.set(year, number);
    const referenceNumber = `J-${year}-${String(number).padStart(4, '0')}`;
    const written = at(day, demo.time, 75);
    const content: JournalContent = {
      treatmentDate: day,
      treatmentTime: demo.time,
      anamnesis: demo.anamnesis,
      findings: null,
      findingsMotion: demo.findingsMotion,
      findingsPalpation: demo.findingsPalpation,
      diagnosis: demo.diagnosis,
      healthCondition: demo.healthCondition,
      lastTreatment: null,
      nextTreatment: null,
      followUpNotes: null,
      aftercare: demo.aftercare,
      notes: null,
      referral: null,
      hoofFindings: demo.hoofFindings,
      treatments: demo.treatments.map((t) => ({ id: '', ...t })),
      pharmaceuticals: [],
    };
    const [row] = await tx
      .insert(schema.journals)
      .values({
        ferrierId,
        referenceNumber,
        animalId: horse.id,
        customerId: horse.customerId,
        createdByUserId: userId,
        treatmentDate: day,
        treatmentTime: demo.time,
        anamnesis: demo.anamnesis,
        findingsMotion: demo.findingsMotion,
        findingsPalpation: demo.findingsPalpation,
        diagnosis: demo.diagnosis,
        healthCondition: demo.healthCondition,
        aftercare: demo.aftercare,
        animalName: horse.name,
        animalSpecies: horse.species,
        animalSex: horse.sex,
        animalDateOfBirth: horse.dateOfBirth,
        animalIdentity: horse.identity,
        ownerName: horse.ownerName,
        ownerAddress: horse.ownerAddress,
        ownerPhone: horse.ownerPhone,
        createdAt: written,
        updatedAt: written,
      })
      .returning({ id: schema.journals.id });
    const journalId = row!.id;
    ids.set(demo.horse, journalId);
    await tx
      .insert(schema.journalTreatments)
      .values(demo.treatments.map((t, position) => ({ ...t, position, ferrierId, journalId })));
    await tx
      .insert(schema.journalHoofFindings)
      .values(demo.hoofFindings.map((f) => ({ ...f, ferrierId, journalId })));
    const events: Array<{ action: string; from?: string; to?: string; when: Date }> = [
      { action: 'created', when: written },
    ];
    if (demo.signed) {
      const signedAt = at(day, demo.time, 80);
      // Locked by the same statement that signs it, as signing does; the lines were written before.
      await tx
        .update(schema.journals)
        .set({
          status: 'signed',
          signedAt,
          signedByUserId: userId,
          lockedAt: signedAt,
          sequence: 1,
          updatedAt: signedAt,
        })
        .where(eq(schema.journals.id, journalId));
      const recorded = {
        referenceNumber,
        animalId: horse.id,
        customerId: horse.customerId,
        bookingId: null,
        animal: {
          name: horse.name,
          species: horse.species,
          sex: horse.sex,
          dateOfBirth: horse.dateOfBirth,
          identity: horse.identity,
        },
        owner: {
          name: horse.ownerName,
          address: horse.ownerAddress,
          phone: horse.ownerPhone,
          productionSiteNumber: null,
        },
      };
      await tx.insert(schema.journalSignatures).values({
        ferrierId,
        journalId,
        userId,
        journalVersion: 1,
        signedAt,
        contentHash: contentHash(recorded, content),
        signerName: signer!.name,
        signerTitle: signer!.title,
      });
      events.push({ action: 'status_changed', from: 'draft', to: 'signed', when: signedAt });
    }
    await history(tx, ferrierId, userId, JOURNAL_LIFE.kind, journalId, events);
  }
  for (const [year, last] of counters)
    await tx.insert(schema.referenceCounters).values({ ferrierId, kind: JOURNAL_LIFE.series!, year, last });
  return ids;
}

async function seedInvoices(tx: Tx, ferrierId: string, userId: string, journalIds: Map<string, string>) {
  const services = await tx
    .select({
      id: schema.services.id,
      name: schema.services.name,
      priceOre: schema.services.priceOre,
      unit: schema.services.unit,
      vatPercent: schema.services.vatPercent,
    })
    .from(schema.services)
    .where(eq(schema.services.ferrierId, ferrierId));
  const customers = await tx
    .select({ id: schema.customers.id, email: schema.customers.email, terms: schema.customers.paymentTerms })
    .from(schema.customers)
    .where(eq(schema.customers.ferrierId, ferrierId));
  // The parties as registering freezes them: the use cases' own query, on the seed's transaction.
  const ctx = { ferrierId, db: tx } as unknown as TenantContext;

  let issued = 0;
  for (const demo of DEMO_INVOICES) {
    const { customer: demoCustomer } = horseOf(demo.horse);
    const customer = customers.find((c) => c.email === demoCustomer.email)!;
    const day = visitDay(demo.horse);
    const created = at(day, '16:00');
    const lines = demo.services.map(([name, quantity]) => {
      const service = services.find((s) => s.name === name)!;
      return { service, quantity, discountPercent: 0 };
    });
    const totals = invoiceTotals(
      lines.map((l) => ({
        quantity: l.quantity,
        pricePerUnitOre: l.service.priceOre,
        discountPercent: 0,
        vatPercent: l.service.vatPercent,
      })),
    );
    const [row] = await tx
      .insert(schema.invoices)
      .values({
        ferrierId,
        customerId: customer.id,
        journalId: demo.fromJournal ? journalIds.get(demo.horse) : undefined,
        invoiceDate: day,
        supplyDate: day,
        dueDate: addDays(day, customer.terms ?? 30),
        netTotalOre: totals.netTotalOre,
        vatTotalOre: totals.vatTotalOre,
        roundingOre: totals.roundingOre,
        grandTotalOre: totals.grandTotalOre,
        createdByUserId: userId,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: schema.invoices.id });
    const invoiceId = row!.id;
    await tx.insert(schema.invoiceLines).values(
      lines.map((l, position) => ({
        ferrierId,
        invoiceId,
        kind: 'service' as const,
        name: l.service.name,
        serviceId: l.service.id,
        quantity: l.quantity,
        pricePerUnitOre: l.service.priceOre,
        discountPercent: 0,
        vatPercent: l.service.vatPercent,
        unit: l.service.unit,
        lineTotalOre: totals.lines[position]!.netOre,
        vatAmountOre: totals.lines[position]!.vatOre,
        position,
      })),
    );
    const events: Array<{ action: string; from?: string; to?: string; when: Date }> = [
      { action: 'created', when: created },
    ];
    if (demo.status !== 'draft') {
      issued += 1;
      const invoiceNumber = String(issued);
      const registeredAt = at(day, '16:05');
      const sentAt = at(day, '16:06');
      const paidAt = demo.paidAfterDays ? at(addDays(day, demo.paidAfterDays), '12:00') : null;
      const parties = await livePartiesOf(ctx, customer.id);
      // Sending locks it, as the record kit's change to sent does; paying keeps the lock.
      await tx
        .update(schema.invoices)
        .set({
          status: demo.status,
          invoiceNumber,
          ocrReference: ocrReference(invoiceNumber),
          ...parties,
          registeredAt,
          sentAt,
          lockedAt: sentAt,
          paidAt,
          sequence: paidAt ? 3 : 2,
          updatedAt: paidAt ?? sentAt,
        })
        .where(eq(schema.invoices.id, invoiceId));
      events.push(
        { action: 'status_changed', from: 'draft', to: 'registered', when: registeredAt },
        { action: 'status_changed', from: 'registered', to: 'sent', when: sentAt },
      );
      if (paidAt) events.push({ action: 'status_changed', from: 'sent', to: 'paid', when: paidAt });
    }
    await history(tx, ferrierId, userId, INVOICE_LIFE.kind, invoiceId, events);
  }
  // The series the next registered invoice takes its number from (one for all years: year 0).
  await tx
    .insert(schema.referenceCounters)
    .values({ ferrierId, kind: INVOICE_LIFE.series!, year: 0, last: issued });
}

export async function seedDemoRecords(tx: Tx, ferrierId: string, userId: string) {
  const journalIds = await seedJournals(tx, ferrierId, userId);
  await seedInvoices(tx, ferrierId, userId, journalIds);
}
