// Signing a journal and checking its signatures: a draft signed once (the record kit's transition, row locked), its
// content's SHA-256 kept with the signer's name and title, the journal locked; verify recomputes every signed
// version's digest (the first text for version 1, each amendment applied in turn for the later ones).
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Journal } from '@/lib/validation/journal';
import type { TenantContext } from '@/server/context';
import { foundOne } from '@/server/db/registers';
import { ferriers, journals, journalSignatures, staffProfiles, users } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { translator } from '@/server/i18n/translator';
import { historyOf } from '@/server/records/history';
import { transition } from '@/server/records/transition';
import { contentAt, contentHash } from './journal-content';
import { assertJournalSignatures } from './journal-plan';
import { journalRecord } from './journal-record';
import { getJournal, readJournalVersions } from './read-journals';
import { printWhenCommitted } from '@/server/pdf/printed-copies';

/** The caller's name and title as a signature records them (the title: staff profile, else the account's). */
async function signer(ctx: TenantContext) {
  return foundOne(
    ctx.db
      .select({
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
      .where(and(eq(users.id, ctx.userId), eq(users.ferrierId, ctx.ferrierId))),
  );
}

/** Signs the journal's `version` as it reads now (the first signing: version 1; an amendment: its version). */
export async function writeSignature(ctx: TenantContext, id: string, version: number): Promise<void> {
  const { recorded, original, changes } = await readJournalVersions(ctx, { id });
  const who = await signer(ctx);
  await ctx.db.insert(journalSignatures).values({
    ferrierId: ctx.ferrierId,
    journalId: id,
    userId: ctx.userId,
    journalVersion: version,
    contentHash: contentHash(recorded, contentAt(original, changes, version)),
    signerName: who.name,
    signerTitle: who.title,
  });
}

/** 409 INVALID_TRANSITION in the journal's words: it is signed already. */
function alreadySigned(ctx: TenantContext): AppError {
  const t = translator(ctx.locale);
  return new AppError('INVALID_TRANSITION', undefined, undefined, {
    params: { from: t('journalStatus.signed'), to: t('journalStatus.signed') },
    details: { status: 'signed' },
    message: 'journalStatus.errors.INVALID_TRANSITION',
  });
}

/**
 * Signs a draft (Pro): signer, time and digest recorded, the journal locked — from then on the database refuses any
 * change to its content. A journal signed already is 409 INVALID_TRANSITION.
 */
export async function signJournal(ctx: TenantContext, { id }: { id: string }): Promise<Journal> {
  await assertJournalSignatures(ctx);
  const { status } = await foundOne(
    ctx.db
      .select({ status: journals.status })
      .from(journals)
      .where(and(eq(journals.id, id), eq(journals.ferrierId, ctx.ferrierId)))
      .for('update'),
  );
  if (status === 'signed') throw alreadySigned(ctx);
  const now = new Date();
  await transition(
    ctx,
    {
      ...journalRecord,
      // The signer is the caller; the same instant signs and locks.
      changeValues: () => ({ signedAt: now, signedByUserId: ctx.userId, lockedAt: now }),
    },
    id,
    'signed',
  );
  const [{ version } = { version: 1 }] = await ctx.db
    .select({ version: journals.version })
    .from(journals)
    .where(and(eq(journals.id, id), eq(journals.ferrierId, ctx.ferrierId)));
  await writeSignature(ctx, id, version);
  // Locked: what it prints changes only by an amendment or a sending from now on, each of which asks again.
  printWhenCommitted(ctx, 'journal', id);
  return getJournal(ctx, { id });
}

/** Whether the journal still reads as each of its signatures signed it (Pro). */
export async function verifyJournal(ctx: TenantContext, { id }: { id: string }) {
  await assertJournalSignatures(ctx);
  const { recorded, original, changes, signatures } = await readJournalVersions(ctx, { id });
  const versions = signatures.map((s) => {
    const hash = contentHash(recorded, contentAt(original, changes, s.version));
    return { version: s.version, unchanged: hash === s.contentHash, contentHash: hash };
  });
  return { id, unchanged: versions.every((v) => v.unchanged), versions };
}

/** Who created, changed, signed or amended the journal, when: oldest first. */
export const journalHistory = historyOf(journalRecord);
