// GET shared/{code}: the read-only journal, or a horse's journals, that a share link opens, without an account. The
// code is found by its hash before any tenant is known (server/auth/token-owner.ts); the journals are then read as
// that tenant, so row-level security holds behind the link as behind a session. An unknown, revoked or expired code,
// or one of a cancelled account, is the same 404. Each view is counted on the code; the first is told to the account.
import 'server-only';
import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Journal } from '@/lib/validation/journal';
import type { SharedJournal, SharedView } from '@/lib/validation/journal-sharing';
import { URL_TOKEN_PATTERN } from '@/lib/validation/url-token';
import { asTokenOwner, tokenLookup, type TokenContext } from '@/server/auth/token-owner';
import type { TenantContext, VisitorContext } from '@/server/context';
import { animals, ferriers, journals, shareCodes } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { notify } from '@/server/notifications/notify';
import { hit, limitAddress } from '@/server/rate-limit';
import { requestContext } from '@/server/request-context';
import { LIMITS } from './limits';
import { getJournals } from '@/server/journals/read-journals';

/** A horse's link shows at most this many journals, newest first (years of visits). */
export const SHARED_JOURNALS_MAX = 100;

const sharedCode = tokenLookup({
  stored: 'sha256',
  shape: URL_TOKEN_PATTERN,
  statement: (db) =>
    db
      .select({
        id: shareCodes.id,
        ferrierId: shareCodes.ferrierId,
        journalId: shareCodes.journalId,
        animalId: shareCodes.animalId,
        showKeeperContact: shareCodes.showKeeperContact,
        expiresAt: shareCodes.expiresAt,
        createdByUserId: shareCodes.createdByUserId,
        company: ferriers.organizationName,
        companyPhone: ferriers.phone,
      })
      .from(shareCodes)
      .innerJoin(ferriers, eq(ferriers.id, shareCodes.ferrierId))
      .where(
        and(
          eq(shareCodes.codeHash, sql.placeholder('key')),
          isNull(shareCodes.revokedAt),
          or(isNull(shareCodes.expiresAt), gt(shareCodes.expiresAt, sql`now()`)),
          ne(ferriers.status, 'cancelled'),
        ),
      )
      .prepare('journal_share_code_owner'),
});

type SharedCode = NonNullable<Awaited<ReturnType<typeof sharedCode>>>;

const person = (p: Journal['author']) => (p ? { name: p.name, title: p.title } : null);

/** Ids that name records inside the account: of no use to the reader, and not theirs to see. */
const INTERNAL_FIELDS = new Set(['animalId', 'customerId', 'bookingId']);

/** The journal as the shared page shows it: the keeper's phone and address only when the farrier chose so. */
export function sharedJournal(journal: Journal, showKeeperContact: boolean): SharedJournal {
  return {
    id: journal.id,
    referenceNumber: journal.referenceNumber,
    status: journal.status,
    treatmentDate: journal.treatmentDate,
    treatmentTime: journal.treatmentTime,
    animal: {
      name: journal.animal.name,
      species: journal.animal.species,
      sex: journal.animal.sex,
      dateOfBirth: journal.animal.dateOfBirth,
      identity: journal.animal.identity,
    },
    owner: {
      name: journal.owner.name,
      address: showKeeperContact ? journal.owner.address : null,
      phone: showKeeperContact ? journal.owner.phone : null,
      productionSiteNumber: journal.owner.productionSiteNumber,
    },
    anamnesis: journal.anamnesis,
    findings: journal.findings,
    findingsMotion: journal.findingsMotion,
    findingsPalpation: journal.findingsPalpation,
    diagnosis: journal.diagnosis,
    healthCondition: journal.healthCondition,
    lastTreatment: journal.lastTreatment,
    nextTreatment: journal.nextTreatment,
    followUpNotes: journal.followUpNotes,
    aftercare: journal.aftercare,
    notes: journal.notes,
    referral: journal.referral,
    hoofFindings: journal.hoofFindings.map(({ hoof, findings }) => ({ hoof, findings })),
    treatments: journal.treatments.map((t) => ({
      treatment: t.treatment,
      materials: t.materials,
      notes: t.notes,
      hoof: t.hoof,
      photoCount: t.photoCount,
    })),
    pharmaceuticals: journal.pharmaceuticals.map((p) => ({
      name: p.name,
      strength: p.strength,
      dosage: p.dosage,
      length: p.length,
      withdrawalPeriod: p.withdrawalPeriod,
    })),
    photoCount: journal.photoCount,
    author: person(journal.author),
    signedBy: person(journal.signedBy),
    signedAt: journal.signedAt,
    version: journal.version,
    amendments: journal.amendments.map((a) => ({
      version: a.version,
      at: a.at,
      author: person(a.author),
      reason: a.reason,
      changes: a.changes.filter((c) => !INTERNAL_FIELDS.has(c.field)),
    })),
    updatedAt: journal.updatedAt,
  };
}

