// The farrier's side of sharing: a link for one journal (journals/{id}/share) or for every journal of a horse
// (share-codes/{id}/generate), revoking a journal's links at once (journals/{id}/unshare), and the links that still
// work and their views (share-codes/{id}/active, /stats). A code is 32 random bytes kept only as its SHA-256, with a
// sealed copy so the journal's page can show the link again; another account's journal or horse is 404. Each sharing
// and its end is in the history (audit_events) of the journal, or of the horse: who, when, the link's id — never its
// code.
import 'server-only';
import { and, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  ShareCode,
  ShareCreated,
  ShareStats,
  unshareInput,
  shareInput,
} from '@/lib/validation/journal-sharing';
import type { z } from 'zod';
import type { TenantContext } from '@/server/context';
import { animals, journals, shareCodes } from '@/server/db/schema';
import { AppError } from '@/server/errors';
import { journalRecord } from '@/server/journals/journal-record';
import { writeAuditEvent, writeHistory } from '@/server/records/history';
import { newUrlToken, urlTokenHash } from '@/server/url-token';
import { shareCodeSealer, sharedPageUrl } from './share-url';

type Options = z.output<typeof shareInput>;
type Target = { journalId: string } | { animalId: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A code that still opens its page: not revoked, not expired. */
export const activeCode = () =>
  and(isNull(shareCodes.revokedAt), or(isNull(shareCodes.expiresAt), gt(shareCodes.expiresAt, sql`now()`)));

async function ownJournal(ctx: TenantContext, id: string): Promise<void> {
  const [row] = await ctx.db
    .select({ id: journals.id })
    .from(journals)
    .where(and(eq(journals.id, id), eq(journals.ferrierId, ctx.ferrierId)));
  if (!row) throw new AppError('NOT_FOUND');
}

async function ownAnimal(ctx: TenantContext, id: string): Promise<void> {
  const [row] = await ctx.db
    .select({ id: animals.id })
    .from(animals)
    .where(and(eq(animals.id, id), eq(animals.ferrierId, ctx.ferrierId)));
  if (!row) throw new AppError('NOT_FOUND');
}

async function issue(ctx: TenantContext, target: Target, options: Options): Promise<ShareCreated> {
  const code = newUrlToken();
  const expiresAt = new Date(Date.now() + options.expiresInDays * DAY_MS);
  const [row] = await ctx.db
    .insert(shareCodes)
    .values({
      ferrierId: ctx.ferrierId,
      ...target,
      codeHash: urlTokenHash(code),
      // Sealed to the account: a sealed copy moved to another account's row does not open.
      codeSealed: shareCodeSealer.seal(code, ctx.ferrierId),
      expiresAt,
      showKeeperContact: options.showKeeperContact,
      createdByUserId: ctx.userId,
    })
    .returning({ id: shareCodes.id, expiresAt: shareCodes.expiresAt });
  if (!row) throw new Error('share code insert returned nothing');
  return { id: row.id, code, url: sharedPageUrl(ctx.locale, code), expiresAt: expiresAt.toISOString() };
}

/** POST journals/{id}/share: a link to one journal; the journal is marked shared (allowed on a locked journal too). */
export async function shareJournal(
  ctx: TenantContext,
  { id, input }: { id: string; input: Options },
): Promise<ShareCreated> {
  await ownJournal(ctx, id);
  const created = await issue(ctx, { journalId: id }, input);
  // Sharing is no change of the journal's content: its "last updated" stays as it was.
  await ctx.db
    .update(journals)
    .set({ sharedAt: sql`now()`, updatedAt: sql`${journals.updatedAt}` })
    .where(and(eq(journals.id, id), eq(journals.ferrierId, ctx.ferrierId)));
  await writeHistory(ctx, journalRecord, id, { action: 'shared', facts: { shareCodeId: created.id } });
  return created;
}

/** POST share-codes/{id}/generate ({id}: a horse): a link to all its journals, newest first. */
export async function generateAnimalCode(
  ctx: TenantContext,
  { id, input }: { id: string; input: Options },
): Promise<ShareCreated> {
  await ownAnimal(ctx, id);
  const created = await issue(ctx, { animalId: id }, input);
  // The horse has no history screen yet; its event is kept for the audit all the same.
  await writeAuditEvent(ctx, 'animal', id, { action: 'shared', facts: { shareCodeId: created.id } });
  return created;
}

/** POST journals/{id}/unshare: every link of the journal stops working at once. */
export async function unshareJournal(
  ctx: TenantContext,
  { id }: { id: string; input: z.output<typeof unshareInput> },
): Promise<{ revoked: number }> {
  await ownJournal(ctx, id);
  const revoked = await ctx.db
    .update(shareCodes)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(shareCodes.ferrierId, ctx.ferrierId), eq(shareCodes.journalId, id), activeCode()))
    .returning({ id: shareCodes.id });
  // Nothing was shared: nothing ended.
  if (revoked.length)
    await writeHistory(ctx, journalRecord, id, {
      action: 'share_ended',
      facts: { shareCodeIds: revoked.map((r) => r.id) },
    });
  return { revoked: revoked.length };
}

