// Daily: uploads nothing refers to any more. A stored_files row no column points at, and a file in the uploads
// folder with no row, both older than a day (an upload writes its bytes, then its row, then the reference).
import { lstat, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { systemDb } from '@/server/db/system';
import { ident, foreignKeys, publicTables } from '@/server/db/catalog';
import { storedFiles } from '@/server/db/schema';
import { storage } from '@/server/storage/storage';
import { uploadsFolder } from '@/server/storage/uploads-folder';
import { defineJob } from './define-job';

export const UNREFERENCED_AFTER_HOURS = 24;

/**
 * Columns that refer to a stored file: every foreign key to stored_files, and every `…_file_id` column, since some
 * cannot be foreign keys (ferriers.logo_file_id: stored_files already refers to ferriers).
 */
export async function fileReferences(): Promise<Array<{ table: string; column: string }>> {
  const refs = new Map<string, { table: string; column: string }>();
  for (const k of await foreignKeys(systemDb())) {
    if (k.refTable === 'stored_files' && k.columns.length === 1)
      refs.set(`${k.table}.${k.columns[0]}`, { table: k.table, column: k.columns[0]! });
  }
  for (const [table, columns] of await publicTables(systemDb())) {
    if (table === 'stored_files') continue;
    for (const column of columns.filter((c) => c.endsWith('_file_id')))
      refs.set(`${table}.${column}`, { table, column });
  }
  return [...refs.values()];
}

/** Deletes the rows and bytes of stored files that nothing refers to and that are older than a day. */
export async function deleteUnreferencedFiles(): Promise<number> {
  const unreferenced = (await fileReferences()).map(
    ({ table, column }) =>
      sql`not exists (select 1 from ${sql.raw(ident(table))} r where r.${sql.raw(ident(column))} = s.id)`,
  );
  const deleted = await systemDb().execute<{ key: string }>(sql`
    delete from stored_files s
    where s.created_at < now() - make_interval(hours => ${UNREFERENCED_AFTER_HOURS})
      ${unreferenced.length ? sql`and ${sql.join(unreferenced, sql` and `)}` : sql``}
    returning s.storage_key as key`);
  for (const { key } of deleted) await storage().remove(key);
  return deleted.length;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return filesUnder(full);
      return e.isFile() ? [full] : [];
    }),
  );
  return nested.flat();
}

/** Deletes files in the local uploads folder that no stored_files row names and that are older than a day. */
export async function deleteStrayUploads(): Promise<number> {
  const root = uploadsFolder();
  const cutoff = Date.now() - UNREFERENCED_AFTER_HOURS * 3600_000;
  const old: Array<{ file: string; key: string }> = [];
  for (const file of await filesUnder(root)) {
    const stat = await lstat(file).catch(() => undefined);
    if (stat && stat.mtimeMs < cutoff)
      old.push({ file, key: path.relative(root, file).split(path.sep).join('/') });
  }
  let removed = 0;
  for (let i = 0; i < old.length; i += 500) {
    const batch = old.slice(i, i + 500);
    const known = await systemDb()
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .where(
        inArray(
          storedFiles.storageKey,
          batch.map((b) => b.key),
        ),
      );
    const keep = new Set(known.map((k) => k.key));
    for (const stray of batch.filter((b) => !keep.has(b.key))) {
      await rm(stray.file, { force: true });
      removed++;
    }
  }
  return removed;
}

export const cleanupUploadsJob = defineJob({
  name: 'cleanup-uploads',
  payload: z.object({}),
  handler: async () => ({
    unreferencedFiles: await deleteUnreferencedFiles(),
    strayFiles: await deleteStrayUploads(),
  }),
  // At a quiet hour, after the purge.
  schedule: '45 3 * * *',
});
