// The stored journals of the caller's tenant in one statement: each row as first written (or signed) with its lines,
// photos, signatures, amendments (their authors named) and sendings beside it as JSON arrays, each array filtered by
// the journal and the tenant and in the order the journal shows it. One round trip for one journal or a hundred; what
// read-journals.ts makes the journal as it reads now of.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Hoof } from '@/lib/validation/journal';
import type { TenantContext } from '@/server/context';
import { isoText } from '@/server/db/registers';
import {
  journalAmendments,
  journalHoofFindings,
  journalPharmaceuticals,
  journals,
  journalSendings,
  journalSignatures,
  journalTreatments,
  users,
} from '@/server/db/schema';
import type {
  HoofFindingContent,
  JournalContent,
  JournalRecorded,
  PharmaceuticalContent,
  StoredChange,
  TreatmentContent,
} from './journal-content';
import { linesJson, whole, type LineTable } from './lines-json';
import { photoRowsJson } from './photos/journal-photo-rows';

export type Person = { id: string; name: string; title: string | null };

/**
 * A user of the tenant with the title the record shows beside the name: a staff member's from their staff profile,
 * the owner's from the account (ferriers.title). Null without a user.
 */
const personJson = (userId: AnyPgColumn, ferrierId: string) =>
  whole<Person | null>(sql`(
    select json_build_object('id', u.id, 'name', u.name,
                             'title', coalesce(sp.title, case when u.role = 'owner' then f.title end))
    from users u
      left join staff_profiles sp on sp.user_id = u.id and sp.ferrier_id = u.ferrier_id
      left join ferriers f on f.id = u.ferrier_id
    where u.id = ${userId} and u.ferrier_id = ${ferrierId})`);

/** The columns of a journal's row in the list (spec 3), its treatment date as `treatmentDate` reads it. */
export const rowColumnsWith = (treatmentDate: SQL<string>) => ({
  id: journals.id,
  referenceNumber: journals.referenceNumber,
  status: journals.status,
  treatmentDate,
  animalId: journals.animalId,
  animalName: sql<string>`coalesce(${journals.animalName}, '')`,
  ownerName: journals.ownerName,
  createdBy: sql<string | null>`${users.name}`,
  signedAt: sql<
    string | null
  >`case when ${journals.signedAt} is null then null else ${isoText(journals.signedAt)} end`,
  sentAt: sql<
    string | null
  >`case when ${journals.sentAt} is null then null else ${isoText(journals.sentAt)} end`,
  lockedAt: sql<
    string | null
  >`case when ${journals.lockedAt} is null then null else ${isoText(journals.lockedAt)} end`,
  createdAt: isoText(journals.createdAt),
  updatedAt: isoText(journals.updatedAt),
});

/** Who wrote the journal (createdBy): a user of the journal's tenant. */
export const authorJoin = and(
  eq(users.id, journals.createdByUserId),
  eq(users.ferrierId, journals.ferrierId),
);

type Amendment = {
  version: number;
  at: string;
  author: Person | null;
  field: string;
  previousValue: unknown;
  newValue: unknown;
  reason: string | null;
};