/** The codes of a journal or a horse of the caller's ({id} may be either); 404 when it is neither. */
async function codesOf(ctx: TenantContext, id: string, only?: SQL) {
  const [journal] = await ctx.db
    .select({ id: journals.id })
    .from(journals)
    .where(and(eq(journals.id, id), eq(journals.ferrierId, ctx.ferrierId)));
  if (!journal) await ownAnimal(ctx, id);
  return ctx.db
    .select()
    .from(shareCodes)
    .where(
      and(
        eq(shareCodes.ferrierId, ctx.ferrierId),
        journal ? eq(shareCodes.journalId, id) : eq(shareCodes.animalId, id),
        only,
      ),
    )
    .orderBy(desc(shareCodes.createdAt), desc(shareCodes.id));
}

type CodeRow = Awaited<ReturnType<typeof codesOf>>[number];

const iso = (d: Date | null) => d?.toISOString() ?? null;

function described(row: CodeRow): Omit<ShareCode, 'url'> {
  return {
    id: row.id,
    target: row.journalId ? 'journal' : 'animal',
    journalId: row.journalId,
    animalId: row.animalId,
    showKeeperContact: row.showKeeperContact,
    expiresAt: iso(row.expiresAt),
    viewCount: row.viewCount,
    lastViewedAt: iso(row.lastViewedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET share-codes/{id}/active: the links of a journal or horse that still work, newest first. */
export async function activeCodes(ctx: TenantContext, { id }: { id: string }): Promise<ShareCode[]> {
  const rows = await codesOf(ctx, id, activeCode());
  return rows.map((row) => {
    const code = row.codeSealed ? shareCodeSealer.unseal(row.codeSealed, ctx.ferrierId) : null;
    return { ...described(row), url: code ? sharedPageUrl(ctx.locale, code) : null };
  });
}

/** GET share-codes/{id}/stats: views of every link of a journal or horse, revoked and expired ones too. */
export async function shareStats(ctx: TenantContext, { id }: { id: string }): Promise<ShareStats> {
  const rows = await codesOf(ctx, id);
  const now = Date.now();
  const codes = rows.map((row) => ({
    ...described(row),
    revokedAt: iso(row.revokedAt),
    active: !row.revokedAt && (!row.expiresAt || row.expiresAt.getTime() > now),
  }));
  const last = rows.map((row) => row.lastViewedAt?.getTime() ?? 0).reduce((a, b) => Math.max(a, b), 0);
  return {
    viewCount: rows.reduce((sum, row) => sum + row.viewCount, 0),
    lastViewedAt: last ? new Date(last).toISOString() : null,
    codes,
  };
}
