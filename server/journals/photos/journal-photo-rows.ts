// A journal's photos and attachments as its reads take them: one JSON array (each with its file's name, type and
// storage key) in the journal's order — position, then upload — and how the answers place them: the general
// section's, each treatment's, the attachments. The journal's reader and its media's read them here, so both show
// them alike.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { journalPhotos, storedFiles } from '@/server/db/schema';
import { fileUrl } from '@/server/storage/file-url';
import { whole } from '../lines-json';

export type PhotoRow = {
  id: string;
  section: 'general' | 'treatment' | 'attachment';
  treatmentId: string | null;
  fileId: string;
  name: string | null;
  mimeType: string;
  /** The amendment version that added it after signing; null: part of the journal as first written. */
  addedInVersion: number | null;
  /** Where the bytes are kept: what a printout reads them by. Never in an answer. */
  storageKey: string;
};

/** The photos of the journal `journalId` (a column of the outer statement) in the tenant, as a JSON array. */
export const photoRowsJson = (journalId: AnyPgColumn, ferrierId: string) =>
  whole<PhotoRow[]>(sql`(
  select coalesce(json_agg(json_build_object(
           'id', ${journalPhotos.id}, 'section', ${journalPhotos.section}, 'treatmentId', ${journalPhotos.treatmentId},
           'fileId', ${journalPhotos.fileId}, 'name', ${storedFiles.originalName},
           'mimeType', ${storedFiles.contentType}, 'storageKey', ${storedFiles.storageKey},
           'addedInVersion', ${journalPhotos.addedInVersion})
         order by ${journalPhotos.position}, ${journalPhotos.createdAt}, ${journalPhotos.id}), '[]'::json)
  from ${journalPhotos}
    join ${storedFiles} on ${storedFiles.id} = ${journalPhotos.fileId} and ${storedFiles.ferrierId} = ${ferrierId}
  where ${journalPhotos.journalId} = ${journalId} and ${journalPhotos.ferrierId} = ${ferrierId})`);

/** A photo as the answers show it: its file's url and the list thumbnail's. */
const shown = (row: PhotoRow) => {
  const url = fileUrl(row.fileId)!;
  return { id: row.id, url, thumbnailUrl: `${url}?size=thumb` };
};

/** The photos placed as the answers place them. */
export const placedPhotos = (rows: readonly PhotoRow[]) => ({
  general: rows.filter((r) => r.section === 'general').map(shown),
  ofTreatment: (treatmentId: string) =>
    rows.filter((r) => r.section === 'treatment' && r.treatmentId === treatmentId).map(shown),
  attachments: rows
    .filter((r) => r.section === 'attachment')
    .map((r) => ({ ...shown(r), name: r.name ?? '', mimeType: r.mimeType })),
});
