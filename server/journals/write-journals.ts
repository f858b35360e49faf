// Writing journals: a new one with the animal and keeper copied as they are now and the next J- number; a draft's
// edit (fields and lines replaced, treatments kept by id so their photos stay); a signed journal's change kept as an
// amendment beside the original and signed by its author; a draft's deletion — each in the journal's history, on the
// record kit's helpers (server/records).
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import {
  JOURNAL_LIFE,
  JOURNAL_OUTCOMES,
  type Hoof,
  type Journal,
  type JournalOutput,
} from '@/lib/validation/journal';
import { recordVisits } from '@/server/animals/record-visits';
import type { TenantContext } from '@/server/context';
import { foundOne } from '@/server/db/registers';
import {
  animals,
  animalTypes,
  bookings,
  customers,
  journalHoofFindings,
  journalPharmaceuticals,
  journals,
  journalTreatments,
} from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { changedFields } from '@/server/records/changed-fields';
import { writeHistory } from '@/server/records/history';
import { nextReference } from '@/server/records/next-reference';
import { ownedIds } from '@/server/records/owned-ids';
import { replaceLines } from '@/server/records/replace-lines';
import { JOURNAL_ERRORS } from './errors';
import { changedContent, type JournalContent } from './journal-content';
import { assertJournalSignatures } from './journal-plan';
import { contentOf, JOURNAL_FIELDS, journalRecord } from './journal-record';
import { getJournal } from './read-journals';
import { sendJournal } from './send-journal';
import { signJournal } from './sign-journal';
import { assertAmendable, writeAmendment } from './write-amendment';

void JOURNAL_ERRORS; // the module declares JOURNAL_LOCKED when it loads

type Created = Journal & { outcome: 0 | 1 | 2 };

/** Every id the journal names must be the caller's: 422 on the field the client named it in otherwise. */
const checkIds = (ctx: TenantContext, input: JournalOutput) =>
  ownedIds(ctx, [
    { field: 'animalId', table: animals, ids: [input.animalId], message: 'validation.animal' },
    { field: 'customerId', table: customers, ids: [input.customerId], message: 'validation.customer' },
    { field: 'bookingId', table: bookings, ids: [input.bookingId], message: 'journalRules.booking' },
  ]);

/**
 * The animal and its keeper as they are now, as the journal keeps them: the species in Swedish (the record's
 * language, as on its PDF), the identity the passport's (UELN) else the microchip's, the keeper's address on one line.
 * The keeper's production-site number (PPN) is the customer's. The keeper is the animal's owner unless the journal
 * names one.
 */
async function snapshotOf(ctx: TenantContext, input: JournalOutput) {
  const animal = await foundOne(
    ctx.db
      .select({
        name: animals.name,
        species: animalTypes.nameSv,
        sex: animals.sex,
        dateOfBirth: animals.dateOfBirth,
        identity: sql<string | null>`coalesce(${animals.passportNumber}, ${animals.microchipNumber})`,
        customerId: animals.customerId,
        shoeingIntervalWeeks: animals.shoeingIntervalWeeks,
      })
      .from(animals)
      .leftJoin(animalTypes, eq(animalTypes.id, animals.animalTypeId))
      .where(and(eq(animals.id, input.animalId), eq(animals.ferrierId, ctx.ferrierId))),
  );
  const customerId = input.customerId ?? animal.customerId;
  const [keeper] = customerId
    ? await ctx.db
        .select({
          name: sql<string>`trim(${customers.firstName} || ' ' || coalesce(${customers.lastName}, ''))`,
          address: sql<string | null>`nullif(concat_ws(', ', nullif(${customers.address}, ''),
            nullif(trim(coalesce(${customers.postalCode}, '') || ' ' || coalesce(${customers.city}, '')), '')), '')`,
          phone: customers.phone,
          productionSiteNumber: customers.productionSiteNumber,
        })
        .from(customers)
        .where(and(eq(customers.id, customerId), eq(customers.ferrierId, ctx.ferrierId)))
    : [];
  return {
    customerId: customerId ?? null,
    animalName: animal.name,
    animalSpecies: animal.species,
    animalSex: animal.sex,
    animalDateOfBirth: animal.dateOfBirth,
    animalIdentity: animal.identity,
    ownerName: keeper?.name ?? null,
    ownerAddress: keeper?.address ?? null,
    ownerPhone: keeper?.phone ?? null,
    productionSiteNumber: keeper?.productionSiteNumber ?? null,
  };
}

/** The journal's own fields as its row holds them. */
const fieldsOf = (input: JournalOutput) => ({
  animalId: input.animalId,
  bookingId: input.bookingId ?? null,
  treatmentDate: input.treatmentDate,
  treatmentTime: input.treatmentTime ?? null,
  anamnesis: input.anamnesis ?? null,
  findings: input.findings ?? null,
  findingsMotion: input.findingsMotion ?? null,
  findingsPalpation: input.findingsPalpation ?? null,
  diagnosis: input.diagnosis ?? null,
  healthCondition: input.healthCondition ?? null,
  lastTreatment: input.lastTreatment ?? null,
  nextTreatment: input.nextTreatment ?? null,
  followUpNotes: input.followUpNotes ?? null,
  aftercare: input.aftercare ?? null,
  notes: input.notes ?? null,
  referral: input.referral ?? null,
});