/** The statement: the journals `ids` of the caller's (another tenant's id finds nothing). */
const storedRows = (ctx: TenantContext, ids: string[]) => {
  const { ferrierId } = ctx;
  const lines = <T>(table: LineTable, fields: Record<string, AnyPgColumn | SQL>, order: AnyPgColumn[]) =>
    linesJson<T>(table, fields, order, ferrierId);
  return ctx.db
    .select({
      ...rowColumnsWith(sql<string>`${journals.treatmentDate}::text`),
      treatmentTime: sql<string | null>`to_char(${journals.treatmentTime}, 'HH24:MI')`,
      bookingId: journals.bookingId,
      customerId: journals.customerId,
      animalSpecies: journals.animalSpecies,
      animalSex: journals.animalSex,
      animalDateOfBirth: journals.animalDateOfBirth,
      animalIdentity: journals.animalIdentity,
      ownerAddress: journals.ownerAddress,
      ownerPhone: journals.ownerPhone,
      productionSiteNumber: journals.productionSiteNumber,
      anamnesis: journals.anamnesis,
      findings: journals.findings,
      findingsMotion: journals.findingsMotion,
      findingsPalpation: journals.findingsPalpation,
      diagnosis: journals.diagnosis,
      healthCondition: journals.healthCondition,
      lastTreatment: journals.lastTreatment,
      nextTreatment: journals.nextTreatment,
      followUpNotes: journals.followUpNotes,
      aftercare: journals.aftercare,
      notes: journals.notes,
      referral: journals.referral,
      version: journals.version,
      author: personJson(journals.createdByUserId, ferrierId),
      signedBy: personJson(journals.signedByUserId, ferrierId),
      treatments: lines<TreatmentContent>(
        journalTreatments,
        {
          id: journalTreatments.id,
          treatment: journalTreatments.treatment,
          materials: journalTreatments.materials,
          notes: journalTreatments.notes,
          hoof: journalTreatments.hoof,
        },
        [journalTreatments.position, journalTreatments.id],
      ),
      pharmaceuticals: lines<PharmaceuticalContent>(
        journalPharmaceuticals,
        {
          id: journalPharmaceuticals.id,
          name: journalPharmaceuticals.name,
          strength: journalPharmaceuticals.strength,
          dosage: journalPharmaceuticals.dosage,
          length: journalPharmaceuticals.length,
          withdrawalPeriod: journalPharmaceuticals.withdrawalPeriod,
        },
        [journalPharmaceuticals.position, journalPharmaceuticals.id],
      ),
      // In the hooves' order (LF, RF, LH, RH), as the form and the canonical form list them.
      hoofFindings: lines<HoofFindingContent>(
        journalHoofFindings,
        { hoof: journalHoofFindings.hoof, findings: journalHoofFindings.findings },
        [journalHoofFindings.hoof],
      ),
      photos: photoRowsJson(journals.id, ferrierId),
      signatures: lines<{
        version: number;
        at: string;
        signerName: string;
        signerTitle: string | null;
        contentHash: string;
      }>(
        journalSignatures,
        {
          version: journalSignatures.journalVersion,
          at: isoText(journalSignatures.signedAt),
          signerName: journalSignatures.signerName,
          signerTitle: journalSignatures.signerTitle,
          contentHash: journalSignatures.contentHash,
        },
        [journalSignatures.journalVersion, journalSignatures.signedAt],
      ),
      amendments: lines<Amendment>(
        journalAmendments,
        {
          version: journalAmendments.version,
          at: isoText(journalAmendments.createdAt),
          author: personJson(journalAmendments.authorUserId, ferrierId),
          field: journalAmendments.field,
          previousValue: journalAmendments.previousValue,
          newValue: journalAmendments.newValue,
          reason: journalAmendments.reason,
        },
        [journalAmendments.version, journalAmendments.createdAt, journalAmendments.id],
      ),
      sendings: lines<{ to: string; at: string }>(
        journalSendings,
        { to: journalSendings.toAddress, at: isoText(journalSendings.createdAt) },
        [journalSendings.createdAt, journalSendings.id],
      ),
    })
    .from(journals)
    .leftJoin(users, authorJoin)
    .where(and(eq(journals.ferrierId, ferrierId), inArray(journals.id, ids)));
};

type StoredRow = Awaited<ReturnType<typeof storedRows>>[number];

/** A journal as stored: its row, its first content and what it recorded, and every amendment's change. */
function stored(row: StoredRow) {
  const original: JournalContent = {
    treatmentDate: row.treatmentDate,
    treatmentTime: row.treatmentTime,
    anamnesis: row.anamnesis,
    findings: row.findings,
    findingsMotion: row.findingsMotion,
    findingsPalpation: row.findingsPalpation,
    diagnosis: row.diagnosis,
    healthCondition: row.healthCondition,
    lastTreatment: row.lastTreatment,
    nextTreatment: row.nextTreatment,
    followUpNotes: row.followUpNotes,
    aftercare: row.aftercare,
    notes: row.notes,
    referral: row.referral,
    hoofFindings: row.hoofFindings.map((f) => ({ hoof: f.hoof as Hoof, findings: f.findings })),
    treatments: row.treatments.map((t) => ({ ...t, hoof: (t.hoof as Hoof | null) ?? null })),
    pharmaceuticals: row.pharmaceuticals,
  };
  const recorded: JournalRecorded = {
    referenceNumber: row.referenceNumber,
    animalId: row.animalId,
    customerId: row.customerId,
    bookingId: row.bookingId,
    animal: {
      name: row.animalName,
      species: row.animalSpecies,
      sex: row.animalSex,
      dateOfBirth: row.animalDateOfBirth,
      identity: row.animalIdentity,
    },
    owner: {
      name: row.ownerName,
      address: row.ownerAddress,
      phone: row.ownerPhone,
      productionSiteNumber: row.productionSiteNumber,
    },
  };
  const changes: StoredChange[] = row.amendments.map((a) => ({
    version: a.version,
    field: a.field,
    newValue: a.newValue,
  }));
  const { photos, signatures, amendments, sendings } = row;
  return { row, recorded, original, changes, photos, signatures, amendments, sendings };
}

export type StoredJournal = ReturnType<typeof stored>;

/** The caller's journals of `ids` in their order, each once; an id that is not the caller's journal is left out. */
export async function readStoredJournals(
  ctx: TenantContext,
  ids: readonly string[],
): Promise<StoredJournal[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await storedRows(ctx, wanted);
  const byId = new Map(rows.map((row) => [row.id, stored(row)]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}
