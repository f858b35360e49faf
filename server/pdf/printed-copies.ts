// Issued documents printed once and kept: an issued invoice or a locked journal never changes in what it prints, so its
// PDF is stored (stored_files, purpose 'printed', by storeFile) with the fingerprint of everything it
// shows (printed_documents). A download reads the stored copy's fingerprint beside the document (same round trip),
// serves the stored bytes when the fingerprint is the one it computes, and otherwise prints, stores and serves; a job
// queued once the transaction that issued, signed or amended the document has committed does the printing ahead of
// the first download (server/pdf/print-document-job.ts). A change to anything printed (an amendment, the logo, the
// layout's version below) is another fingerprint: a stale copy is never served. The copy it replaces is referred to by
// nothing any more, and cleanup-uploads deletes it (row and bytes) a day later.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TenantContext } from '@/server/context';
import { printedDocuments, storedFiles } from '@/server/db/schema';
import { enqueue } from '@/server/jobs/enqueue';
import { storage } from '@/server/storage/storage';
import { storeFile } from '@/server/storage/store-file';

export type PrintedKind = 'invoice' | 'journal';

/**
 * Raised when the renderers change what they print from the same facts (a new field, another layout), so copies
 * printed by the older code are printed again rather than served.
 */
const PRINT_VERSION = 1;

/** The stored copy of a document: the fingerprint it was printed for, the record's version then, where its bytes are. */
export type StoredCopy = { fingerprint: string; sourceVersion: string | null; storageKey: string };

/**
 * A record's version as a stored copy keeps it: the parts its reader names (an invoice: when it last changed, the
 * logo's key) and the layout's version, so a copy printed by older code never matches.
 */
export const sourceVersionOf = (...parts: (string | null)[]): string =>
  `${PRINT_VERSION}|${parts.map((part) => part ?? '').join('|')}`;

/** The fingerprint of what a document prints: SHA-256 of the facts it is printed from, as JSON, and the version. */
export function fingerprintOf(kind: PrintedKind, facts: unknown): string {
  return createHash('sha256')
    .update(`${kind}:${PRINT_VERSION}\0`)
    .update(JSON.stringify(facts))
    .digest('base64url');
}

/** The document's stored copy, or null: one statement, to send beside the document's own read. */
export async function storedCopyOf(
  ctx: TenantContext,
  kind: PrintedKind,
  recordId: string,
): Promise<StoredCopy | null> {
  const [row] = await ctx.db
    .select({
      fingerprint: printedDocuments.fingerprint,
      sourceVersion: printedDocuments.sourceVersion,
      storageKey: storedFiles.storageKey,
    })
    .from(printedDocuments)
    .innerJoin(
      storedFiles,
      and(eq(storedFiles.id, printedDocuments.fileId), eq(storedFiles.ferrierId, ctx.ferrierId)),
    )
    .where(
      and(
        eq(printedDocuments.ferrierId, ctx.ferrierId),
        eq(printedDocuments.kind, kind),
        eq(printedDocuments.recordId, recordId),
      ),
    );
  return row ?? null;
}

/** Stores `pdf` as the document's copy for `fingerprint`, in place of the one before (which is left to the cleanup). */
async function keepCopy(
  ctx: TenantContext,
  { kind, recordId, fingerprint, filename, sourceVersion: version }: CopyOf,
  pdf: Buffer,
): Promise<void> {
  const sourceVersion = version ?? null;
  const file = await storeFile(ctx, {
    bytes: pdf,
    purpose: 'printed',
    name: filename,
    contentType: 'application/pdf',
  });
  await ctx.db
    .insert(printedDocuments)
    .values({ ferrierId: ctx.ferrierId, kind, recordId, fingerprint, sourceVersion, fileId: file.id })
    .onConflictDoUpdate({
      target: [printedDocuments.ferrierId, printedDocuments.kind, printedDocuments.recordId],
      set: { fingerprint, sourceVersion, fileId: file.id, updatedAt: sql`now()` },
    });
}

export type CopyOf = {
  kind: PrintedKind;
  recordId: string;
  /** What the document prints now (fingerprintOf). */
  fingerprint: string;
  /** The file's name, kept on the stored file. */
  filename: string;
  /** The copy stored before, read beside the document. */
  stored: StoredCopy | null;
  /** The record's version the document was read at (sourceVersionOf), for kinds whose downloads look it up first. */
  sourceVersion?: string;
};

/** Notes that the stored copy, still what the document prints, is also the record's copy at `sourceVersion`. */
async function noteVersion(ctx: TenantContext, { kind, recordId, sourceVersion }: CopyOf): Promise<void> {
  await ctx.db
    .update(printedDocuments)
    .set({ sourceVersion })
    .where(
      and(
        eq(printedDocuments.ferrierId, ctx.ferrierId),
        eq(printedDocuments.kind, kind),
        eq(printedDocuments.recordId, recordId),
      ),
    );
}

/**
 * The document's PDF: the stored bytes when they were printed for `fingerprint`, else `print()`ed, stored and
 * answered. `printed` says which (the job's count; the tests').
 */
export async function printedCopy(
  ctx: TenantContext,
  copy: CopyOf,
  print: () => Promise<Buffer>,
): Promise<{ pdf: Buffer; printed: boolean }> {
  if (copy.stored?.fingerprint === copy.fingerprint) {
    // Gone from storage (restored from a backup without it): printed again below.
    const pdf = await storage().get(copy.stored.storageKey);
    if (pdf) {
      // A change that prints nothing new (an invoice marked sent or paid): the next download is the short one again.
      if (copy.sourceVersion && copy.sourceVersion !== copy.stored.sourceVersion)
        await noteVersion(ctx, copy);
      return { pdf, printed: false };
    }
  }
  const pdf = await print();
  await keepCopy(ctx, copy, pdf);
  return { pdf, printed: true };
}

/**
 * Asks, on the transaction that changes what a document prints (issuing, signing, amending, sending), for its copy
 * to be printed and stored once that transaction has committed (the print-document job): the first download then
 * serves stored bytes. Asked once per document and transaction.
 */
export function printWhenCommitted(ctx: TenantContext, kind: PrintedKind, recordId: string): void {
  const key = `${kind}:${recordId}`;
  const asked = askedIn.get(ctx.afterCommit) ?? new Set<string>();
  if (asked.has(key)) return;
  askedIn.set(ctx.afterCommit, asked.add(key));
  ctx.afterCommit(() => enqueue(ctx, 'print-document', { ferrierId: ctx.ferrierId, kind, id: recordId }));
}

/** What each transaction (by its afterCommit) has asked to print already. */
const askedIn = new WeakMap<TenantContext['afterCommit'], Set<string>>();