/** A treatment id the journal does not have: 422 on that line's id. */
function checkTreatmentIds(input: JournalOutput, known: ReadonlySet<string>) {
  const fields: Record<string, string> = {};
  (input.treatments ?? []).forEach((t, i) => {
    if (t.id && !known.has(t.id)) fields[`treatments.${i}.id`] = 'journalRules.treatment';
  });
  if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', fields);
}

/**
 * A draft's lines as the form sends them. Treatments are updated in place when they come with their id (their photos
 * hang on it), the others replaced; pharmaceuticals and hoof findings are replaced.
 */
async function writeLines(ctx: TenantContext, journalId: string, input: JournalOutput) {
  const treatments = input.treatments ?? [];
  const kept = treatments.flatMap((t) => (t.id ? [t.id] : []));
  const ofJournal = and(
    eq(journalTreatments.journalId, journalId),
    eq(journalTreatments.ferrierId, ctx.ferrierId),
  );
  await ctx.db
    .delete(journalTreatments)
    .where(kept.length ? and(ofJournal, notInArray(journalTreatments.id, kept)) : ofJournal);
  for (const [position, t] of treatments.entries()) {
    const line = {
      treatment: t.treatment,
      materials: t.materials ?? null,
      notes: t.notes ?? null,
      hoof: t.hoof ?? null,
      position,
      updatedAt: new Date(),
    };
    if (t.id)
      await ctx.db
        .update(journalTreatments)
        .set(line)
        .where(and(ofJournal, eq(journalTreatments.id, t.id)));
    else await ctx.db.insert(journalTreatments).values({ ...line, journalId, ferrierId: ctx.ferrierId });
  }
  await replaceLines(
    ctx,
    journalPharmaceuticals,
    'journalId',
    journalId,
    (input.pharmaceuticals ?? []).map((p) => ({
      name: p.name,
      strength: p.strength ?? null,
      dosage: p.dosage ?? null,
      length: p.length ?? null,
      withdrawalPeriod: p.withdrawalPeriod,
    })),
  );
  await ctx.db
    .delete(journalHoofFindings)
    .where(
      and(eq(journalHoofFindings.journalId, journalId), eq(journalHoofFindings.ferrierId, ctx.ferrierId)),
    );
  const hoofFindings = input.hoofFindings ?? [];
  if (hoofFindings.length)
    await ctx.db
      .insert(journalHoofFindings)
      .values(hoofFindings.map((f) => ({ ...f, journalId, ferrierId: ctx.ferrierId })));
}

/**
 * The visit on the horse, as a completed booking records it: latest visit the treatment date, the next one the
 * journal's next treatment, else the date plus the horse's shoeing interval (a horse with a later visit keeps it).
 */
const recordVisit = (ctx: TenantContext, input: JournalOutput) =>
  recordVisits(ctx, {
    visits: [{ animalId: input.animalId, day: input.treatmentDate, next: input.nextTreatment ?? null }],
  });

/**
 * A new journal: a draft (outcome 0), signed at once with `sign` (1), or signed and sent to the keeper with `send`
 * (2). Signing needs the Pro feature.
 */
export async function createJournal(
  ctx: TenantContext,
  { input }: { input: JournalOutput },
): Promise<Created> {
  const signing = input.sign || input.send;
  if (signing) await assertJournalSignatures(ctx);
  await checkIds(ctx, input);
  // A new journal has no treatments yet: an id on a line names none of them.
  checkTreatmentIds(input, new Set());
  const snapshot = await snapshotOf(ctx, input);
  const [row] = await ctx.db
    .insert(journals)
    .values({
      ...fieldsOf(input),
      ...snapshot,
      ferrierId: ctx.ferrierId,
      createdByUserId: ctx.userId,
      referenceNumber: await nextReference(
        ctx,
        JOURNAL_LIFE.series!,
        Number(input.treatmentDate.slice(0, 4)),
      ),
    })
    .returning({ id: journals.id });
  const id = row!.id;
  await writeLines(ctx, id, input);
  await recordVisit(ctx, input);
  await writeHistory(ctx, journalRecord, id, { action: 'created' });
  if (!signing) return { ...(await getJournal(ctx, { id })), outcome: JOURNAL_OUTCOMES.added };
  const signed = await signJournal(ctx, { id });
  if (!input.send) return { ...signed, outcome: JOURNAL_OUTCOMES.signedAndAdded };
  // Mailed to the keeper in the same transaction: a keeper without an email address (422) leaves no journal behind.
  return { ...(await sendJournal(ctx, { id })), outcome: JOURNAL_OUTCOMES.sentAndAdded };
}

/** journals/createSignedJournal: create and sign in one step (Pro). */
export async function createSignedJournal(
  ctx: TenantContext,
  { input }: { input: JournalOutput },
): Promise<Created> {
  await assertJournalSignatures(ctx);
  return createJournal(ctx, { input: { ...input, sign: true } });
}

