// Reading journals: one as its page, PDF and share page show it — the journal as it reads now (its first text with
// the amendments applied), lines, photos, signatures, amendments and sendings — and the list of spec 3, newest visit
// first, always inside the caller's tenant.
import 'server-only';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Hoof, Journal, JournalListQuery, JournalRow } from '@/lib/validation/journal';
import type { TenantContext } from '@/server/context';
import { afterCursor, orderBy, toPage, type SortKey } from '@/server/db/pagination';
import { foundOne, isoText } from '@/server/db/registers';
import {
  ferriers,
  journalAmendments,
  journalHoofFindings,
  journalPharmaceuticals,
  journalPhotos,
  journals,
  journalSendings,
  journalSignatures,
  journalTreatments,
  staffProfiles,
  storedFiles,
  users,
} from '@/server/db/schema';
import { maskAddress } from '@/server/mail/mask-address';
import { fileUrl } from '@/server/storage/file-url';
import { containsTerm } from '@/server/db/search';
import { contentAt, type JournalContent, type JournalRecorded, type StoredChange } from './journal-content';

type Person = { id: string; name: string; title: string | null };

/**
 * A user of the account with the title the record shows beside the name: a staff member's from their staff profile,
 * the owner's from the account (ferriers.title). Null without a user.
 */
export const personJson = (userId: AnyPgColumn) => sql<Person | null>`(
  select json_build_object('id', u.id, 'name', u.name,
                           'title', coalesce(sp.title, case when u.role = 'owner' then f.title end))
  from users u
    left join staff_profiles sp on sp.user_id = u.id and sp.ferrier_id = u.ferrier_id
    left join ferriers f on f.id = u.ferrier_id
  where u.id = ${userId} and u.ferrier_id = ${journals.ferrierId})`;

/** The journal's treatment date as it reads now: the latest amendment of it, else the first. */
const treatmentDateNow = sql<string>`coalesce((
  select ja.new_value #>> '{}' from journal_amendments ja
  where ja.journal_id = ${journals.id} and ja.ferrier_id = ${journals.ferrierId} and ja.field = 'treatmentDate'
  order by ja.version desc limit 1), ${journals.treatmentDate}::text)`;

const rowColumns = {
  id: journals.id,
  referenceNumber: journals.referenceNumber,
  status: journals.status,
  treatmentDate: treatmentDateNow,
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
};

const authorJoin = and(eq(users.id, journals.createdByUserId), eq(users.ferrierId, journals.ferrierId));

type RowOut = { animalId: string; animalName: string } & Omit<JournalRow, 'animal'>;
const toRow = ({ animalId, animalName, ...row }: RowOut): JournalRow => ({
  ...row,
  animal: { id: animalId, name: animalName },
});