/** The journal ids the code opens: its journal, or its horse's journals newest first. */
async function journalIds(ctx: TokenContext, code: SharedCode): Promise<string[]> {
  if (code.journalId) return [code.journalId];
  const rows = await ctx.db
    .select({ id: journals.id })
    .from(journals)
    .where(and(eq(journals.ferrierId, ctx.ferrierId), eq(journals.animalId, code.animalId!)))
    .orderBy(desc(journals.listedDate), desc(journals.treatmentTime), desc(journals.createdAt))
    .limit(SHARED_JOURNALS_MAX);
  return rows.map((row) => row.id);
}

async function animalName(ctx: TokenContext, animalId: string): Promise<string> {
  const [row] = await ctx.db
    .select({ name: animals.name })
    .from(animals)
    .where(and(eq(animals.id, animalId), eq(animals.ferrierId, ctx.ferrierId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row.name;
}

/** No user: the link's reader is nobody of the account (a removed maker's link still opens). */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * The journals are read as the code's tenant by the same reader as the journal's page (getJournals reads only as the
 * tenant: db and ferrierId); the caller stands for the person who made the link, with the least role.
 */
const asLinkMaker = (ctx: TokenContext, code: SharedCode): TenantContext => ({
  ...ctx,
  userId: code.createdByUserId ?? NOBODY,
  role: 'staff',
});

/** Counts the view on the code (and notes when), as the code's tenant; answers the count with this view. */
async function countView(ctx: TokenContext, code: SharedCode): Promise<number> {
  const [row] = await ctx.db
    .update(shareCodes)
    .set({ viewCount: sql`${shareCodes.viewCount} + 1`, lastViewedAt: sql`now()` })
    .where(and(eq(shareCodes.id, code.id), eq(shareCodes.ferrierId, ctx.ferrierId)))
    .returning({ viewCount: shareCodes.viewCount });
  return row?.viewCount ?? 0;
}

/**
 * The link's first view is told, in its transaction, to the owner and to whoever wrote the journals it shows (a
 * journal's writer, the writers of a horse's journals); later views only count (`share-codes/{id}/stats`).
 */
async function noticeFirstView(
  ctx: TokenContext,
  code: SharedCode,
  journalIds: string[],
  animalName: string,
): Promise<void> {
  const writers = journalIds.length
    ? await ctx.db
        .selectDistinct({ userId: journals.createdByUserId })
        .from(journals)
        .where(and(eq(journals.ferrierId, ctx.ferrierId), inArray(journals.id, journalIds)))
    : [];
  await notify(ctx, {
    to: ['owner', ...writers.map((w) => w.userId)],
    kind: 'journal_viewed',
    payload: {
      shareCodeId: code.id,
      journalId: code.journalId,
      animalId: code.animalId,
      animalName,
      journals: journalIds.length,
    },
  });
}

export async function getSharedView(
  visitor: VisitorContext,
  { token }: { token: string },
): Promise<SharedView> {
  await hit(`journal-share-view-ip:${limitAddress(requestContext().ip)}`, LIMITS.sharedViewPerIp);
  return asTokenOwner(visitor, sharedCode, token, async (ctx, code) => {
    const ids = await journalIds(ctx, code);
    const reader = asLinkMaker(ctx, code);
    // All of them in one read, however many.
    const read = (await getJournals(reader, ids)).map((j) => sharedJournal(j, code.showKeeperContact));
    const name = code.animalId ? await animalName(ctx, code.animalId) : (read[0]?.animal.name ?? '');
    if ((await countView(ctx, code)) === 1) await noticeFirstView(ctx, code, ids, name);
    return {
      target: code.journalId ? 'journal' : 'animal',
      company: { name: code.company, phone: code.companyPhone },
      animalName: name,
      expiresAt: code.expiresAt?.toISOString() ?? null,
      journals: read,
    };
  });
}
