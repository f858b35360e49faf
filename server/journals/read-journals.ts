// Reading journals: one as its page, PDF and share page show it — the journal as it reads now (its first text with
// the amendments applied), lines, photos, signatures, amendments and sendings — and the list of spec 3, newest visit
// first, always inside the caller's tenant.
import { and, gte, isNotNull, isNull, lte, eq, sql, type SQL } from 'drizzle-orm';
import type { Journal, JournalListQuery, JournalRow } from '@/lib/validation/journal';
import type { TenantContext } from '@/server/context';
import { afterCursor, orderBy, toPage, type SortKey } from '@/server/db/pagination';
import { journals, users } from '@/server/db/schema';
import { containsTerm } from '@/server/db/search';
import { maskAddress } from '@/server/mail/mask-address';
import { AppError } from '@/server/errors';
import { contentAt } from './journal-content';
import { placedPhotos } from './photos/journal-photo-rows';
import { authorJoin, readStoredJournals, rowColumnsWith, type StoredJournal } from './stored-journals';

/** A row of the list (spec 3): its date as it reads now (the latest amendment of it, else the first: migration 0021). */
const rowColumns = rowColumnsWith(sql<string>`${journals.listedDate}::text`);

type RowOut = { animalId: string; animalName: string } & Omit<JournalRow, 'animal'>;
const toRow = ({ animalId, animalName, ...row }: RowOut): JournalRow => ({
  ...row,
  animal: { id: animalId, name: animalName },
});

/** The journal's first content, its recorded animal and keeper, and its amendments' changes: what verify recomputes. */
export async function readJournalVersions(ctx: TenantContext, { id }: { id: string }) {
  const [found] = await readStoredJournals(ctx, [id]);
  if (!found) throw new AppError('NOT_FOUND');
  const { row, recorded, original, changes, signatures } = found;
  return { id: row.id, version: row.version, recorded, original, changes, signatures };
}

/** A journal as it reads now, and its photos' storage keys by photo id (what a printout reads their bytes by). */
export type ReadJournal = { journal: Journal; storageKeys: ReadonlyMap<string, string> };

/** The stored journal as it reads now: its first text with the amendments applied, as its page shows it. */
function readNow(stored: StoredJournal): ReadJournal {
  const { row, recorded, original, changes, photos, signatures, amendments, sendings } = stored;
  const now = contentAt(original, changes);
  const placed = placedPhotos(photos);
  const signedLines = new Set(original.treatments.map((t) => t.id));
  const versions = new Map<number, Journal['amendments'][number]>();
  for (const a of amendments) {
    const version = versions.get(a.version) ?? {
      version: a.version,
      at: a.at,
      author: a.author,
      reason: a.reason,
      changes: [],
    };
    version.changes.push({ field: a.field, previous: a.previousValue, next: a.newValue });
    versions.set(a.version, version);
  }
  const journal: Journal = {
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
      const its = placed.ofTreatment(t.id);
      return { ...t, photoCount: its.length, photos: its, addedByAmendment: !signedLines.has(t.id) };
    }),
    pharmaceuticals: now.pharmaceuticals,
    photoCount: placed.general.length,
    photos: placed.general,
    attachments: placed.attachments,
    author: row.author,
    signedBy: row.signedBy,
    version: row.version,
    signatures,
    amendments: [...versions.values()],
    sendings: sendings.map((s) => ({ to: maskAddress(s.to), at: s.at })),
  };
  return { journal, storageKeys: new Map(photos.map((p) => [p.id, p.storageKey])) };
}

/** The caller's journals of `ids` as they read now, in the order of `ids`, in one round trip; others' are left out. */
export async function readJournals(ctx: TenantContext, ids: readonly string[]): Promise<ReadJournal[]> {
  return (await readStoredJournals(ctx, ids)).map(readNow);
}

/** One journal of the caller's as it reads now, with its photos' storage keys (404 for another tenant's). */
export async function readJournal(ctx: TenantContext, id: string): Promise<ReadJournal> {
  const [found] = await readJournals(ctx, [id]);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** The caller's journals of `ids` as their pages show them, in the order of `ids`; another tenant's are left out. */
export const getJournals = async (ctx: TenantContext, ids: readonly string[]): Promise<Journal[]> =>
  (await readJournals(ctx, ids)).map((read) => read.journal);

/** One journal of the caller's as it reads now, with everything its page shows (404 for another tenant's). */
export const getJournal = async (ctx: TenantContext, { id }: { id: string }): Promise<Journal> =>
  (await readJournal(ctx, id)).journal;

/** Newest visit first, by the date as it reads now; the (ferrier_id, listed_date, id) index read backwards. */
const BY_DATE: SortKey = { expression: journals.listedDate, direction: 'desc', type: 'date' };

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
  input.from ? gte(journals.listedDate, input.from) : undefined,
  input.to ? lte(journals.listedDate, input.to) : undefined,
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
    .select({ ...rowColumns, sortValue: sql<string>`${journals.listedDate}::text` })
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