/** The stored journal: its row as first written or signed, its lines, and every amendment's change. */
async function readStored(ctx: TenantContext, id: string) {
  const mine = and(eq(journals.id, id), eq(journals.ferrierId, ctx.ferrierId));
  const row = await foundOne(
    ctx.db
      .select({
        ...rowColumns,
        treatmentDate: sql<string>`${journals.treatmentDate}::text`,
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
        author: personJson(journals.createdByUserId),
        signedBy: personJson(journals.signedByUserId),
      })
      .from(journals)
      .leftJoin(users, authorJoin)
      .where(mine),
  );
  const ofJournal = <T extends { journalId: AnyPgColumn; ferrierId: AnyPgColumn }>(table: T) =>
    and(eq(table.journalId, id), eq(table.ferrierId, ctx.ferrierId));
  const [treatments, pharmaceuticals, hoofFindings, photos, signatures, amendments, sendings] =
    await Promise.all([
      ctx.db
        .select({
          id: journalTreatments.id,
          treatment: journalTreatments.treatment,
          materials: journalTreatments.materials,
          notes: journalTreatments.notes,
          hoof: journalTreatments.hoof,
        })
        .from(journalTreatments)
        .where(ofJournal(journalTreatments))
        .orderBy(asc(journalTreatments.position), asc(journalTreatments.id)),
      ctx.db
        .select({
          id: journalPharmaceuticals.id,
          name: journalPharmaceuticals.name,
          strength: journalPharmaceuticals.strength,
          dosage: journalPharmaceuticals.dosage,
          length: journalPharmaceuticals.length,
          withdrawalPeriod: journalPharmaceuticals.withdrawalPeriod,
        })
        .from(journalPharmaceuticals)
        .where(ofJournal(journalPharmaceuticals))
        .orderBy(asc(journalPharmaceuticals.position), asc(journalPharmaceuticals.id)),
      ctx.db
        .select({ hoof: journalHoofFindings.hoof, findings: journalHoofFindings.findings })
        .from(journalHoofFindings)
        .where(ofJournal(journalHoofFindings)),
      ctx.db
        .select({
          id: journalPhotos.id,
          section: journalPhotos.section,
          treatmentId: journalPhotos.treatmentId,
          fileId: journalPhotos.fileId,
          name: storedFiles.originalName,
          mimeType: storedFiles.contentType,
        })
        .from(journalPhotos)
        .innerJoin(
          storedFiles,
          and(eq(storedFiles.id, journalPhotos.fileId), eq(storedFiles.ferrierId, journalPhotos.ferrierId)),
        )
        .where(ofJournal(journalPhotos))
        .orderBy(asc(journalPhotos.position), asc(journalPhotos.createdAt), asc(journalPhotos.id)),
      ctx.db
        .select({
          version: journalSignatures.journalVersion,
          at: isoText(journalSignatures.signedAt),
          signerName: journalSignatures.signerName,
          signerTitle: journalSignatures.signerTitle,
          contentHash: journalSignatures.contentHash,
        })
        .from(journalSignatures)
        .where(ofJournal(journalSignatures))
        .orderBy(asc(journalSignatures.journalVersion), asc(journalSignatures.signedAt)),
      ctx.db
        .select({
          version: journalAmendments.version,
          at: isoText(journalAmendments.createdAt),
          authorUserId: journalAmendments.authorUserId,
          field: journalAmendments.field,
          previousValue: journalAmendments.previousValue,
          newValue: journalAmendments.newValue,
          reason: journalAmendments.reason,
        })
        .from(journalAmendments)
        .where(ofJournal(journalAmendments))
        .orderBy(asc(journalAmendments.version), asc(journalAmendments.createdAt), asc(journalAmendments.id)),
      ctx.db
        .select({ to: journalSendings.toAddress, at: isoText(journalSendings.createdAt) })
        .from(journalSendings)
        .where(ofJournal(journalSendings))
        .orderBy(asc(journalSendings.createdAt), asc(journalSendings.id)),
    ]);
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
    hoofFindings: hoofFindings.map((f) => ({ hoof: f.hoof as Hoof, findings: f.findings })),
    treatments: treatments.map((t) => ({ ...t, hoof: (t.hoof as Hoof | null) ?? null })),
    pharmaceuticals,
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
  const changes: StoredChange[] = amendments.map((a) => ({
    version: a.version,
    field: a.field,
    newValue: a.newValue,
  }));
  return { row, recorded, original, changes, photos, signatures, amendments, sendings };
}

export type StoredJournal = Awaited<ReturnType<typeof readStored>>;

/** The journal's first content, its recorded animal and keeper, and its amendments' changes: what verify recomputes. */
export const readJournalVersions = async (ctx: TenantContext, { id }: { id: string }) => {
  const { row, recorded, original, changes, signatures } = await readStored(ctx, id);
  return { id: row.id, version: row.version, recorded, original, changes, signatures };
};

/** The authors of the amendments, each once, with their titles. */
async function amendmentAuthors(ctx: TenantContext, ids: string[]): Promise<Map<string, Person>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      title: sql<
        string | null
      >`coalesce(${staffProfiles.title}, case when ${users.role} = 'owner' then ${ferriers.title} end)`,
    })
    .from(users)
    .leftJoin(
      staffProfiles,
      and(eq(staffProfiles.userId, users.id), eq(staffProfiles.ferrierId, users.ferrierId)),
    )
    .leftJoin(ferriers, eq(ferriers.id, users.ferrierId))
    .where(and(eq(users.ferrierId, ctx.ferrierId), inArray(users.id, ids)));
  return new Map(rows.map((p) => [p.id, p]));
}

/** One journal of the caller's as it reads now, with everything its page shows (404 for another tenant's). */
export async function getJournal(ctx: TenantContext, { id }: { id: string }): Promise<Journal> {
  const stored = await readStored(ctx, id);
  const { row, recorded, original, changes, photos, signatures, amendments, sendings } = stored;
  const now = contentAt(original, changes);
  const shown = (p: (typeof photos)[number]) => {
    const url = fileUrl(p.fileId)!;
    return { id: p.id, url, thumbnailUrl: `${url}?size=thumb` };
  };
  const general = photos.filter((p) => p.section === 'general').map(shown);
  const authors = await amendmentAuthors(ctx, [...new Set(amendments.map((a) => a.authorUserId))]);
  const versions = new Map<number, Journal['amendments'][number]>();
  for (const a of amendments) {
    const version = versions.get(a.version) ?? {
      version: a.version,
      at: a.at,
      author: authors.get(a.authorUserId) ?? null,
      reason: a.reason,
      changes: [],
    };
    version.changes.push({ field: a.field, previous: a.previousValue, next: a.newValue });
    versions.set(a.version, version);
  }
  return {
    id: row.id,
    referenceNumber: row.referenceNumber,
    status: row.status,
    treatmentDate: now.treatmentDate,
    ownerName: row.ownerName,
    createdBy: row.createdBy,
    signedAt: row.signedAt,
    sentAt: row.sentAt,
    lockedAt: row.lockedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    treatmentTime: now.treatmentTime,
    bookingId: row.bookingId,
    customerId: row.customerId,
    animal: { id: row.animalId, ...recorded.animal },
    owner: recorded.owner,
    anamnesis: now.anamnesis,
    findings: now.findings,
    findingsMotion: now.findingsMotion,
    findingsPalpation: now.findingsPalpation,
    diagnosis: now.diagnosis,
    healthCondition: now.healthCondition,
    lastTreatment: now.lastTreatment,
    nextTreatment: now.nextTreatment,
    followUpNotes: now.followUpNotes,
    aftercare: now.aftercare,
    notes: now.notes,
    referral: now.referral,
    hoofFindings: now.hoofFindings,
    treatments: now.treatments.map((t) => {
      const its = photos.filter((p) => p.section === 'treatment' && p.treatmentId === t.id).map(shown);
      return { ...t, photoCount: its.length, photos: its };
    }),
    pharmaceuticals: now.pharmaceuticals,
    photoCount: general.length,
    photos: general,
    attachments: photos
      .filter((p) => p.section === 'attachment')
      .map((p) => ({ ...shown(p), name: p.name ?? '', mimeType: p.mimeType })),
    author: row.author,
    signedBy: row.signedBy,
    version: row.version,
    signatures,
    amendments: [...versions.values()],
    sendings: sendings.map((s) => ({ to: maskAddress(s.to), at: s.at })),
  };
}