/** The content the update asks for, on the journal as it reads now (new lines get ids of their own). */
function wantedContent(input: JournalOutput): JournalContent {
  const fields = fieldsOf(input);
  return {
    treatmentDate: fields.treatmentDate,
    treatmentTime: fields.treatmentTime,
    anamnesis: fields.anamnesis,
    findings: fields.findings,
    findingsMotion: fields.findingsMotion,
    findingsPalpation: fields.findingsPalpation,
    diagnosis: fields.diagnosis,
    healthCondition: fields.healthCondition,
    lastTreatment: fields.lastTreatment,
    nextTreatment: fields.nextTreatment,
    followUpNotes: fields.followUpNotes,
    aftercare: fields.aftercare,
    notes: fields.notes,
    referral: fields.referral,
    hoofFindings: (input.hoofFindings ?? []).map((f) => ({ hoof: f.hoof as Hoof, findings: f.findings })),
    treatments: (input.treatments ?? []).map((t) => ({
      id: t.id ?? randomUUID(),
      treatment: t.treatment,
      materials: t.materials ?? null,
      notes: t.notes ?? null,
      hoof: t.hoof ?? null,
    })),
    pharmaceuticals: (input.pharmaceuticals ?? []).map((p) => ({
      id: randomUUID(),
      name: p.name,
      strength: p.strength ?? null,
      dosage: p.dosage ?? null,
      length: p.length ?? null,
      withdrawalPeriod: p.withdrawalPeriod,
    })),
  };
}

/**
 * A locked journal's change, never an overwrite: with a reason (422 otherwise), each changed field becomes an
 * amendment of the next version (the value before and after, compared with the journal as it reads now), signed by
 * its author; the animal, keeper and booking it was written for stay. Nothing changed, nothing is written.
 */
async function amend(
  ctx: TenantContext,
  id: string,
  input: JournalOutput,
  current: { version: number },
): Promise<Journal> {
  const reason = await assertAmendable(ctx, input.amendmentReason);
  const before = await getJournal(ctx, { id });
  const fixed: Record<string, string> = {};
  if (input.animalId !== before.animal.id) fixed.animalId = 'journalRules.lockedRecord';
  if (input.customerId !== undefined && input.customerId !== before.customerId)
    fixed.customerId = 'journalRules.lockedRecord';
  if (input.bookingId !== undefined && input.bookingId !== before.bookingId)
    fixed.bookingId = 'journalRules.lockedRecord';
  if (Object.keys(fixed).length) throw new AppError('VALIDATION_FAILED', fixed);
  checkTreatmentIds(input, new Set(before.treatments.map((t) => t.id)));
  const previous = contentOf(before);
  const next = wantedContent(input);
  // An unchanged pharmaceutical list keeps its lines' ids.
  const changed = changedContent(previous, next);
  if (changed.length === 0) return before;
  await writeAmendment(ctx, id, {
    current: current.version,
    reason,
    changes: changed.map((field) => ({ field, previous: previous[field], next: next[field] })),
  });
  return getJournal(ctx, { id });
}

/**
 * journals/update: a draft's fields and lines replaced as the form sends them (the animal and keeper copied again);
 * a signed or sent journal's change kept as an amendment (Pro, with amendmentReason).
 */
export async function updateJournal(
  ctx: TenantContext,
  { id, input }: { id: string; input: JournalOutput },
): Promise<Journal> {
  const current = await foundOne(
    ctx.db
      .select({ lockedAt: journals.lockedAt, version: journals.version })
      .from(journals)
      .where(and(eq(journals.id, id), eq(journals.ferrierId, ctx.ferrierId)))
      .for('update'),
  );
  await checkIds(ctx, input);
  if (current.lockedAt) return amend(ctx, id, input, current);
  const before = await getJournal(ctx, { id });
  checkTreatmentIds(input, new Set(before.treatments.map((t) => t.id)));
  await ctx.db
    .update(journals)
    .set({
      ...fieldsOf(input),
      ...(await snapshotOf(ctx, input)),
      sequence: sql`${journals.sequence} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(journals.id, id), eq(journals.ferrierId, ctx.ferrierId)));
  await writeLines(ctx, id, input);
  await recordVisit(ctx, input);
  const after = await getJournal(ctx, { id });
  const fields = changedFields(JOURNAL_FIELDS, before, after);
  if (fields.length) await writeHistory(ctx, journalRecord, id, { action: 'updated', fields });
  return after;
}

/** journals/delete: a draft goes with its lines; a signed or sent journal is kept (409 JOURNAL_LOCKED). */
export async function deleteJournal(
  ctx: TenantContext,
  { id }: { id: string },
): Promise<{ id: string; deleted: true }> {
  const mine = and(eq(journals.id, id), eq(journals.ferrierId, ctx.ferrierId));
  const { lockedAt } = await foundOne(
    ctx.db.select({ lockedAt: journals.lockedAt }).from(journals).where(mine).for('update'),
  );
  if (lockedAt) throw new AppError('JOURNAL_LOCKED');
  await writeHistory(ctx, journalRecord, id, { action: 'deleted' });
  await ctx.db.delete(journals).where(mine);
  return { id, deleted: true };
}