/** Newest visit first; the (ferrier_id, treatment_date, id) index read backwards. */
const BY_DATE: SortKey = { expression: journals.treatmentDate, direction: 'desc', type: 'date' };

const STATUS_FILTERS: Record<JournalListQuery['status'], SQL | undefined> = {
  all: undefined,
  signed: eq(journals.status, 'signed'),
  unsigned: eq(journals.status, 'draft'),
  sent: isNotNull(journals.sentAt),
  notSent: isNull(journals.sentAt),
};

/** The conditions of a list query besides ?search and the cursor. */
const listConditions = (ctx: TenantContext, input: JournalListQuery): Array<SQL | undefined> => [
  eq(journals.ferrierId, ctx.ferrierId),
  STATUS_FILTERS[input.status],
  input.animalId ? eq(journals.animalId, input.animalId) : undefined,
  input.customerId ? eq(journals.customerId, input.customerId) : undefined,
  input.from ? gte(journals.treatmentDate, input.from) : undefined,
  input.to ? lte(journals.treatmentDate, input.to) : undefined,
];

/**
 * ?search (the number, the animal and the keeper as recorded, å/ä/ö folded): the ids of the page's matches, read from
 * the journals' search view (named as the table, so every condition means the same there), where the planner may use
 * the trigram index or walk the list's order as it would for the owner — behind the policies LIKE reads row by row
 * (db/migrations/0007_search_views.sql). Only ids come out of the view; the rows are read from the table.
 */
const searchedIds = (conditions: SQL | undefined, term: string, limit: number) =>
  sql`${journals.id} in (select ${journals.id} from "search_journals" as "journals"
    where ${and(conditions, containsTerm(journals.searchText, term))}
    order by ${sql.join(orderBy(BY_DATE, journals.id), sql`, `)} limit ${limit})`;

/** journals/list: the table of spec 3, newest treatment date first, page by page. */
export async function listJournals(
  ctx: TenantContext,
  { input }: { input: JournalListQuery },
): Promise<{ data: JournalRow[]; nextCursor: string | null }> {
  const conditions = and(...listConditions(ctx, input), afterCursor(BY_DATE, journals.id, input.cursor));
  // The term is a parameter of a prepared statement: after a few calls PostgreSQL may plan it once for any term, and
  // that plan walks the date order whatever the term — all of it for a rare one. Planned for this term, a rare one
  // takes the trigram index. For this transaction only.
  if (input.search) await ctx.db.execute(sql`set local plan_cache_mode = force_custom_plan`);
  const rows = await ctx.db
    .select({ ...rowColumns, sortValue: sql<string>`${journals.treatmentDate}::text` })
    .from(journals)
    .leftJoin(users, authorJoin)
    .where(
      input.search ? and(conditions, searchedIds(conditions, input.search, input.limit + 1)) : conditions,
    )
    .orderBy(...orderBy(BY_DATE, journals.id))
    .limit(input.limit + 1);
  const page = toPage(rows, input.limit);
  return { data: page.rows.map(({ sortValue: _, ...row }) => toRow(row)), nextCursor: page.nextCursor };
}

/** The journal rows of one horse, newest visit first (its page's table). */
export async function journalRowsOfAnimal(ctx: TenantContext, animalId: string): Promise<JournalRow[]> {
  const rows = await ctx.db
    .select(rowColumns)
    .from(journals)
    .leftJoin(users, authorJoin)
    .where(and(eq(journals.ferrierId, ctx.ferrierId), eq(journals.animalId, animalId)))
    .orderBy(...orderBy(BY_DATE, journals.id))
    .limit(500);
  return rows.map(toRow);
}
